export { SearchResults } from './components/search-results';
export { isSearchable, searchApi, searchArg } from './api';
