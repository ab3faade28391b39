import { chakra } from '@chakra-ui/react';

/**
 * The card grid of every listing: 1 column on phones (360-400 px), 2 from ~540 px, 3 from ~900 px
 * (tablets and small laptops, the 965 px navigation breakpoint included), 4 from 1200 px.
 */
export const CatalogGrid = chakra('ul', {
  base: {
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: { base: '4', md: '6' },
    '@media (min-width: 540px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 900px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '@media (min-width: 1200px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/** `sizes` for a card picture in that grid (the container is at most 1280 px wide). */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 300px, (min-width: 900px) 31vw, (min-width: 540px) 46vw, 92vw';
