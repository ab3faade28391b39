import { useCallback, useRef } from 'react';
import type { ItemCardActions } from '@/components/catalog/item-actions';
import type { CatalogKind } from '@/config/catalog-kinds';
import { usePhotoGallery } from '@/features/gallery';
import { useItemActions } from '@/features/ordering';
import { CompareToggle } from '@/features/compare';
import { useAddToQuote } from '@/features/quote';
import { catalogApi, type CardItem } from '@/lib/catalog-api';
import { groupSpecsArg, useSpecsPrefetch } from '@/lib/specs-api';
import { usePreloadPage } from '../../page-preload';

/** Data prefetched on intent is fresh enough for this long (seconds). */
const PREFETCH_FRESH_S = 60;

/**
 * Starts loading what an item's page needs the moment a visitor shows they may open it: the
 * page's chunk, the item, its pictures' names and its group's specifications (unless held: a
 * listing has them), in parallel. Each item once per page.
 */
function usePrefetchItemPage(kind: CatalogKind) {
  const prefetchItem = catalogApi.usePrefetch('catalogItemByCode');
  const prefetchNames = catalogApi.usePrefetch('imageNames');
  const prefetchSpecs = useSpecsPrefetch('groupSpecs');
  const preloadPage = usePreloadPage();
  const done = useRef(new Set<number>());
  return useCallback(
    (item: CardItem) => {
      if (done.current.has(item.id)) return;
      done.current.add(item.id);
      preloadPage(kind.publicHref(item.code));
      const options = { ifOlderThan: PREFETCH_FRESH_S };
      prefetchItem({ resource: kind.resource, code: item.code }, options);
      prefetchNames({ resource: kind.resource, id: item.id }, options);
      prefetchSpecs(groupSpecsArg(kind.resource, kind.groupOf(item).id));
    },
    [kind, preloadPage, prefetchItem, prefetchNames, prefetchSpecs],
  );
}

/**
 * What a page's cards of one kind do (order, copy link, photos, add to the quote list, prefetch of
 * the item's page), and the photo dialog to render once on that page.
 */
export function useCardActions(kind: CatalogKind) {
  const gallery = usePhotoGallery(kind.resource);
  const { order, share } = useItemActions(kind.kind);
  const onIntent = usePrefetchItemPage(kind);
  const addToQuote = useAddToQuote(kind.kind);
  const renderCompare = useCallback(
    (item: CardItem) => <CompareToggle kind={kind} item={item} />,
    [kind],
  );
  const actions: ItemCardActions<CardItem> = {
    onOrder: order,
    onCopyLink: share,
    onShowPhotos: gallery.show,
    onAddToQuote: addToQuote,
    onIntent,
    renderCompare,
  };
  return { actions, photoDialog: gallery.dialog };
}
