import { DemandScreen } from '@/features/admin-demand';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/demanda (its own chunk: the charts load only here). */
export default function DemandPage() {
  useDocumentTitle('Demanda · Administración');
  return <DemandScreen />;
}
