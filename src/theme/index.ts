import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  textStyles,
} from '@chakra-ui/react/theme';
import {
  keptColourTokens,
  rawColourValues,
  rawTokenValues,
  rawValueUtilities,
  withColourValues,
  withoutUnnamedRawTokens,
} from './raw-values';
import { recipeBaseCss, recipes, slotRecipes } from './recipes';
import { semanticTokens, tokens } from './tokens';

/**
 * The keyframes the site's recipes name (Chakra defines 33): the spinner's and the skeleton's, the
 * drawers' slides, the tooltip's scale and fade.
 */
const usedKeyframes = [
  'spin',
  'pulse',
  'fade-in',
  'fade-out',
  'scale-in',
  'scale-out',
  ...['left', 'right', 'top', 'bottom'].flatMap((side) => [
    `slide-from-${side}-full`,
    `slide-to-${side}-full`,
  ]),
];

const pick = <T extends object>(styles: T, names: (keyof T & string)[]) =>
  Object.fromEntries(names.map((name) => [name, styles[name]])) as Record<string, T[keyof T]>;

/**
 * Chakra's global styles, without the defaults its `*` rule gives every element for the filter,
 * backdrop-filter and ring utilities (`filter="auto"`, `ring`…), which the site does not use:
 * twenty custom properties fewer on each element of the page.
 */
const { '*': everyElement, ...otherGlobalCss } = globalCss;
const globalCssUsed = {
  ...otherGlobalCss,
  '*': Object.fromEntries(
    Object.entries(everyElement ?? {}).filter(
      ([property]) => property === 'fontFeatureSettings' || property.startsWith('--global-'),
    ),
  ),
};

/**
 * Our own system on Chakra's base config: only the recipes the site uses are bundled
 * (see ./recipes), and the brand palette is green with the footer's blue.
 */
const themeBreakpoints = { ...breakpoints, nav: '965px' };

/** The device's own interface font, whatever the system: Roboto on Android, San Francisco on
 * Apple, Segoe UI on Windows. */
const SYSTEM_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

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

/** Every colour's value by path (`brand.600`, `fg.muted`): see ./raw-values. */
const colours = rawColourValues(colourTokens, semanticColourTokens);

/** Chakra's shadows name a colour with an opacity (`{colors.gray.900/10}`): with its value. */
const semanticTokensWithColourValues = {
  ...semanticTokens,
  shadows: Object.fromEntries(
    Object.entries(semanticTokens.shadows).map(([name, { value }]) => [
      name,
      { value: withColourValues(value, colours) },
    ]),
  ),
};

/** The brand's config, without its recipes (they are given to the system by `withRecipes`). */
export const brand = defineConfig({
  // The CSS reset lives in Chakra's theme config, which the base config leaves out.
  preflight: true,
  // Each page's CSS names a token variable about a thousand times: without a prefix a token's
  // variable is `--colors-brand-500`, 7 bytes shorter a time than Chakra's default
  // `--chakra-colors-brand-500` (~3 KB of every page's inline CSS against a `--ck-` prefix). The
  // token categories' names (colors, sizes, spacing, radii…) match none of the custom properties
  // Chakra's recipes set (`--bg-currentcolor`, `--focus-ring-color`, `--input-height`…). Write
  // tokens as `{colors.brand.solid}`, never as variables (and only a token: a shade such as
  // `brand.500` is a value, see ./raw-values).
  cssVarsPrefix: '',
  globalCss: {
    ...globalCssUsed,
    ...recipeBaseCss,
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '80px' },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body' },
  },
  // Sizes, spaces, radii, font metrics and most colours are written as values, not variables
  // (./raw-values).
  utilities: rawValueUtilities(
    defaultBaseConfig.utilities ?? {},
    rawTokenValues(tokens, semanticTokensWithColourValues, themeBreakpoints),
    colours,
  ),
  theme: {
    breakpoints: themeBreakpoints,
    keyframes: Object.fromEntries(usedKeyframes.map((name) => [name, keyframes[name]])),
    textStyles,
    // Only the layer and animation styles the recipes name (Chakra registers each as a value of
    // a utility at creation).
    layerStyles: pick(layerStyles, ['disabled']),
    animationStyles: pick(animationStyles, ['scale-fade-in', 'scale-fade-out']),
    // The sizes, spaces, radii and font metrics are in the utilities' maps: only those a recipe
    // names by path keep a token (and so a variable).
    tokens: {
      ...withoutUnnamedRawTokens(tokens),
      fonts: {
        // The phone's own sans serif (Roboto on Android): no web font to download or to lay
        // the page out again for (docs/decisions.md, "Fonts: the phone's own").
        heading: { value: SYSTEM_FONTS },
        body: { value: SYSTEM_FONTS },
      },
      // No colour is a plain token: the colour utilities write each one's value (./raw-values).
      colors: {},
    },
    semanticTokens: {
      ...withoutUnnamedRawTokens(semanticTokensWithColourValues),
      // The palettes' roles and the surface colours named by path, as their values.
      colors: keptColourTokens(semanticColourTokens, colours),
    },
    // The recipes are not in the config: `withRecipes` (below) gives them to the system.
  },
});

