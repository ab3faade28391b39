import { Box, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { Button, IconButton } from '@/components/ui/button';
import { useKeenSlider, type KeenSliderPlugin } from 'keen-slider/react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import type { HeroSlide } from '@/config/catalog';
import { stepKeepingFocus } from '@/lib/keep-focus';
import { HeroSlideImage } from './hero-slide-image';

/** Only slides this close to the active one render their image (SPEC.md §2). */
const IMAGE_WINDOW = 2;

const SLIDE_HEIGHT = '600px';

/**
 * Keen measures its container on window resize only; a scrollbar appearing (the sections below
 * render after the hero) changes the width too, so watch the container itself.
 */
const resizeWatcher: KeenSliderPlugin = (slider) => {
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => slider.update());
  slider.on('created', () => observer.observe(slider.container));
  slider.on('destroyed', () => observer.disconnect());
};

const titleCase = (title: string) => title.charAt(0) + title.slice(1).toLowerCase();

// Arrows sit beside the dots on phones and on the slide's edges from md up. Both arrows take the
// same styles, the side from their `data-side`, so that they share one class (and its CSS).
const arrowStyles = {
  position: 'absolute',
  left: { base: '4', md: '5' },
  '&[data-side=next]': { left: 'auto', right: { base: '4', md: '5' } },
  zIndex: 2,
  rounded: 'full',
  bg: 'whiteAlpha.900',
  color: 'brand.900',
  boxShadow: 'md',
  bottom: { base: '4', md: 'auto' },
  top: { base: 'auto', md: '50%' },
  transform: { base: 'none', md: 'translateY(-50%)' },
  _hover: { bg: 'white' },
  _disabled: { opacity: 0.45, cursor: 'not-allowed', boxShadow: 'none' },
} as const;

export interface HeroCarouselProps {
  slides: HeroSlide[];
}

/**
 * The home hero (SPEC.md §2): swipeable by touch and mouse, back/next buttons disabled at the
 * ends, a dots indicator, 600 px tall.
 */
export function HeroCarousel({ slides }: HeroCarouselProps) {
  const [current, setCurrent] = useState(0);
  // While a button-driven move animates, the slides it passes must not change `current`.
  const movingTo = useRef<number | null>(null);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      initial: 0,
      slides: { perView: 1 },
      defaultAnimation: { duration: 600 },
      slideChanged: (instance) => {
        if (movingTo.current === null) setCurrent(instance.track.details.rel);
      },
      animationEnded: () => {
        movingTo.current = null;
      },
      dragStarted: () => {
        movingTo.current = null;
      },
    },
    [resizeWatcher],
  );
  const last = slides.length - 1;
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const goTo = (index: number) => {
    const target = Math.min(Math.max(index, 0), last);
    if (target === current) return;
    movingTo.current = target;
    setCurrent(target);
    slider.current?.moveToIdx(target);
  };

  return (
    <Box
      as="section"
      aria-roledescription="carrusel"
      aria-label="Nuestras líneas de productos"
      position="relative"
      h={SLIDE_HEIGHT}
      bg="brand.900"
      overflow="hidden"
    >
      <div ref={sliderRef} className="keen-slider" style={{ height: '100%' }}>
        {slides.map((slide, index) => {
          const active = index === current;
          const label = titleCase(slide.title);
          return (
            <Box
              key={slide.key}
              className="keen-slider__slide"
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${slides.length}: ${label}`}
              aria-hidden={!active}
              inert={!active}
              flex="0 0 100%"
              h="full"
              position="relative"
            >
              {Math.abs(index - current) <= IMAGE_WINDOW && (
                <HeroSlideImage
                  slide={slide}
                  priority={index === 0}
                  alt={`Imagen de ${label.toLowerCase()}`}
                />
              )}
              <Box
                position="absolute"
                inset="0"
                bgGradient="to-r"
                gradientFrom="rgba(8, 32, 15, 0.86)"
                gradientVia="rgba(8, 32, 15, 0.55)"
                gradientTo="rgba(8, 32, 15, 0.05)"
              />
              <Container
                maxW="7xl"
                position="relative"
                h="full"
                px={{ base: '6', md: '24' }}
                display="flex"
                alignItems="center"
              >
                <Box maxW={{ base: 'full', md: 'xl' }} color="white" pb={{ base: '16', md: '0' }}>
                  <Text
                    fontSize="sm"
                    fontWeight="semibold"
                    letterSpacing="widest"
                    textTransform="uppercase"
                    color="brand.200"
                    mb="3"
                  >
                    Agricultura de precisión
                  </Text>
                  <Heading
                    as="h2"
                    fontSize={{ base: '4xl', md: '6xl' }}
                    fontWeight="extrabold"
                    letterSpacing="tight"
                    lineHeight="1"
                  >
                    {slide.title}
                  </Heading>
                  <Text
                    mt="4"
                    fontSize={{ base: 'md', md: 'xl' }}
                    lineHeight="tall"
                    color="whiteAlpha.900"
                  >
                    {slide.description}
                  </Text>
                  <Button asChild mt="8" size="lg" colorPalette="accent" rounded="full" px="7">
                    <RouterLink to={slide.to}>
                      Ver más
                      <ArrowRightIcon />
                    </RouterLink>
                  </Button>
                </Box>
              </Container>
            </Box>
          );
        })}
      </div>

      <IconButton
        ref={previousButton}
        aria-label="Anterior"
        title="Anterior"
        onClick={(event) =>
          stepKeepingFocus(event, current - 1 === 0, nextButton.current, () => goTo(current - 1))
        }
        disabled={current === 0}
        size={{ base: 'md', md: 'lg' }}
        css={arrowStyles}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        ref={nextButton}
        aria-label="Siguiente"
        title="Siguiente"
        onClick={(event) =>
          stepKeepingFocus(event, current + 1 === last, previousButton.current, () =>
            goTo(current + 1),
          )
        }
        disabled={current === last}
        data-side="next"
        size={{ base: 'md', md: 'lg' }}
        css={arrowStyles}
      >
        <ChevronRightIcon />
      </IconButton>

      <HStack
        position="absolute"
        bottom={{ base: '4', md: '6' }}
        left="0"
        right="0"
        justify="center"
        gap="0"
        zIndex={1}
        h="10"
      >
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <Box
              asChild
              key={slide.key}
              h="6"
              minW="6"
              px="1"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              cursor="pointer"
              rounded="full"
              _focusVisible={{ outline: '2px solid white', outlineOffset: '1px' }}
              css={{ '&:hover > span': { bg: 'white' } }}
            >
              <button
                type="button"
                aria-label={`Ir a la diapositiva ${index + 1}`}
                aria-current={active ? 'true' : undefined}
                onClick={() => goTo(index)}
              >
                <Box
                  as="span"
                  display="block"
                  h="2.5"
                  w={active ? '8' : '2.5'}
                  rounded="full"
                  bg={active ? 'white' : 'whiteAlpha.600'}
                  transition="width 0.3s, background 0.3s"
                />
              </button>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
