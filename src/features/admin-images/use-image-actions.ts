import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { catalogApi, type CatalogInput, type CatalogItem, type Resource } from '@/lib/catalog-api';
import { useAppDispatch } from '@/lib/hooks';
import type { ImageName } from '@/shared/schemas/common';

const isSessionError = (error: unknown) =>
  (error as { status?: unknown } | undefined)?.status === 401;

function reportFailure(title: string, error: unknown) {
  if (!isSessionError(error))
    toaster.create({ type: 'error', title, description: errorMessage(error) });
}

/** Moves one element of a list to another index. */
function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * Cover and order change on screen at once (optimistic updates of the cached gallery and item),
 * so success needs no message; a refusal puts them back with one. Deleting waits for the server.
 */
export function useImageActions(resource: Resource, id: number) {
  const dispatch = useAppDispatch();
  const [reorderImages] = catalogApi.useReorderImagesMutation();
  const [updateItem] = catalogApi.useUpdateCatalogItemMutation();
  const [deleteImage, deleteState] = catalogApi.useDeleteImageMutation();

  const reorder = async (images: ImageName[], from: number, to: number) => {
    if (from === to || to < 0 || to >= images.length) return;
    const next = moveItem(images, from, to);
    const patch = dispatch(
      catalogApi.util.updateQueryData('imageNames', { resource, id }, () => next),
    );
    try {
      await reorderImages({
        resource,
        id,
        publicNames: next.map((image) => image.public_name),
      }).unwrap();
    } catch (error) {
      patch.undo();
      reportFailure('No se pudo guardar el orden', error);
    }
  };

  /** Resolves true once the server has the new cover. */
  const setCover = async (item: CatalogItem, publicName: string): Promise<boolean> => {
    if (item.default_image === publicName) return false;
    const patch = dispatch(
      catalogApi.util.updateQueryData('catalogItemById', { resource, id }, (draft) => {
        draft.default_image = publicName;
      }),
    );
    try {
      const body = { ...item, default_image: publicName } as CatalogInput;
      await updateItem({ resource, id, body }).unwrap();
      return true;
    } catch (error) {
      patch.undo();
      reportFailure('No se pudo cambiar la portada', error);
      return false;
    }
  };

  /** Resolves with an error message to show in the dialog, or null when the image is gone. */
  const remove = async (publicName: string): Promise<string | null> => {
    try {
      await deleteImage({ resource, id, publicName }).unwrap();
      toaster.create({ type: 'success', title: 'Imagen eliminada', duration: 2500 });
      return null;
    } catch (error) {
      return isSessionError(error) ? null : errorMessage(error);
    }
  };

  return { reorder, setCover, remove, deleting: deleteState.isLoading };
}
