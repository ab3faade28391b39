import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { toCarouselImages, type CarouselImage } from '@/components/catalog/carousel-images';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, isConnectionError } from '@/lib/api';
import { useBackCloses } from '@/lib/back-closes';
import { nextPaint } from '@/lib/next-paint';
import { trackItem } from '@/lib/events';
import { catalogApi, imageUrl, type Resource } from '@/lib/catalog-api';
import type { ImageName } from '@/shared/schemas/common';

const loadPhotoDialog = () =>
  import(/* webpackChunkName: "photo-dialog" */ './components/photo-dialog');
const PhotoDialog = lazy(loadPhotoDialog);

export interface GalleryItem {
  id: number;
  code: string;
  name: string;
  /** Absent from a prerendered results page's cards (`CardItem`): asked of the item's own call. */
  description?: string;
  /** The cover the card shows: without a connection, the dialog shows it alone. */
  default_image?: string | null;
}

interface OpenGallery {
  itemId: number;
  title: string;
  images: CarouselImage[];
  descriptionHtml: string;
  /** Said above the photos (only the cover could be shown). */
  notice?: string;
  open: boolean;
}

/** Without a connection, the photos' names cannot come: the card's cover is what the phone has. */
const OFFLINE_NOTICE = 'Sin conexión: se muestra solo la foto principal.';

/**
 * 'Ver fotos': fetches the item's image names (and the dialog's code), then opens the photo
 * dialog. `show` settles once the dialog opened or the failure was told (the button that called
 * it shows itself busy until then). Render `dialog` once in the page.
 */
export function usePhotoGallery(resource: Resource) {
  const [fetchNames] = catalogApi.useLazyImageNamesQuery();
  const [fetchItem] = catalogApi.useLazyCatalogItemByCodeQuery();
  const [gallery, setGallery] = useState<OpenGallery | null>(null);
  // The control that asked for the photos gets the focus back when the dialog closes.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const show = useCallback(
    async (item: GalleryItem) => {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      try {
        // The button's busy state paints first: starting the request and the dialog's code costs
        // ~100 ms on the visitor's phone, which the tap's answer need not wait for.
        await nextPaint();
        const loadNames = async (): Promise<{ names: ImageName[]; notice?: string }> => {
          try {
            return { names: await fetchNames({ resource, id: item.id }, true).unwrap() };
          } catch (error) {
            if (!isConnectionError(error) || !item.default_image) throw error;
            const cover = {
              public_name: item.default_image,
              original_name: '',
              width: 0,
              height: 0,
            };
            return { names: [cover], notice: OFFLINE_NOTICE };
          }
        };
        // A card without the description asks for the item beside the names (its page then finds
        // it too); the photos open without a text that could not come.
        const loadDescription = async () =>
          item.description ??
          (await fetchItem({ resource, code: item.code }, true)
            .unwrap()
            .then(({ description }) => description)
            .catch(() => ''));
        const [{ names, notice }, descriptionHtml] = await Promise.all([
          loadNames(),
          loadDescription(),
          loadPhotoDialog(),
        ]);
        setGallery({
          itemId: item.id,
          title: item.name,
          images: toCarouselImages(names, item.name, (name, width) =>
            imageUrl(resource, name, width),
          ),
          descriptionHtml,
          notice,
          open: true,
        });
        trackItem('view', { kind: resource === 'products' ? 'product' : 'service', id: item.id });
      } catch (error) {
        toaster.create({
          title: 'No se pudieron cargar las fotos',
          description: errorMessage(error) || undefined,
          type: 'error',
        });
      }
    },
    [fetchItem, fetchNames, resource],
  );

  const close = useCallback(
    () => setGallery((current) => current && { ...current, open: false }),
    [],
  );
  // Android's Back closes the full-screen viewer and stays on the page.
  useBackCloses(gallery?.open ?? false, close);

  const dialog = gallery && (
    <Suspense fallback={null}>
      <PhotoDialog
        key={gallery.itemId}
        open={gallery.open}
        title={gallery.title}
        images={gallery.images}
        descriptionHtml={gallery.descriptionHtml}
        notice={gallery.notice}
        onClose={close}
        onExitComplete={() => setGallery(null)}
        finalFocusEl={() => returnFocusTo.current}
      />
    </Suspense>
  );

  return { show, dialog };
}
