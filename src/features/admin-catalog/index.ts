export { PRODUCT_CONFIG, SERVICE_CONFIG, type CatalogResourceConfig } from './catalog-resources';
export { CatalogList } from './list/catalog-list';
export { NewItemScreen } from './edit/new-item-screen';
export { EditItemScreen } from './edit/edit-item-screen';
