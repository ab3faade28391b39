export { FeedsPanel } from './components/feeds-panel';
