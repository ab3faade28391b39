export { CatalogIoAdmin } from './components/catalog-io-admin';
