import { UsersAdmin } from '@/features/admin-users';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/usuarios */
export default function UsersPage() {
  useDocumentTitle('Usuarios · Administración');
  return <UsersAdmin />;
}
