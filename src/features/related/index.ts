export { RelatedItems } from './components/related-items';
export { useRelatedItems } from './api';
