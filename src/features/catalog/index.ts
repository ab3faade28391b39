/** The public catalogue's listings of both kinds and their cards (SPEC.md §2, §4). */
export { productListArg, servicePageArg } from './api';
export { ProductListing } from './components/product-listing';
export { ServiceListing } from './components/service-listing';
export { CatalogItemCard } from './components/catalog-item-card';
export { useListingFilters, type ListingFilters } from './use-listing-filters';
