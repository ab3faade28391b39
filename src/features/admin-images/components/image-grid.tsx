import { SimpleGrid } from '@chakra-ui/react';
import { useState, type DragEvent } from 'react';
import type { Resource } from '@/lib/catalog-api';
import type { ImageName } from '@/shared/schemas/common';
import { IMAGE_DRAG_TYPE, ImageTile } from './image-tile';

export interface ImageGridProps {
  resource: Resource;
  /** The item is a draft (its pictures answer only with the admin's token). */
  draft: boolean;
  images: ImageName[];
  cover: string | null;
  onSetCover: (publicName: string) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (image: ImageName) => void;
}

interface DropTarget {
  index: number;
  side: 'before' | 'after';
}

const isImageDrag = (event: DragEvent) =>
  Array.from(event.dataTransfer.types).includes(IMAGE_DRAG_TYPE);

/** The item's images in gallery order; drag one onto another to reorder (or use the buttons). */
export function ImageGrid({
  resource,
  draft,
  images,
  cover,
  onSetCover,
  onMove,
  onDelete,
}: ImageGridProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);

  const endDrag = () => {
    setDragged(null);
    setTarget(null);
  };

  const dropIndex = (from: number, drop: DropTarget) => {
    const insertAt = drop.side === 'before' ? drop.index : drop.index + 1;
    return insertAt > from ? insertAt - 1 : insertAt;
  };

  return (
    <SimpleGrid
      as="ol"
      listStyleType="none"
      columns={{ base: 2, md: 3, xl: 4 }}
      gap="4"
      aria-label="Imágenes en el orden de la galería"
    >
      {images.map((image, index) => (
        <ImageTile
          key={image.public_name}
          resource={resource}
          draft={draft}
          image={image}
          index={index}
          count={images.length}
          isCover={image.public_name === cover}
          dragging={dragged === index}
          dropSide={
            target?.index === index && dragged !== null && dragged !== index ? target.side : null
          }
          onSetCover={() => onSetCover(image.public_name)}
          onMove={(to) => onMove(index, to)}
          onDelete={() => onDelete(image)}
          onDragStart={(event) => {
            event.dataTransfer.setData(IMAGE_DRAG_TYPE, image.public_name);
            event.dataTransfer.effectAllowed = 'move';
            setDragged(index);
          }}
          onDragOver={(event) => {
            if (!isImageDrag(event)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            const box = event.currentTarget.getBoundingClientRect();
            const side = event.clientX < box.left + box.width / 2 ? 'before' : 'after';
            if (target?.index !== index || target.side !== side) setTarget({ index, side });
          }}
          onDrop={(event) => {
            if (!isImageDrag(event)) return;
            event.preventDefault();
            const name = event.dataTransfer.getData(IMAGE_DRAG_TYPE);
            const from = images.findIndex((candidate) => candidate.public_name === name);
            const drop = target ?? { index, side: 'before' as const };
            if (from >= 0) {
              const to = dropIndex(from, drop);
              if (to !== from) onMove(from, to);
            }
            endDrag();
          }}
          onDragEnd={endDrag}
        />
      ))}
    </SimpleGrid>
  );
}
