export { AdminDashboard } from './components/admin-dashboard';
