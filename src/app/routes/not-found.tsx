import { NotFoundMessage } from '@/components/ui/not-found-message';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any path that is not a page (the server answers it with status 404). */
export default function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <NotFoundMessage
      page
      title="Página no encontrada"
      description="La dirección que buscó no existe o fue movida. Revise el enlace o vuelva al inicio para seguir explorando nuestros productos y servicios."
      action="Volver al inicio"
    />
  );
}
