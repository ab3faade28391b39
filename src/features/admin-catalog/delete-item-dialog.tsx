import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { catalogApi, type CatalogItem } from '@/lib/catalog-api';
import type { CatalogKind } from '@/config/catalog-kinds';
import { isSessionError } from './session-error';

export interface DeleteItemDialogProps {
  config: CatalogKind;
  /** The item to delete; null keeps the dialog closed. */
  item: Pick<CatalogItem, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** '¿Eliminar «…»?': deletes the item (and its images) once confirmed; a failure stays in the dialog. */
export function DeleteItemDialog({ config, item, onClose, onDeleted }: DeleteItemDialogProps) {
  const [deleteItem, { isLoading }] = catalogApi.useDeleteCatalogItemMutation();
  const [error, setError] = useState<string | null>(null);
  // The last item asked about keeps the title while the dialog fades out.
  const [shownItem, setShownItem] = useState(item);
  if (item && item !== shownItem) setShownItem(item);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!item) return;
    try {
      await deleteItem({ resource: config.resource, id: item.id }).unwrap();
      toaster.create({ type: 'success', title: config.texts.deleted, duration: 3000 });
      setError(null);
      onDeleted?.();
      onClose();
    } catch (failure) {
      if (isSessionError(failure)) close();
      else setError(errorMessage(failure));
    }
  };

  return (
    <ConfirmDialog
      open={item !== null}
      title={shownItem ? `¿Eliminar «${shownItem.name}»?` : ''}
      description={`Se eliminará el ${config.noun} con todas sus imágenes. Esta acción no se puede deshacer.`}
      confirmLabel="Eliminar"
      onConfirm={() => void confirm()}
      onCancel={close}
      loading={isLoading}
      error={error}
    />
  );
}
