export { SpecsAdmin } from './components/specs-admin';
