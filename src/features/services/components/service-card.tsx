import { CatalogCard } from '../../../components/catalog/catalog-card';
import type { ItemCardActions } from '../../../components/catalog/item-actions';
import { paths } from '../../../config/paths';
import { imageUrl } from '../../../lib/catalog-api';
import { visiblePrice } from '../../../lib/format-price';
import type { Service } from '../../../shared/schemas/catalog-item';
import { SERVICE_LABELS } from '../labels';

export interface ServiceCardProps extends ItemCardActions<Service> {
  service: Service;
  eagerImage?: boolean;
}

/** A service in a listing (SPEC.md §2, service card). */
export function ServiceCard({
  service,
  eagerImage,
  onOrder,
  onCopyLink,
  onShowPhotos,
  photosLoadingId,
}: ServiceCardProps) {
  const image = service.default_image;
  return (
    <CatalogCard
      name={service.name}
      imageSrc={image ? imageUrl('services', image, 300) : null}
      imageSrcSet={
        image
          ? `${imageUrl('services', image, 300)} 300w, ${imageUrl('services', image, 700)} 700w`
          : undefined
      }
      price={visiblePrice(service.price_id)}
      detailHref={paths.serviceDetail.href(service.code)}
      detailState={{ id: service.id }}
      labels={SERVICE_LABELS}
      onOrder={() => onOrder(service)}
      onCopyLink={() => onCopyLink(service)}
      onShowPhotos={() => onShowPhotos(service)}
      photosLoading={photosLoadingId === service.id}
      eagerImage={eagerImage}
    />
  );
}
