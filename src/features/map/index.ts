export { LazyOfficeMap } from './components/lazy-office-map';