/**
 * The same system for a page that already holds the global styles (a prerendered page: its
 * `<style>` elements carry the reset, the global CSS and the token variables): without the reset
 * and the global CSS, which Chakra would otherwise turn into CSS again at creation (about a fifth
 * of `createSystem`'s time, the start-up's longest task on a phone). The elements' classes are the
 * same: they come from the tokens, utilities and recipes, which are the brand's.
 */
const brandWithoutGlobalStyles = defineConfig({ ...brand, preflight: false, globalCss: {} });

type System = ReturnType<typeof createSystem>;

/**
 * One table of recipes as the system looks them up: by key (or the fallback), whether it holds a
 * key, and each key's recipe compiled once by `compile` (the system's `cva` or `sva`).
 */
function recipeLookup<Compiled>(table: object, compile: (recipe: never) => Compiled) {
  const byKey = table as Record<string, unknown>;
  const compiledByKey = new Map<string, Compiled>();
  const get = (key: string, fallback?: unknown) => byKey[key] ?? fallback;
  return {
    get,
    has: (key: string) => Object.prototype.hasOwnProperty.call(table, key),
    compiled(key: string, fallback?: unknown) {
      let compiled = compiledByKey.get(key);
      if (!compiled)
        compiledByKey.set(key, (compiled = compile(get(key, fallback ?? {}) as never)));
      return compiled;
    },
  };
}

/**
 * The system with the brand's recipes. Chakra's components read a recipe only through the system's
 * lookups (`getRecipeFn` and `getSlotRecipeFn`, with `getRecipe`, `isRecipe`… beside them, all
 * members of its public `SystemContext`), which `createSystem` builds over the config's
 * `theme.recipes` and `theme.slotRecipes` and otherwise leaves alone. Given in the config, the
 * recipes (about 2 000 objects) were deep-copied by its config merge at every creation and the copy
 * kept for the page's life: 10-18 % of the creation's time in Chromium, the start-up's longest task
 * on a phone (docs/decisions.md, "The Chakra system built first and kept small"). These are the
 * same lookups over the recipe modules, with the same cache of each key's compiled recipe; nothing
 * else of the system is replaced (its config is the one given). src/theme/system.test.ts
 * fails when a recipe styles differently from the system Chakra builds with the recipes in it.
 */
function withRecipes(system: System): System {
  const plain = recipeLookup(recipes, system.cva);
  const slotted = recipeLookup(slotRecipes, system.sva);
  return {
    ...system,
    getRecipe: plain.get,
    getSlotRecipe: slotted.get,
    getRecipeFn: plain.compiled,
    getSlotRecipeFn: slotted.compiled,
    isRecipe: plain.has,
    isSlotRecipe: slotted.has,
    hasRecipe: (key) => plain.has(key) || slotted.has(key),
  };
}

let system: System | undefined;

/**
 * A system of a few tokens, conditions and utilities, in the shapes the brand's has (a palette, a
 * semantic colour with a condition, a responsive and a conditional style): building it and one
 * class runs most of the code `createSystem` runs, once. Made when called, not as the module is
 * evaluated (that evaluation is a start-up task of its own).
 */
const codePathsConfig = () =>
  defineConfig({
    conditions: defaultBaseConfig.conditions,
    utilities: Object.fromEntries(
      ['color', 'bg', 'px', 'width', 'borderRadius', 'boxShadow', 'focusRing'].flatMap((name) => {
        const utility = defaultBaseConfig.utilities?.[name];
        return utility ? [[name, utility] as const] : [];
      }),
    ),
    cssVarsPrefix: '',
    preflight: false,
    theme: {
      breakpoints: { sm: '30em', md: '48em' },
      tokens: {
        colors: { red: { value: '#dc2626' } },
        sizes: { 2: { value: '0.5rem' } },
        radii: { l1: { value: '2px' } },
      },
      semanticTokens: {
        colors: {
          danger: {
            solid: { value: '{colors.red}' },
            fg: { value: { base: '{colors.red}', _dark: '{colors.red}' } },
          },
          error: { value: '{colors.red}' },
        },
      },
    },
  });

/**
 * Runs Chakra's system-building code once on a tiny config, in a task before the one that builds
 * the brand's system (src/start/system-start.ts). The first run of that code is the slow one (V8 fills
 * its inline caches and type feedback, the heap grows); after this one the brand's system builds
 * faster: in the phone run at 8×, that task went from 214 to 159 ms (means of six medians), after
 * a task of 65-93 ms for this. The system's creation was the start-up's longest task: this splits
 * it in two (docs/decisions.md, "The Chakra system built first and kept small"). A no-op once the system
 * exists.
 */
export function runSystemCodeOnce() {
  if (system) return;
  createSystem(codePathsConfig()).css({
    color: 'error',
    bg: { base: 'danger.solid', _hover: 'red' },
    px: ['2', null, '2'],
    width: 'full',
    colorPalette: 'danger',
  });
}

/**
 * The Chakra system, made on first use: building it (tokens, CSS variables) is one of the larger
 * pieces of work of a page's start, so it runs when the app first renders, not while the scripts
 * are evaluated. The first call decides: `globalStylesInPage` (the app's start, on a prerendered
 * page) builds it without the global styles the page already has; later calls return it.
 */
export const getSystem = ({ globalStylesInPage = false } = {}) =>
  (system ??= withRecipes(
    createSystem(defaultBaseConfig, globalStylesInPage ? brandWithoutGlobalStyles : brand),
  ));
