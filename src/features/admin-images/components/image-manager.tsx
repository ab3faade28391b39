import {
  Box,
  Flex,
  Heading,
  Skeleton,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ImagesIcon } from '@/components/icons';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api';
import { catalogApi, type CatalogItem, type Resource } from '@/lib/catalog-api';
import type { ImageName } from '@/shared/schemas/common';
import { useImageActions } from '../use-image-actions';
import { useImageUploads } from '../use-image-uploads';
import { ImageGrid } from './image-grid';
import { UploadDropzone } from './upload-dropzone';
import { UploadList } from './upload-list';

export interface ImageManagerProps {
  resource: Resource;
  item: CatalogItem;
}

/**
 * The images of an item on its edit screen: upload (picker or drag and drop, progress per file),
 * choose the cover, reorder (drag or buttons) and delete. What visitors see in galleries is this
 * order; the cover is what lists show.
 */
export function ImageManager({ resource, item }: ImageManagerProps) {
  const { id } = item;
  const {
    data: images,
    error,
    isLoading,
    isFetching,
    refetch,
  } = catalogApi.useImageNamesQuery({ resource, id });
  const { entries, addFiles, dismiss } = useImageUploads(resource, id);
  const { reorder, setCover, remove, deleting } = useImageActions(resource, id);
  const [toDelete, setToDelete] = useState<ImageName | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // The last image asked about keeps its name in the dialog while it fades out.
  const [shownDelete, setShownDelete] = useState<ImageName | null>(null);
  if (toDelete && toDelete !== shownDelete) setShownDelete(toDelete);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ name: string; action: 'before' | 'after' } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // After a move by button, focus follows the image (or its other move button at an end).
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !listRef.current) return;
    refocus.current = null;
    const tile = listRef.current.querySelector(`[data-image="${wanted.name}"]`);
    const button =
      tile?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]:not(:disabled)`) ??
      tile?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
    button?.focus();
  }, [images]);

  const move = (from: number, to: number) => {
    if (!images) return;
    refocus.current = { name: images[from].public_name, action: to < from ? 'before' : 'after' };
    setAnnouncement(`Imagen movida a la posición ${to + 1} de ${images.length}`);
    void reorder(images, from, to);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const failure = await remove(toDelete.public_name);
    setDeleteError(failure);
    if (!failure) setToDelete(null);
  };

  const count = images?.length ?? 0;
  return (
    <Box
      as="section"
      aria-labelledby="imagenes"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      shadow="xs"
      p={{ base: '4', md: '6' }}
    >
      <Flex justify="space-between" align="baseline" gap="3" mb="1" wrap="wrap">
        <Heading as="h2" id="imagenes" fontSize="md">
          Imágenes
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {count === 1 ? '1 imagen' : `${count} imágenes`}
        </Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="4">
        La portada se muestra en las listas; el orden es el de la galería. Arrastre una imagen o use
        las flechas para cambiarlo.
      </Text>

      <Stack gap="4">
        <UploadDropzone onFiles={addFiles} />
        <UploadList entries={entries} onDismiss={dismiss} />
        <Box ref={listRef}>
          {error ? (
            <ErrorState
              message={errorMessage(error)}
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          ) : isLoading ? (
            <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap="4">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} aspectRatio="4 / 3" rounded="xl" />
              ))}
            </SimpleGrid>
          ) : count === 0 ? (
            <Flex
              direction="column"
              align="center"
              gap="2"
              py="6"
              color="fg.muted"
              textAlign="center"
            >
              <Box fontSize="3xl" color="gray.400">
                <ImagesIcon />
              </Box>
              <Text>Todavía no hay imágenes. La primera que suba será la portada.</Text>
            </Flex>
          ) : (
            <ImageGrid
              resource={resource}
              draft={!item.published}
              images={images ?? []}
              cover={item.default_image}
              onSetCover={(name) =>
                void setCover(item, name).then(
                  (done) => done && setAnnouncement('Portada actualizada'),
                )
              }
              onMove={move}
              onDelete={(image) => {
                setDeleteError(null);
                setToDelete(image);
              }}
            />
          )}
        </Box>
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>

      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar esta imagen?"
        description={
          shownDelete
            ? `«${shownDelete.original_name}» dejará de mostrarse en la galería.`
            : undefined
        }
        confirmLabel="Eliminar"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        loading={deleting}
        error={deleteError}
      />
    </Box>
  );
}
