import { Container, HStack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, type ReactNode } from 'react';
import { ItemDetail } from '@/components/catalog/item-detail';
import { ItemDetailSkeleton } from '@/components/catalog/item-detail-skeleton';
import { toCarouselImages } from '@/components/catalog/carousel-images';
import { SpecTable } from '@/components/catalog/spec-table';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { Button } from '@/components/ui/button';
import { PageLoadError, useReloadIntoSavedPage } from '@/components/ui/page-load-error';
import type { CatalogKind } from '@/config/catalog-kinds';
import { isConnectionError } from '@/lib/api';
import { trackItem } from '@/lib/events';
import { imageUrl, itemByCodeAddress, type CardItem } from '@/lib/catalog-api';
import { answeredByServer } from '@/lib/pwa/pwa-state';
import { visiblePrice } from '@/lib/format-price';
import { useGroupSpecsQuery } from '@/lib/specs-api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { shownSpecs } from '@/shared/spec-values';
import { useItemByCode } from '../api';

export interface CatalogItemPageProps {
  kind: CatalogKind;
  code: string;
  /**
   * The item as a listing's card had it, handed over in the navigation: the page shows it at once
   * (name, price, description, first picture) while the item and its pictures' names load, in
   * parallel since its id is known.
   */
  preview?: CardItem;
  onOrder: (item: CardItem) => void;
  onShare: (item: CardItem) => void;
  onAddToQuote: (item: CardItem) => void;
  /** The page's 'Comparar' toggle; none when left out. */
  renderCompare?: (item: CardItem) => ReactNode;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * The item's 'Especificaciones', in its group's order: none when it holds no value. While the
 * group's list (labels, units, order) is on its way, as many rows as the item has values hold
 * their place, so the description under them does not move when it comes.
 */
function SpecSection({
  item,
  specs,
}: {
  item: CardItem;
  specs: ReturnType<typeof useGroupSpecsQuery>;
}) {
  const held = Object.keys(item.specs ?? {}).length;
  if (held === 0) return null;
  if (specs.currentData) {
    const rows = shownSpecs(specs.currentData.specs, item.specs).map(({ spec, text }) => ({
      key: spec.key,
      label: spec.label,
      value: text,
    }));
    return rows.length ? <SpecTable rows={rows} /> : null;
  }
  if (specs.isError) return isConnectionError(specs.error) ? <SpecTable offline /> : null;
  return <SpecTable pendingRows={held} />;
}

/** A product or service page opened from a card or cold from a share link (SPEC.md §2). */
export function CatalogItemPage(props: CatalogItemPageProps) {
  const { kind, code, preview, onOrder, onShare, onAddToQuote } = props;
  const result = useItemByCode(kind, code, preview?.id);
  const { names, error, isError, isFetching, refetch, missing } = result;
  // Gone: the server said so with the page (a share link's first load) or in its answer.
  const notFound = missing || (isError && isNotFound(error));
  // Without a network (or on a signal that never answers, after the call's timeout) what the
  // card handed over stays on screen, with a note, rather than an error or a reload into the
  // offline page in its place (issue 21). The signal's return fetches the page's calls again.
  const previewOffline = isError && isConnectionError(error) && !result.item && !!preview;
  // A page the phone kept has all of it (its pictures' names too): that one is loaded instead.
  useReloadIntoSavedPage(previewOffline);
  // A 404 means the item is gone, even after an older answer (a saved copy, issue 21) was shown.
  const item = notFound
    ? undefined
    : (result.item ?? (isError && !previewOffline ? undefined : preview));
  useDocumentTitle(item ? item.name : notFound ? kind.detail.notFound : undefined);
  // The group's specifications, asked for as soon as the group is known (a card's preview names
  // it): beside the item's call, not after it. A listing has them already.
  const groupId = item && kind.groupOf(item).id;
  const specs = useGroupSpecsQuery(
    groupId ? { resource: kind.resource, group: groupId } : skipToken,
  );
  // A 'view' of the item, once per page, on the server's word only: its answer, not a card's
  // preview nor the service worker's saved copy (the item may be gone since: the server refuses
  // an event for it with a 400), so a page shown from the phone counts once the server answered.
  // Only a published item's: a draft is shown to a signed-in admin alone, and is no visitor's
  // demand (a 400 too).
  const fromServer =
    result.item !== undefined &&
    result.fulfilledTimeStamp !== undefined &&
    answeredByServer(itemByCodeAddress(kind.resource, code));
  const viewed = item?.published && fromServer ? `${kind.kind}:${item.id}` : undefined;
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!viewed || counted.current === viewed || !item) return;
    counted.current = viewed;
    trackItem('view', { kind: kind.kind, id: item.id });
  }, [viewed, kind.kind, item]);

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

  // Pictures' names that could not come for want of a network leave the first picture in place
  // (the phone may have it), not 'sin fotos'. Names already shown stay, with no note.
  const namesOffline = !names.currentData && names.isError && isConnectionError(names.error);
  const images = names.currentData
    ? toCarouselImages(names.currentData, item.name, (name, width) =>
        imageUrl(kind.resource, name, width),
      )
    : names.isError && !(namesOffline && item.default_image)
      ? []
      : undefined;
  const group = kind.groupOf(item);
  const retry = () => {
    if (isError) void refetch();
    if (names.isError) void names.refetch();
  };

  return (
    <>
      {(previewOffline || namesOffline) && (
        <Container maxW="4xl" pt="4">
          <HStack
            role="status"
            gap="3"
            px="4"
            py="3"
            rounded="lg"
            bg="bg.muted"
            borderWidth="1px"
            borderColor="border"
            justify="space-between"
            wrap="wrap"
          >
            <Text fontSize="sm">
              {previewOffline
                ? 'Sin conexión: se muestran los datos de la lista. Las fotos y los datos al día llegarán con la señal.'
                : 'Sin conexión: las fotos llegarán con la señal.'}
            </Text>
            <Button
              size="sm"
              variant="outline"
              onClick={retry}
              loading={isFetching || names.isFetching}
            >
              Reintentar
            </Button>
          </HStack>
        </Container>
      )}
      <ItemDetail
        name={item.name}
        groupName={group.name}
        price={visiblePrice(item.price_id)}
        descriptionHtml={item.description ?? (previewOffline ? null : undefined)}
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
        compare={props.renderCompare?.(item)}
        specs={<SpecSection item={item} specs={specs} />}
      />
    </>
  );
}
