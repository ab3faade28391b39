import { chakra, Flex } from '@chakra-ui/react';
import { ImagesIcon } from '@/components/icons';
import { useAuthorisedImageSrc } from '@/lib/authorised-image';
import { imageUrl, type Resource } from '@/lib/catalog-api';

const SIZE = 56;

interface ItemThumbnailProps {
  resource: Resource;
  cover: string | null;
  /** A draft's cover answers only with the admin's token. */
  draft: boolean;
}

/** The cover of a list row (300 px variant shown at 56 px), or a quiet placeholder. */
export function ItemThumbnail({ resource, cover, draft }: ItemThumbnailProps) {
  const src = useAuthorisedImageSrc(cover && imageUrl(resource, cover, 300), draft);
  if (!cover) {
    return (
      <Flex
        role="img"
        aria-label="Sin imagen"
        boxSize="14"
        rounded="md"
        bg="gray.100"
        color="gray.400"
        align="center"
        justify="center"
        fontSize="xl"
      >
        <ImagesIcon />
      </Flex>
    );
  }
  return (
    <chakra.img
      src={src}
      alt=""
      width={SIZE}
      height={SIZE}
      loading="lazy"
      decoding="async"
      boxSize="14"
      objectFit="cover"
      rounded="md"
      bg="gray.100"
    />
  );
}
