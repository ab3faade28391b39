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
 * Only the recipes of the components the site renders (named exports of Chakra's published theme
 * entry: each one's own module, the rest of the entry is left out by the bundler): each one added here is bundled into the
 * first load, so add a recipe when you start using its component (an unregistered one renders
 * unstyled). Heavy, rarely used parts belong to lazily loaded chunks.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
