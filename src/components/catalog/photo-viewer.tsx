import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { IconButton } from '@/components/ui/button';
import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { ZoomInIcon, ZoomOutIcon } from '../icons';
import { ImageSlides, type CarouselImage, type useImageCarousel } from './image-carousel';
import { CoverImg } from './cover-img';

const ZOOM_LABEL = 'Ampliar';
/** How much a zoomed picture is enlarged. */
const ZOOM_SCALE = 2.5;
/** A pinch that spreads the fingers this much zooms in; one that closes them this much zooms out. */
const PINCH_IN = 1.2;
const PINCH_OUT = 0.85;

type Carousel = ReturnType<typeof useImageCarousel>;

/** '2 / 5': where the visitor is among the pictures, announced when it changes. */
export function PhotoCounter({ active, count }: { active: number; count: number }) {
  return (
    <Text
      fontSize="sm"
      color="fg.muted"
      aria-live="polite"
      fontVariantNumeric="tabular-nums"
      textAlign="center"
    >
      {active + 1} / {count}
    </Text>
  );
}

/** A strip of small pictures; each jumps to its picture. */
export function PhotoThumbnails({
  images,
  active,
  onSelect,
}: {
  images: CarouselImage[];
  active: number;
  onSelect: (index: number) => void;
}) {
  if (images.length < 2) return null;
  return (
    <HStack as="ul" aria-label="Miniaturas" listStyleType="none" gap="2" overflowX="auto" py="1">
      {images.map((image, index) => (
        <li key={image.src}>
          <chakra.button
            type="button"
            aria-label={`Ver foto ${index + 1}`}
            aria-current={index === active || undefined}
            onClick={() => onSelect(index)}
            display="block"
            w="16"
            flexShrink={0}
            aspectRatio="3 / 2"
            rounded="md"
            overflow="hidden"
            borderWidth="2px"
            borderColor={index === active ? 'brand.600' : 'transparent'}
            opacity={index === active ? 1 : 0.7}
            cursor="pointer"
            bg="gray.100"
            transition="opacity 0.2s, border-color 0.2s"
            _hover={{ opacity: 1 }}
            _focusVisible={{
              outline: '2px solid',
              outlineColor: 'brand.500',
              outlineOffset: '2px',
            }}
          >
            <CoverImg src={image.thumbSrc} alt="" width={300} height={200} />
          </chakra.button>
        </li>
      ))}
    </HStack>
  );
}

interface Zoom {
  /** The picture zoomed; moving to another one leaves the zoom. */
  index: number;
  /** The point enlarged, in % of the picture's frame. */
  x: number;
  y: number;
}

const pointIn = (element: Element, clientX: number, clientY: number) => {
  const box = element.getBoundingClientRect();
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return {
    x: box.width ? clamp(((clientX - box.left) / box.width) * 100) : 50,
    y: box.height ? clamp(((clientY - box.top) / box.height) * 100) : 50,
  };
};

const fingersApart = (event: TouchEvent) => {
  const [a, b] = [event.touches[0], event.touches[1]];
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
};

export interface ZoomableSlidesProps {
  images: CarouselImage[];
  carousel: Carousel;
  eagerFirst?: boolean;
  /** Controls laid over the pictures (the dialog's arrows). */
  children?: ReactNode;
}

/**
 * The slides with a zoom: 'Ampliar' (a toggle), a double click or a pinch enlarge the shown
 * picture; the enlarged picture follows the pointer or the finger. The zoomed view lies over the
 * slider, so a drag pans it instead of changing pictures.
 */
export function ZoomableSlides({ images, carousel, eagerFirst, children }: ZoomableSlidesProps) {
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const pinchStart = useRef<number | null>(null);
  const zoomed = zoom !== null && zoom.index === carousel.active;
  const image = images[carousel.active];

  const zoomAt = (x = 50, y = 50) => setZoom({ index: carousel.active, x, y });
  const unzoom = () => setZoom(null);

  // Escape leaves the zoom wherever the focus is (in the dialog it also closes it).
  useEffect(() => {
    if (!zoomed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setZoom(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [zoomed]);

  const onTouchStart = (event: TouchEvent) => {
    pinchStart.current = event.touches.length === 2 ? fingersApart(event) : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (pinchStart.current === null || event.touches.length !== 2) return;
    const ratio = fingersApart(event) / pinchStart.current;
    if (!zoomed && ratio >= PINCH_IN) {
      const [a, b] = [event.touches[0], event.touches[1]];
      const point = pointIn(
        event.currentTarget,
        (a.clientX + b.clientX) / 2,
        (a.clientY + b.clientY) / 2,
      );
      zoomAt(point.x, point.y);
      pinchStart.current = null;
    } else if (zoomed && ratio <= PINCH_OUT) {
      unzoom();
      pinchStart.current = null;
    }
  };

  return (
    <Box position="relative" onTouchStart={onTouchStart} onTouchMove={onTouchMove}>
      <ImageSlides
        images={images}
        active={carousel.active}
        sliderRef={carousel.sliderRef}
        eagerFirst={eagerFirst}
        onDoubleClick={(event) => {
          const point = pointIn(event.currentTarget, event.clientX, event.clientY);
          zoomAt(point.x, point.y);
        }}
      />
      {zoomed && image && (
        <Box
          data-testid="photo-zoom"
          position="absolute"
          inset="0"
          overflow="hidden"
          bg="gray.100"
          cursor="zoom-out"
          touchAction="none"
          onDoubleClick={unzoom}
          onPointerMove={(event) =>
            setZoom({
              index: carousel.active,
              ...pointIn(event.currentTarget, event.clientX, event.clientY),
            })
          }
        >
          <chakra.img
            src={image.src}
            alt={`${image.alt} (ampliada)`}
            draggable={false}
            w="full"
            h="full"
            objectFit="contain"
            userSelect="none"
            transform={`scale(${ZOOM_SCALE})`}
            transformOrigin={`${zoom.x}% ${zoom.y}%`}
          />
        </Box>
      )}
      {children}
      <IconButton
        aria-label={ZOOM_LABEL}
        aria-pressed={zoomed}
        title={zoomed ? 'Reducir' : ZOOM_LABEL}
        onClick={() => (zoomed ? unzoom() : zoomAt())}
        position="absolute"
        top="2"
        insetEnd="2"
        size="sm"
        rounded="full"
        bg="whiteAlpha.900"
        color="gray.800"
        boxShadow="md"
        _hover={{ bg: 'white' }}
      >
        {zoomed ? <ZoomOutIcon /> : <ZoomInIcon />}
      </IconButton>
    </Box>
  );
}
