import { usePictureFailure } from '@/components/catalog/use-picture-failure';
import type { HeroSlide } from '@/config/catalog';
import { mainPictureTiming } from '@/lib/main-picture';
import { HERO_MEDIA_QUERIES, HERO_SIZES } from '@/shared/catalog';

const SLIDE_HEIGHT = 600;

export interface HeroSlideImageProps {
  slide: HeroSlide;
  /** The first slide's image is the page's LCP: fetched at once, with high priority. */
  priority: boolean;
  alt: string;
}

/**
 * A slide image; the browser picks the size from the viewport, before any script runs. One that
 * cannot load (offline, a slide the phone never showed) is hidden, not shown broken with its alt
 * text: the slide's words stay on its dark ground.
 */
export function HeroSlideImage({ slide, priority, alt }: HeroSlideImageProps) {
  const { watchImage, onError, failed } = usePictureFailure(slide.imgMd);
  return (
    <picture>
      <source
        media={HERO_MEDIA_QUERIES.lg}
        srcSet={slide.imgLg}
        width={HERO_SIZES.lg}
        height={SLIDE_HEIGHT}
      />
      <source
        media={HERO_MEDIA_QUERIES.sm}
        srcSet={slide.imgSm}
        width={HERO_SIZES.sm}
        height={SLIDE_HEIGHT}
      />
      <img
        ref={watchImage}
        onError={onError}
        src={slide.imgMd}
        alt={alt}
        width={HERO_SIZES.md}
        height={SLIDE_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'low'}
        {...mainPictureTiming(priority ? 'high' : 'low')}
        decoding={priority ? 'sync' : 'async'}
        draggable={false}
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          visibility: failed ? 'hidden' : undefined,
        }}
      />
    </picture>
  );
}
