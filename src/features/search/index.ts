export { SearchResults } from './components/search-results';
export {
  isSearchable,
  searchApi,
  searchArg,
  searchPageHandedOver,
  type SearchHit,
  type SearchHits,
} from './api';
