/*
 * Chakra's default theme, piece by piece. Importing '@chakra-ui/react/theme' bundles every recipe
 * (its index builds the whole default config at load time), so we import the parts we use from
 * their own files through the `chakra-theme` alias (webpack, tsconfig and Jest map it to
 * @chakra-ui/react's theme folder).
 */
import { breakpoints } from 'chakra-theme/breakpoints.js';
import { globalCss } from 'chakra-theme/global-css.js';
import { layerStyles } from 'chakra-theme/layer-styles.js';
import { animationStyles } from 'chakra-theme/motion-styles.js';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows.js';
import { textStyles } from 'chakra-theme/text-styles.js';
import { animations } from 'chakra-theme/tokens/animations.js';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios.js';
import { blurs } from 'chakra-theme/tokens/blurs.js';
import { borders } from 'chakra-theme/tokens/borders.js';
import { colors } from 'chakra-theme/tokens/colors.js';
import { cursor } from 'chakra-theme/tokens/cursor.js';
import { durations } from 'chakra-theme/tokens/durations.js';
import { easings } from 'chakra-theme/tokens/easings.js';
import { fontSizes } from 'chakra-theme/tokens/font-sizes.js';
import { fontWeights } from 'chakra-theme/tokens/font-weights.js';
import { fonts } from 'chakra-theme/tokens/fonts.js';
import { keyframes } from 'chakra-theme/tokens/keyframes.js';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from 'chakra-theme/tokens/line-heights.js';
import { radii } from 'chakra-theme/tokens/radius.js';
import { sizes } from 'chakra-theme/tokens/sizes.js';
import { spacing } from 'chakra-theme/tokens/spacing.js';
import { zIndices } from 'chakra-theme/tokens/z-indices.js';

export { animationStyles, breakpoints, globalCss, keyframes, layerStyles, textStyles };

/**
 * Palettes the site never uses. Every palette is 27 tokens (shades and semantic colours), turned
 * into CSS variables when the system is built at start-up and sent with every prerendered page.
 */
const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'pink'];
const withoutUnusedPalettes = <T extends object>(palettes: T): T =>
  Object.fromEntries(
    Object.entries(palettes).filter(([name]) => !UNUSED_PALETTES.includes(name)),
  ) as T;

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors: withoutUnusedPalettes(colors),
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

/**
 * The site has one colour scheme, the light one: a semantic token keeps its `_light` value only.
 * Each `_dark` value would be one more CSS variable (in a `.dark` rule) that Chakra computes when
 * the system is built at start-up — about a third of that work — and that every page carries.
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => {
      if (key === 'value' && typeof value === 'object' && value !== null && '_light' in value) {
        return [key, (value as { _light: unknown })._light];
      }
      return [key, lightOnly(value)];
    }),
  ) as T;
}

export const semanticTokens = {
  colors: lightOnly(withoutUnusedPalettes(semanticColors)),
  shadows: lightOnly(semanticShadows),
  radii: semanticRadii,
};
