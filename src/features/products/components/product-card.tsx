import { CatalogCard } from '../../../components/catalog/catalog-card';
import type { ItemCardActions } from '../../../components/catalog/item-actions';
import { paths } from '../../../config/paths';
import { imageUrl } from '../../../lib/catalog-api';
import { visiblePrice } from '../../../lib/format-price';
import type { Product } from '../../../shared/schemas/catalog-item';
import { PRODUCT_LABELS } from '../labels';

export interface ProductCardProps extends ItemCardActions<Product> {
  product: Product;
  eagerImage?: boolean;
}

/** A product in a listing (SPEC.md §2, product card). */
export function ProductCard({
  product,
  eagerImage,
  onOrder,
  onCopyLink,
  onShowPhotos,
  photosLoadingId,
}: ProductCardProps) {
  const image = product.default_image;
  return (
    <CatalogCard
      name={product.name}
      imageSrc={image ? imageUrl('products', image, 300) : null}
      imageSrcSet={
        image
          ? `${imageUrl('products', image, 300)} 300w, ${imageUrl('products', image, 700)} 700w`
          : undefined
      }
      price={visiblePrice(product.price_id)}
      detailHref={paths.productDetail.href(product.code)}
      detailState={{ id: product.id }}
      labels={PRODUCT_LABELS}
      onOrder={() => onOrder(product)}
      onCopyLink={() => onCopyLink(product)}
      onShowPhotos={() => onShowPhotos(product)}
      photosLoading={photosLoadingId === product.id}
      eagerImage={eagerImage}
    />
  );
}
