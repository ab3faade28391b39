import { Box, HStack, Skeleton } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import type { KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { CatalogImage } from './catalog-image';
import { useImageCarousel, type CarouselImage } from './image-carousel';
import { PhotoCounter, PhotoThumbnails, ZoomableSlides } from './photo-viewer';

export interface DetailCarouselProps {
  /** The item's 700 px pictures; undefined while they load. */
  images: CarouselImage[] | undefined;
  itemName: string;
  /** The item's first picture (700 px), shown while the list of its pictures loads. */
  firstPicture?: string;
}

/**
 * The detail page's picture carousel (SPEC.md §2): 'Atras' and 'Siguiente', arrow keys and
 * swipes, a '1 / N' counter, thumbnails, and a zoom ('Ampliar', double click, pinch).
 */
export function DetailCarousel({ images, itemName, firstPicture }: DetailCarouselProps) {
  if (!images && firstPicture) {
    return (
      <Box>
        <Box rounded="xl" overflow="hidden" borderWidth="1px" borderColor="border">
          <CatalogImage
            src={firstPicture}
            alt={itemName}
            width={700}
            height={467}
            loading="eager"
            fetchPriority="high"
          />
        </Box>
        {/* The place of the slider's buttons, so they do not push the page down. */}
        <Box h="8" mt="3" />
      </Box>
    );
  }

  if (!images) return <Skeleton aspectRatio="3 / 2" w="full" rounded="xl" />;
  if (images.length === 0) {
    return (
      <Box rounded="xl" overflow="hidden" aspectRatio="3 / 2">
        <CatalogImage src={null} alt={`${itemName}: sin fotos`} width={700} height={467} />
      </Box>
    );
  }
  // A new set of pictures builds a new slider.
  return <Slider key={images.map((i) => i.src).join('|')} images={images} itemName={itemName} />;
}

function Slider({ images, itemName }: { images: CarouselImage[]; itemName: string }) {
  const carousel = useImageCarousel(images.length);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
    else return;
    event.preventDefault();
  };

  return (
    <Box
      as="section"
      role="region"
      aria-roledescription="carrusel"
      aria-label={`Fotos de ${itemName}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      rounded="xl"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '3px' }}
    >
      <Box rounded="xl" overflow="hidden" borderWidth="1px" borderColor="border">
        <ZoomableSlides images={images} carousel={carousel} eagerFirst />
      </Box>
      <HStack justify="space-between" mt="3">
        <Button variant="outline" colorPalette="accent" size="sm" {...carousel.previousButton}>
          <ChevronLeftIcon />
          Atras
        </Button>
        <PhotoCounter active={carousel.active} count={images.length} />
        <Button variant="outline" colorPalette="accent" size="sm" {...carousel.nextButton}>
          Siguiente
          <ChevronRightIcon />
        </Button>
      </HStack>
      <Box mt="2">
        <PhotoThumbnails images={images} active={carousel.active} onSelect={carousel.goTo} />
      </Box>
    </Box>
  );
}
