export { RelatedItems } from './components/related-items';
