export { AdminLayout } from './components/admin-layout';
