/** A product's or a service's own page, what a card and a share link open (SPEC.md §2). */
export { CatalogItemPage } from './components/catalog-item-page';
export { useItemFound } from './api';
