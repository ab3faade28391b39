import { chakra, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LeafIcon } from '../icons';

export interface CatalogImageProps {
  /** Address of the image, or null when the item has none. */
  src: string | null;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  /** Images below the fold load lazily; the first ones on a page do not. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the picture most likely to be the page's largest paint. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * An item picture with width/height set (the frame keeps its size before the bytes arrive) and a
 * calm placeholder when the item has no picture or it fails to load.
 */
export function CatalogImage({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  loading = 'lazy',
  fetchPriority,
}: CatalogImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Flex
        role="img"
        aria-label={alt}
        w="full"
        h="full"
        aspectRatio={`${width} / ${height}`}
        direction="column"
        align="center"
        justify="center"
        gap="2"
        bgGradient="to-br"
        gradientFrom="brand.50"
        gradientTo="brand.100"
        color="brand.600"
      >
        <LeafIcon size={40} />
        <Text fontSize="sm" fontWeight="medium" aria-hidden="true">
          Sin imagen
        </Text>
      </Flex>
    );
  }
  return (
    <chakra.img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      htmlWidth={width}
      htmlHeight={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={() => setFailedSrc(src)}
      display="block"
      w="full"
      h="full"
      objectFit="cover"
      bg="gray.100"
    />
  );
}
