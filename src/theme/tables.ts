/*
 * The theme's tables: the values the site's Chakra system is given that are computed from the
 * token definitions (./tokens and the brand's palettes below) by ./raw-values: every colour's
 * value, each raw category's values, the tokens that keep a variable. They are plain data, the
 * same on every load, and computing them was about half of the evaluation of the `system` entry's
 * scripts on a phone (docs/decisions.md, "The theme's tables computed at build time").
 * So the client's build computes them once and puts them in the bundle as JSON
 * (`__THEME_TABLES__`, webpack.config.js); the server, the tests and `npm run dev` compute them
 * here when the module is first imported.
 */
import { breakpoints } from '@chakra-ui/react/theme';
import {
  keptColourTokens,
  rawColourValues,
  rawTokenValues,
  withColourValues,
  withoutUnnamedRawTokens,
} from './raw-values';
import { semanticTokens, tokens } from './tokens';

/** The colour definitions: Chakra's palettes (./tokens), the brand's green and the footer's blue. */
function colourDefinitions() {
  /** The brand's green palette and the footer's blue, beside Chakra's palettes (./tokens). */
  const colourTokens = {
    ...tokens.colors,
    brand: {
      50: { value: '#eef8ee' },
      100: { value: '#d4edd5' },
      200: { value: '#a9dbab' },
      300: { value: '#76c47b' },
      400: { value: '#4aa954' },
      500: { value: '#2f8c3d' },
      600: { value: '#237031' },
      700: { value: '#1c5a28' },
      800: { value: '#164621' },
      900: { value: '#0f3018' },
      950: { value: '#08200f' },
    },
    sky: {
      500: { value: '#1565c0' },
      700: { value: '#0d47a1' },
      900: { value: '#0a2f6b' },
    },
  };

  const semanticColourTokens = {
    ...semanticTokens.colors,
    brand: {
      solid: { value: '{colors.brand.600}' },
      contrast: { value: 'white' },
      fg: { value: '{colors.brand.700}' },
      muted: { value: '{colors.brand.100}' },
      subtle: { value: '{colors.brand.50}' },
      emphasized: { value: '{colors.brand.200}' },
      focusRing: { value: '{colors.brand.500}' },
    },
    /*
     * The brand green as a colour palette (`colorPalette="accent"`): only the roles the recipes
     * read (no `border`, as the brand had none). Chakra writes a palette's every colour as a
     * variable into each class that sets it; the brand's eleven shades and seven roles made 18
     * variables (1.2 KB) per class, these make seven.
     */
    accent: {
      solid: { value: '{colors.brand.solid}' },
      contrast: { value: '{colors.brand.contrast}' },
      fg: { value: '{colors.brand.fg}' },
      muted: { value: '{colors.brand.muted}' },
      subtle: { value: '{colors.brand.subtle}' },
      emphasized: { value: '{colors.brand.emphasized}' },
      focusRing: { value: '{colors.brand.focusRing}' },
    },
  };
  return { colourTokens, semanticColourTokens };
}

/** The breakpoints: Chakra's, and the one where the navigation bar shows its links. */
const themeBreakpoints = { ...breakpoints, nav: '965px' };

/** Computes the tables from the definitions (at build time for the client: see above). */
export function themeTables() {
  const { colourTokens, semanticColourTokens } = colourDefinitions();
  /** Every colour's value by path (`brand.600`, `fg.muted`): see ./raw-values. */
  const colours = rawColourValues(colourTokens, semanticColourTokens);
  // Chakra's shadows name a colour with an opacity (`{colors.gray.900/10}`): with its value.
  const semanticTokensWithColourValues = {
    ...semanticTokens,
    shadows: Object.fromEntries(
      Object.entries(semanticTokens.shadows).map(([name, { value }]) => [
        name,
        { value: withColourValues(value, colours) },
      ]),
    ),
  };
  // No colour is a plain token (the colour utilities write each one's value), and the site sets
  // its own fonts (./index).
  const { colors: _colours, fonts: _fonts, ...otherTokens } = tokens;
  return {
    breakpoints: themeBreakpoints,
    colours,
    /** Each raw category's values, for the utilities' maps. */
    rawValues: rawTokenValues(tokens, semanticTokensWithColourValues, themeBreakpoints),
    /** Of the raw categories' tokens, only those named by path keep a variable. */
    tokens: withoutUnnamedRawTokens(otherTokens),
    semanticTokens: {
      ...withoutUnnamedRawTokens(semanticTokensWithColourValues),
      // The palettes' roles and the surface colours named by path, as their values.
      colors: keptColourTokens(semanticColourTokens, colours),
    },
  };
}

/** Their JSON, where the client's build defines it (webpack's DefinePlugin): undeclared elsewhere. */
declare const __THEME_TABLES__: string | undefined;

/** The tables: the build's copy in the client, computed on first import elsewhere. */
export const tables: ReturnType<typeof themeTables> =
  typeof __THEME_TABLES__ === 'string' ? JSON.parse(__THEME_TABLES__) : themeTables();
