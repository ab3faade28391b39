import { Flex, Text } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import { mainPictureTiming } from '@/lib/main-picture';
import { LeafIcon } from '../icons';
import { usePictureFailure } from './use-picture-failure';

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
 * The calm frame shown in place of a picture: 'Sin imagen' (the item has none), 'Foto no
 * disponible' (it failed to load), '… sin conexión' (without a network, the phone does not
 * have it).
 */
export function PicturePlaceholder({
  alt,
  width,
  height,
  failed,
  offline,
}: {
  alt: string;
  width: number;
  height: number;
  failed: boolean;
  offline: boolean;
}) {
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
      <Text fontSize="sm" fontWeight="medium" textAlign="center" px="2" aria-hidden="true">
        {!failed
          ? 'Sin imagen'
          : offline
            ? 'Foto no disponible sin conexión'
            : 'Foto no disponible'}
      </Text>
    </Flex>
  );
}

/**
 * A plain element with its few styles inline, not a Chakra one: a listing hydrates one per card,
 * and a Chakra element would work out and insert its class at each; Chakra would also drop the
 * `elementtiming` attribute, which is not a standard HTML property (src/lib/main-picture.ts).
 * The background is Chakra's `gray.100`, the frame's colour until the bytes arrive.
 */
const PICTURE_STYLE: CSSProperties = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  background: '#f4f4f5',
};

/**
 * An item picture with width/height set (the frame keeps its size before the bytes arrive) and
 * the placeholder when the item has none or it fails to load (asked for again once the phone is
 * back online).
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
  const { watchImage, onError, failed, offline } = usePictureFailure(src);
  if (!src || failed) {
    return (
      <PicturePlaceholder
        alt={alt}
        width={width}
        height={height}
        failed={failed}
        offline={offline}
      />
    );
  }
  return (
    <img
      ref={watchImage}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      {...mainPictureTiming(fetchPriority)}
      onError={onError}
      style={PICTURE_STYLE}
    />
  );
}
