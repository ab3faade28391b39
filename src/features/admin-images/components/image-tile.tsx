import { Box, chakra, Flex } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import type { DragEvent } from 'react';
import { TooltipIconButton } from '@/components/catalog/tooltip-icon-button';
import { ArrowLeftIcon, ArrowRightIcon, TrashIcon } from '@/components/icons';
import { GripIcon, StarIcon } from '@/components/icons/admin';
import { useAuthorisedImageSrc } from '@/lib/authorised-image';
import { imageUrl, type Resource } from '@/lib/catalog-api';
import type { ImageName } from '@/shared/schemas/common';
import { CoverImg } from '@/components/catalog/cover-img';

export const IMAGE_DRAG_TYPE = 'application/x-agrotec-image';

export interface ImageTileProps {
  resource: Resource;
  image: ImageName;
  /** The item is a draft: its pictures answer only with the admin's token. */
  draft: boolean;
  index: number;
  count: number;
  isCover: boolean;
  /** Where a dragged image would land: before or after this one. */
  dropSide: 'before' | 'after' | null;
  dragging: boolean;
  onSetCover: () => void;
  onMove: (to: number) => void;
  onDelete: () => void;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

/** One image of the gallery: drag handle, 'Portada' toggle, move buttons and delete. */
export function ImageTile(props: ImageTileProps) {
  const { resource, image, index, count, isCover, dropSide, dragging } = props;
  const position = `Imagen ${index + 1} de ${count}`;
  const src = useAuthorisedImageSrc(imageUrl(resource, image.public_name, 300), props.draft);
  return (
    <Box
      as="li"
      position="relative"
      aria-label={`${position}: ${image.original_name}`}
      data-image={image.public_name}
      draggable
      onDragStart={props.onDragStart}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
      onDragEnd={props.onDragEnd}
      bg="white"
      rounded="xl"
      borderWidth="2px"
      borderColor={isCover ? 'brand.500' : 'border'}
      overflow="hidden"
      opacity={dragging ? 0.4 : 1}
      shadow="xs"
      transition="opacity 0.15s, box-shadow 0.15s"
      _hover={{ shadow: 'md' }}
      css={{
        '&::before': dropSide
          ? {
              content: '""',
              position: 'absolute',
              top: '0',
              bottom: '0',
              width: '4px',
              bg: 'brand.500',
              rounded: 'full',
              zIndex: 1,
              [dropSide === 'before' ? 'left' : 'right']: '-8px',
            }
          : undefined,
      }}
    >
      <Box position="relative" cursor="grab" _active={{ cursor: 'grabbing' }}>
        <Box aspectRatio="4 / 3" overflow="hidden" bg="gray.100">
          <CoverImg
            src={src}
            alt={`${position}: ${image.original_name}`}
            width={300}
            height={225}
          />
        </Box>
        <Flex
          position="absolute"
          top="2"
          left="2"
          align="center"
          justify="center"
          boxSize="7"
          rounded="md"
          bg="blackAlpha.600"
          color="white"
          aria-hidden="true"
        >
          <GripIcon />
        </Flex>
        <chakra.span
          position="absolute"
          top="2"
          right="2"
          px="2"
          rounded="md"
          bg="blackAlpha.600"
          color="white"
          fontSize="xs"
          fontWeight="semibold"
          aria-hidden="true"
        >
          {index + 1}
        </chakra.span>
      </Box>
      <Flex direction="column" gap="1.5" p="2">
        <Button
          size="xs"
          w="full"
          aria-pressed={isCover}
          title={isCover ? 'Esta es la portada' : 'Usar como portada'}
          variant={isCover ? 'solid' : 'outline'}
          colorPalette={isCover ? 'accent' : 'gray'}
          onClick={props.onSetCover}
        >
          <StarIcon fill={isCover ? 'currentColor' : 'none'} />
          Portada
        </Button>
        <Flex align="center" justify="space-between">
          <Flex gap="0.5">
            <TooltipIconButton
              label="Mover antes"
              size="xs"
              data-action="before"
              disabled={index === 0}
              onClick={() => props.onMove(index - 1)}
            >
              <ArrowLeftIcon />
            </TooltipIconButton>
            <TooltipIconButton
              label="Mover después"
              size="xs"
              data-action="after"
              disabled={index === count - 1}
              onClick={() => props.onMove(index + 1)}
            >
              <ArrowRightIcon />
            </TooltipIconButton>
          </Flex>
          <TooltipIconButton
            label="Eliminar imagen"
            size="xs"
            colorPalette="red"
            onClick={props.onDelete}
          >
            <TrashIcon />
          </TooltipIconButton>
        </Flex>
      </Flex>
    </Box>
  );
}
