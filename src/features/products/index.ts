export { ProductListing, type ProductListingProps } from './components/product-listing';
export { ProductDetail, type ProductDetailProps } from './components/product-detail';
export { ProductCard, PRODUCT_CARD_LABELS } from './components/product-card';
