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
import type { Product } from '../../../shared/schemas/catalog-item';
import { useProductByCode } from '../api';
import { PRODUCT_LABELS } from '../labels';

export interface ProductDetailProps {
  code: string;
  /** Id handed over by a card: the pictures can load while the product does. */
  knownId?: number;
  onOrder: (product: Product) => void;
  onShare: (product: Product) => void;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** A product page opened from a card or cold from a share link (SPEC.md §2). */
export function ProductDetail({ code, knownId, onOrder, onShare }: ProductDetailProps) {
  const { product, error, isError, isFetching, refetch } = useProductByCode(code);
  const id = product?.id ?? knownId;
  const names = catalogApi.useImageNamesQuery(id ? { resource: 'products', id } : skipToken);
  useDocumentTitle(
    product ? product.name : isError && isNotFound(error) ? 'Producto no encontrado' : undefined,
  );

  if (!product) {
    if (isError && !isFetching && isNotFound(error)) {
      return (
        <ItemNotFound
          title="Producto no encontrado"
          description="El enlace no corresponde a ningún producto de nuestro catálogo. Puede que ya no esté disponible."
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
    return <ItemDetailSkeleton label="Cargando producto" />;
  }

  const images = names.currentData
    ? toCarouselImages(names.currentData, product.name, (name) => imageUrl('products', name, 700))
    : names.isError
      ? []
      : undefined;

  return (
    <ItemDetail
      name={product.name}
      groupName={product.category_id.name}
      price={visiblePrice(product.price_id)}
      descriptionHtml={product.description}
      images={images}
      orderLabel={PRODUCT_LABELS.order}
      onOrder={() => onOrder(product)}
      onShare={() => onShare(product)}
      back={{
        href: paths.productList.href(product.category_id.urlpath),
        label: `Volver a ${product.category_id.name}`,
      }}
    />
  );
}
