import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { toCarouselImages, type CarouselImage } from '@/components/catalog/carousel-images';
import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useBackCloses } from '@/lib/back-closes';
import { nextPaint } from '@/lib/next-paint';
import { trackItem } from '@/lib/events';
import { catalogApi, imageUrl, type Resource } from '@/lib/catalog-api';

const loadPhotoDialog = () =>
  import(/* webpackChunkName: "photo-dialog" */ './components/photo-dialog');
const PhotoDialog = lazy(loadPhotoDialog);

export interface GalleryItem {
  id: number;
  name: string;
  description: string;
}

interface OpenGallery {
  itemId: number;
  title: string;
  images: CarouselImage[];
  descriptionHtml: string;
  open: boolean;
}

/**
 * 'Ver fotos': fetches the item's image names (and the dialog's code), then opens the photo
 * dialog. `show` settles once the dialog opened or the failure was told (the button that called
 * it shows itself busy until then). Render `dialog` once in the page.
 */
export function usePhotoGallery(resource: Resource) {
  const [fetchNames] = catalogApi.useLazyImageNamesQuery();
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
        const [names] = await Promise.all([
          fetchNames({ resource, id: item.id }, true).unwrap(),
          loadPhotoDialog(),
        ]);
        setGallery({
          itemId: item.id,
          title: item.name,
          images: toCarouselImages(names, item.name, (name, width) =>
            imageUrl(resource, name, width),
          ),
          descriptionHtml: item.description,
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
    [fetchNames, resource],
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
        onClose={close}
        onExitComplete={() => setGallery(null)}
        finalFocusEl={() => returnFocusTo.current}
      />
    </Suspense>
  );

  return { show, dialog };
}
