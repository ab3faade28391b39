import { chakra } from '@chakra-ui/react';

/**
 * The card grid of every listing: 1 column on phones (360-400 px), 2 from ~540 px, 3 from ~900 px
 * (tablets and small laptops, the 965 px navigation breakpoint included), 4 from 1200 px.
 * Each cell is a size container: a card off the screen reads its cell's width (`cqi`) to hold
 * its own height without being laid out (./catalog-card.tsx, CARD_OFF_SCREEN).
 */
export const CatalogGrid = chakra('ul', {
  base: {
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: { base: '4', md: '6' },
    '& > li': { containerType: 'inline-size' },
    '@media (min-width: 540px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 900px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '@media (min-width: 1200px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  variants: {
    /**
     * Beside a listing's filter panel (16rem from 965 px): one column fewer from there, so a
     * card keeps about the width it has without the panel (and CARD_IMAGE_SIZES holds).
     */
    beside: {
      true: {
        '@media (min-width: 965px) and (max-width: 1199.98px)': {
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        },
        '@media (min-width: 1200px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
      false: {},
    },
  },
});

/** `sizes` for a card picture in that grid (shared with the server's preloads). */
export { CARD_IMAGE_SIZES } from '@/shared/catalog';
