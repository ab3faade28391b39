import { chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { onReconnect, pwaState } from '@/lib/pwa/pwa-state';
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
 * calm placeholder when the item has no picture ('Sin imagen') or it fails to load ('Foto no
 * disponible', '… sin conexión' without a network, the picture not kept on the phone: it is
 * asked for again when the phone is back online).
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
  const [failed, setFailed] = useState<{ src: string; offline: boolean } | null>(null);
  const failedNow = src !== null && failed?.src === src;
  useEffect(() => {
    if (!failedNow) return;
    const retry = () => setFailed(null);
    window.addEventListener('online', retry);
    const stop = onReconnect(retry);
    return () => {
      window.removeEventListener('online', retry);
      stop();
    };
  }, [failedNow]);
  if (!src || failedNow) {
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
          {!failedNow
            ? 'Sin imagen'
            : failed?.offline
              ? 'Foto no disponible sin conexión'
              : 'Foto no disponible'}
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
      onError={() =>
        setFailed({ src, offline: !navigator.onLine || pwaState.getSnapshot().offline })
      }
      display="block"
      w="full"
      h="full"
      objectFit="cover"
      bg="gray.100"
    />
  );
}
