import { Box, type BoxProps } from '@chakra-ui/react';
import { useKeenSlider } from 'keen-slider/react';
import {
  useCallback,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type Ref,
} from 'react';
import { stepKeepingFocus } from '@/lib/keep-focus';
import { mainPictureTiming } from '@/lib/main-picture';
import type { CarouselImage } from './carousel-images';
import { PicturePlaceholder } from './catalog-image';
import { usePictureFailure } from './use-picture-failure';

export type { CarouselImage };

/** Only slides this close to the active one render their picture (SPEC.md §2). */
const RENDER_WINDOW = 2;

const isNearActive = (index: number, active: number) => Math.abs(index - active) <= RENDER_WINDOW;

/** A keen-slider over `count` slides: swipe or drag, plus next/previous for buttons and keys. */
export function useImageCarousel(count: number) {
  const [active, setActive] = useState(0);
  // The slide asked for last: quick repeated clicks step from it, not from a stale render.
  const targetRef = useRef(0);
  const [sliderRef, instanceRef] = useKeenSlider<HTMLDivElement>({
    initial: 0,
    slideChanged: (slider) => {
      if (slider.animator.active && slider.animator.targetIdx !== null) return;
      targetRef.current = slider.track.details.rel;
      setActive(slider.track.details.rel);
    },
    animationEnded: (slider) => {
      targetRef.current = slider.track.details.rel;
      setActive(slider.track.details.rel);
    },
  });

  const goTo = useCallback(
    (index: number) => {
      const target = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
      targetRef.current = target;
      setActive(target);
      instanceRef.current?.moveToIdx(target);
    },
    [count, instanceRef],
  );

  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const next = () => goTo(targetRef.current + 1);
  const previous = () => goTo(targetRef.current - 1);

  return {
    sliderRef,
    active,
    count,
    isFirst: active <= 0,
    isLast: active >= count - 1,
    goTo,
    next,
    previous,
    /** The 'previous' and 'next' buttons' props: a step, disabled at the ends, and the keyboard
     * focus kept there (it goes to the other button, see stepKeepingFocus). */
    previousButton: {
      ref: previousButton,
      disabled: active <= 0,
      onClick: (event: MouseEvent<HTMLButtonElement>) =>
        stepKeepingFocus(event, active - 1 <= 0, nextButton.current, previous),
    },
    nextButton: {
      ref: nextButton,
      disabled: active >= count - 1,
      onClick: (event: MouseEvent<HTMLButtonElement>) =>
        stepKeepingFocus(event, active + 1 >= count - 1, previousButton.current, next),
    },
  };
}

export interface ImageSlidesProps extends Omit<BoxProps, 'children'> {
  images: CarouselImage[];
  active: number;
  sliderRef: Ref<HTMLDivElement>;
  /** The first picture is the page's main image: load it at once. */
  eagerFirst?: boolean;
}

/** Inline, as CatalogImage's (./catalog-image.tsx): no Chakra element per slide. */
const SLIDE_PICTURE_STYLE: CSSProperties = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  userSelect: 'none',
};

/** A slide's picture, or the placeholder saying it could not load (offline, not on the phone). */
function SlidePicture({ image, eager }: { image: CarouselImage; eager: boolean }) {
  const { watchImage, onError, failed, offline } = usePictureFailure(image.src);
  if (failed)
    return (
      <PicturePlaceholder
        alt={image.alt}
        width={image.width}
        height={image.height}
        failed
        offline={offline}
      />
    );
  return (
    <img
      ref={watchImage}
      onError={onError}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      {...mainPictureTiming(eager ? 'high' : undefined)}
      decoding="async"
      draggable={false}
      style={SLIDE_PICTURE_STYLE}
    />
  );
}

/** The slides themselves; a picture more than RENDER_WINDOW away from the active slide is not rendered. */
export function ImageSlides({
  images,
  active,
  sliderRef,
  eagerFirst = false,
  ...boxProps
}: ImageSlidesProps) {
  return (
    <Box ref={sliderRef} className="keen-slider" aspectRatio="3 / 2" bg="gray.100" {...boxProps}>
      {images.map((image, index) => (
        <Box
          key={image.src}
          className="keen-slider__slide"
          role="group"
          aria-roledescription="diapositiva"
          aria-label={`${index + 1} de ${images.length}`}
          aria-hidden={index !== active || undefined}
          // One slide wide before keen-slider has measured (a prerendered page): nothing moves then.
          flex="0 0 100%"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {isNearActive(index, active) && (
            <SlidePicture image={image} eager={eagerFirst && index === 0} />
          )}
        </Box>
      ))}
    </Box>
  );
}
