import type { RecipeDefinition, SystemStyleObject } from '@chakra-ui/react';
import {
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

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

const repeated = baseOnce({
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  link: linkRecipe,
});

/**
 * Only the recipes of the components the site renders (named exports of Chakra's published theme
 * entry: each one's own module, the rest of the entry is left out by the bundler): each one added
 * here is bundled into the first load, so add a recipe when you start using its component (an
 * unregistered one renders unstyled). Heavy, rarely used parts belong to lazily loaded chunks.
 */
export const recipes = {
  ...repeated.withoutBase,
  badge: badgeRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** The base styles of the repeated recipes, for the system's global CSS. */
export const recipeBaseCss = repeated.baseCss;

export const slotRecipes = {
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
