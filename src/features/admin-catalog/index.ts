export { CatalogList } from './list/catalog-list';
export { NewItemScreen } from './edit/new-item-screen';
export { EditItemScreen } from './edit/edit-item-screen';
