import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { SectionHeading } from '../../components/ui/section-heading';
import { usePhotoGallery } from '../../features/gallery/use-photo-gallery';
import { useItemActions } from '../../features/ordering/use-item-actions';
import { ServiceListing } from '../../features/services/components/service-listing';
import { useDocumentTitle } from '../../lib/use-document-title';
import { serviceTypeByUrlpath } from '../../shared/catalog';
import NotFoundPage from './not-found';

/** One line under each service type's heading. */
const SERVICE_INTROS: Record<string, string> = {
  construnccion:
    'Diseñamos y construimos invernaderos, galpones y obras para la producción agrícola.',
  instalacion:
    'Sistemas de riego por goteo, aspersión y fertirriego instalados y puestos en marcha.',
  cursos: 'Capacitación práctica para productores, técnicos y asociaciones, en campo y en línea.',
  asesorias: 'Acompañamiento técnico en su parcela para decidir mejor y producir más.',
  laboratorio: 'Análisis de suelo, agua y tejido vegetal con resultados claros y recomendaciones.',
};

/** /service/{type}?pagina=N: one numbered page of a service type. */
export default function ServiceListPage() {
  const { type = '' } = useParams();
  const group = serviceTypeByUrlpath(type);
  const gallery = usePhotoGallery('services');
  const actions = useItemActions('service');
  useDocumentTitle(group ? group.name : undefined);

  if (!group) return <NotFoundPage />;
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <SectionHeading
        as="h1"
        eyebrow="Servicios"
        title={group.name}
        subtitle={SERVICE_INTROS[group.urlpath]}
      />
      <ServiceListing
        key={group.urlpath}
        type={group.urlpath}
        onOrder={actions.order}
        onCopyLink={actions.share}
        onShowPhotos={gallery.show}
        photosLoadingId={gallery.loadingId}
      />
      {gallery.dialog}
    </Container>
  );
}
