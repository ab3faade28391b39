import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { catalogApi, type CatalogInput, type CatalogItem, type ListArgs } from '@/lib/catalog-api';
import { isSessionError } from '../session-error';
import { useAppDispatch } from '@/lib/hooks';

/**
 * Publishing from the list: the row changes at once (optimistic), the server is told, and on a
 * failure the row goes back with a message; success is only announced to screen readers. Every
 * list and the public site refresh by tags.
 */
export function usePublishToggle(listArgs: ListArgs, announce: (message: string) => void) {
  const dispatch = useAppDispatch();
  const [updateItem] = catalogApi.useUpdateCatalogItemMutation();

  return async (item: CatalogItem, published: boolean) => {
    const patch = dispatch(
      catalogApi.util.updateQueryData('catalogListWithDrafts', listArgs, (draft) => {
        const row = draft.content.find((candidate) => candidate.id === item.id);
        if (row) row.published = published;
      }),
    );
    try {
      // Without its specification values: a write that leaves `specs` out keeps them, so a row
      // read before a specification was removed still publishes.
      const body = { ...item, specs: undefined, published } as CatalogInput;
      await updateItem({ resource: listArgs.resource, id: item.id, body }).unwrap();
      announce(published ? `«${item.name}» publicado` : `«${item.name}» pasó a borrador`);
    } catch (error) {
      patch.undo();
      if (!isSessionError(error)) {
        toaster.create({
          type: 'error',
          title: 'No se pudo cambiar el estado',
          description: errorMessage(error),
        });
      }
    }
  };
}
