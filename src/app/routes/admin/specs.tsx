import { SpecsAdmin } from '@/features/admin-specs';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/especificaciones */
export default function SpecsPage() {
  useDocumentTitle('Especificaciones · Administración');
  return <SpecsAdmin />;
}
