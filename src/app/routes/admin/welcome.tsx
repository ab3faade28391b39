import { AdminDashboard } from '@/features/admin-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/welcome */
export default function WelcomePage() {
  useDocumentTitle('Panel de administración');
  return <AdminDashboard />;
}
