import type { RecipeDefinition, SystemStyleObject } from '@chakra-ui/react';
import {
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import {
  drawerSlotRecipe,
  fieldSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from './slot-recipes';

/**
 * Chakra writes a recipe's base styles into every class it makes for an element, so each button
 * with its own style props carried the button's whole base again (ten copies on the home page).
 * The recipes of elements that appear many times on a page keep their variants here, and their
 * base is written once, in the global styles, under the class Chakra gives every element of that
 * recipe (`className`, e.g. `.chakra-button`). The cascade is the one the recipe had: the global
 * styles' layer comes before the recipes' layer (a variant still overrides the base), and an
 * element's own style props come after both. A recipe seen once a page, or only after a tap,
 * keeps its base (in the global styles it would be on every page).
 */
function baseOnce(definitions: Record<string, RecipeDefinition>) {
  const withoutBase: Record<string, RecipeDefinition> = {};
  const baseCss: Record<string, SystemStyleObject> = {};
  for (const [key, { base, ...rest }] of Object.entries(definitions)) {
    if (!rest.className) throw new Error(`the ${key} recipe has no class name`);
    withoutBase[key] = rest;
    if (base) baseCss[`.${rest.className}`] = base;
  }
  return { withoutBase, baseCss };
}

/**
 * The link recipe's `plain` variant (its default, and the only one the site's links use) folded
 * into its base, which is written once: each link's class carried the variant's colour and hover
 * underline again (~0.4 KB a class that styles a link). `variant="underline"` does nothing now.
 */
const { variants: linkVariants, defaultVariants: _linkDefaults, ...linkRest } = linkRecipe;
const plainLink: RecipeDefinition = {
  ...linkRest,
  base: { ...linkRest.base, ...linkVariants?.variant?.plain },
};

const repeated = baseOnce({
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  link: plainLink,
});

/**
 * The button recipe's variants and sizes are written once too, in the global styles, under the
 * data attributes the site's buttons carry (`data-variant`, `data-size`: src/components/ui/button.tsx
 * sets them from the `variant` and `size` props). Each button's class then holds only its own style
 * props: the variant's colours and states and the size's box were ~0.7–1.1 KB a button, and a
 * catalogue page has a dozen buttons. The recipe keeps its variants (a responsive size, e.g.
 * `size={{ base: 'sm', sm: 'md' }}`, still goes through it into the button's class) but has no
 * default ones, so a button the wrapper styled gets nothing twice. The global styles' layer comes
 * before the recipes' layer and an element's own style props come after both, as before; the
 * attribute selectors rank a variant above the recipe's base, as the recipe did.
 */
const {
  variants: buttonVariants,
  defaultVariants: _buttonDefaults,
  ...buttonRest
} = repeated.withoutBase.button;

/**
 * The looks the site's buttons use, each one written into every page's global styles (~0.3 KB a
 * size, 0.55–0.9 KB a variant): the button's props accept only these (src/components/ui/button.tsx),
 * so using another one starts by naming it here.
 */
export const BUTTON_LOOKS = {
  variant: ['solid', 'subtle', 'outline', 'ghost'],
  size: ['xs', 'sm', 'md', 'lg', 'xl'],
} as const;

const buttonVariantCss: Record<string, SystemStyleObject> = Object.fromEntries(
  (['variant', 'size'] as const).flatMap((attribute) =>
    BUTTON_LOOKS[attribute].map((value) => {
      const styles = buttonVariants?.[attribute]?.[value];
      if (!styles) throw new Error(`the button recipe has no ${attribute} "${value}"`);
      return [`.${buttonRecipe.className}[data-${attribute}="${value}"]`, styles];
    }),
  ),
);

/**
 * The colour palettes a button can take as a `data-palette` attribute, written once in the global
 * styles: a `colorPalette` prop writes the palette's seven variables into the button's class, and
 * most of the site's buttons are the brand's (`"accent"`: ~0.4 KB a class, five classes on `/`).
 * Any other palette (`"red"`, `"gray"`) still goes through the prop.
 */
export const BUTTON_PALETTES = ['accent'] as const;

const buttonPaletteCss: Record<string, SystemStyleObject> = Object.fromEntries(
  BUTTON_PALETTES.map((palette) => [
    `.${buttonRecipe.className}[data-palette="${palette}"]`,
    { colorPalette: palette },
  ]),
);

/** The variant and size a button has when its props name none (the recipe's own defaults). */
export const BUTTON_DEFAULTS = { variant: 'solid', size: 'md' } as const;

/**
 * Only the recipes of the components the site renders (named exports of Chakra's published theme
 * entry: each one's own module, the rest of the entry is left out by the bundler): each one added
 * here is bundled into the first load, so add a recipe when you start using its component (an
 * unregistered one renders unstyled). Heavy, rarely used parts belong to lazily loaded chunks.
 */
export const recipes = {
  ...repeated.withoutBase,
  button: { ...buttonRest, variants: buttonVariants },
  badge: badgeRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** The base styles of the repeated recipes and the buttons' looks, for the global CSS. */
export const recipeBaseCss = { ...repeated.baseCss, ...buttonVariantCss, ...buttonPaletteCss };

export const slotRecipes = {
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
