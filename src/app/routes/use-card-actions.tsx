import type { ItemCardActions } from '../../components/catalog/item-actions';
import type { CatalogKind } from '../../config/catalog-kinds';
import { usePhotoGallery } from '../../features/gallery';
import { useItemActions } from '../../features/ordering';
import { useAddToQuote } from '../../features/quote';
import type { CatalogItem } from '../../lib/catalog-api';

/**
 * What a page's cards of one kind do (order, copy link, photos, add to the quote list), and the photo dialog to render
 * once on that page.
 */
export function useCardActions(kind: CatalogKind) {
  const gallery = usePhotoGallery(kind.resource);
  const { order, share } = useItemActions(kind.kind);
  const addToQuote = useAddToQuote(kind.kind);
  const actions: ItemCardActions<CatalogItem> = {
    onOrder: order,
    onCopyLink: share,
    onShowPhotos: gallery.show,
    onAddToQuote: addToQuote,
    photosLoadingId: gallery.loadingId,
  };
  return { actions, photoDialog: gallery.dialog };
}
