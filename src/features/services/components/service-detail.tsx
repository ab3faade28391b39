import { Container } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { ItemDetail } from '../../../components/catalog/item-detail';
import { ItemDetailSkeleton } from '../../../components/catalog/item-detail-skeleton';
import { ItemNotFound } from '../../../components/catalog/item-not-found';
import { toCarouselImages } from '../../../components/catalog/carousel-images';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { catalogApi, imageUrl } from '../../../lib/catalog-api';
import { visiblePrice } from '../../../lib/format-price';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { Service } from '../../../shared/schemas/catalog-item';
import { useServiceByCode } from '../api';
import { SERVICE_LABELS } from '../labels';

export interface ServiceDetailProps {
  code: string;
  /** Id handed over by a card: the pictures can load while the service does. */
  knownId?: number;
  onOrder: (service: Service) => void;
  onShare: (service: Service) => void;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** A service page opened from a card or cold from a share link (SPEC.md §2). */
export function ServiceDetail({ code, knownId, onOrder, onShare }: ServiceDetailProps) {
  const { service, error, isError, isFetching, refetch } = useServiceByCode(code);
  const id = service?.id ?? knownId;
  const names = catalogApi.useImageNamesQuery(id ? { resource: 'services', id } : skipToken);
  useDocumentTitle(
    service ? service.name : isError && isNotFound(error) ? 'Servicio no encontrado' : undefined,
  );

  if (!service) {
    if (isError && !isFetching && isNotFound(error)) {
      return (
        <ItemNotFound
          title="Servicio no encontrado"
          description="El enlace no corresponde a ningún servicio de nuestro catálogo. Puede que ya no esté disponible."
        />
      );
    }
    if (isError && !isFetching) {
      return (
        <Container maxW="4xl" py="16">
          <ErrorState message={errorMessage(error)} onRetry={() => refetch()} />
        </Container>
      );
    }
    return <ItemDetailSkeleton label="Cargando servicio" />;
  }

  const images = names.currentData
    ? toCarouselImages(names.currentData, service.name, (name) => imageUrl('services', name, 700))
    : names.isError
      ? []
      : undefined;

  return (
    <ItemDetail
      name={service.name}
      groupName={service.type_id.name}
      price={visiblePrice(service.price_id)}
      descriptionHtml={service.description}
      images={images}
      orderLabel={SERVICE_LABELS.order}
      onOrder={() => onOrder(service)}
      onShare={() => onShare(service)}
      back={{
        href: paths.serviceList.href(service.type_id.urlpath),
        label: `Volver a ${service.type_id.name}`,
      }}
    />
  );
}
