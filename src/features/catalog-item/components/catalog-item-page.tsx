import { Container } from '@chakra-ui/react';
import { useEffect } from 'react';
import { ItemDetail } from '@/components/catalog/item-detail';
import { ItemDetailSkeleton } from '@/components/catalog/item-detail-skeleton';
import { toCarouselImages } from '@/components/catalog/carousel-images';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PageLoadError } from '@/components/ui/page-load-error';
import type { CatalogKind } from '@/config/catalog-kinds';
import { trackItem } from '@/lib/events';
import { imageUrl, type CatalogItem } from '@/lib/catalog-api';
import { visiblePrice } from '@/lib/format-price';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useItemByCode } from '../api';

export interface CatalogItemPageProps {
  kind: CatalogKind;
  code: string;
  /**
   * The item as a listing's card had it, handed over in the navigation: the page shows it at once
   * (name, price, description, first picture) while the item and its pictures' names load, in
   * parallel since its id is known.
   */
  preview?: CatalogItem;
  onOrder: (item: CatalogItem) => void;
  onShare: (item: CatalogItem) => void;
  onAddToQuote: (item: CatalogItem) => void;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** A product or service page opened from a card or cold from a share link (SPEC.md §2). */
export function CatalogItemPage(props: CatalogItemPageProps) {
  const { kind, code, preview, onOrder, onShare, onAddToQuote } = props;
  const result = useItemByCode(kind, code, preview?.id);
  const { names, error, isError, isFetching, refetch, missing } = result;
  // Gone: the server said so with the page (a share link's first load) or in its answer.
  const notFound = missing || (isError && isNotFound(error));
  // A 404 means the item is gone, even after an older answer (a saved copy, issue 21) was shown.
  const item = notFound ? undefined : (result.item ?? (isError ? undefined : preview));
  useDocumentTitle(item ? item.name : notFound ? kind.detail.notFound : undefined);
  // A 'view' of the item, once per page (the id is known from a card's preview or the answer).
  const itemId = item?.id;
  useEffect(() => {
    if (itemId) trackItem('view', { kind: kind.kind, id: itemId });
  }, [kind.kind, itemId]);

  if (!item) {
    if (notFound && !isFetching) {
      return (
        <NotFoundMessage
          title={kind.detail.notFound}
          description={kind.detail.notFoundText}
          action="Ir a la página de inicio"
        />
      );
    }
    if (isError && !isFetching) {
      return (
        <Container maxW="4xl" py="16">
          <PageLoadError error={error} onRetry={() => refetch()} />
        </Container>
      );
    }
    return <ItemDetailSkeleton label={kind.detail.loading} />;
  }

  const images = names.currentData
    ? toCarouselImages(names.currentData, item.name, (name, width) =>
        imageUrl(kind.resource, name, width),
      )
    : names.isError
      ? []
      : undefined;
  const group = kind.groupOf(item);

  return (
    <ItemDetail
      name={item.name}
      groupName={group.name}
      price={visiblePrice(item.price_id)}
      descriptionHtml={item.description}
      images={images}
      firstPicture={
        item.default_image ? imageUrl(kind.resource, item.default_image, 700) : undefined
      }
      orderLabel={kind.labels.order}
      onOrder={() => onOrder(item)}
      onShare={() => onShare(item)}
      addToQuoteLabel={kind.labels.addToQuote}
      onAddToQuote={() => onAddToQuote(item)}
      back={{ href: kind.publicListHref(group.urlpath), label: `Volver a ${group.name}` }}
    />
  );
}
