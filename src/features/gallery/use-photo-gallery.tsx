import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { toCarouselImages, type CarouselImage } from '@/components/catalog/carousel-images';
import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
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
 * 'Ver fotos': fetches the item's image names (and the dialog's code) first, then opens the
 * photo dialog. Render `dialog` once in the page; `loadingId` marks the item being fetched.
 */
export function usePhotoGallery(resource: Resource) {
  const [fetchNames] = catalogApi.useLazyImageNamesQuery();
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [gallery, setGallery] = useState<OpenGallery | null>(null);
  // The control that asked for the photos gets the focus back when the dialog closes.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const show = useCallback(
    async (item: GalleryItem) => {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setLoadingId(item.id);
      try {
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
      } finally {
        setLoadingId(null);
      }
    },
    [fetchNames, resource],
  );

  const dialog = gallery && (
    <Suspense fallback={null}>
      <PhotoDialog
        key={gallery.itemId}
        open={gallery.open}
        title={gallery.title}
        images={gallery.images}
        descriptionHtml={gallery.descriptionHtml}
        onClose={() => setGallery((current) => current && { ...current, open: false })}
        onExitComplete={() => setGallery(null)}
        finalFocusEl={() => returnFocusTo.current}
      />
    </Suspense>
  );

  return { show, loadingId, dialog };
}
