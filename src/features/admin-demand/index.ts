export { DemandScreen } from './components/demand-screen';
