import { badgeRecipe } from 'chakra-theme/recipes/badge.js';
import { buttonRecipe } from 'chakra-theme/recipes/button.js';
import { containerRecipe } from 'chakra-theme/recipes/container.js';
import { drawerSlotRecipe } from 'chakra-theme/recipes/drawer.js';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field.js';
import { headingRecipe } from 'chakra-theme/recipes/heading.js';
import { iconRecipe } from 'chakra-theme/recipes/icon.js';
import { inputRecipe } from 'chakra-theme/recipes/input.js';
import { linkRecipe } from 'chakra-theme/recipes/link.js';
import { separatorRecipe } from 'chakra-theme/recipes/separator.js';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton.js';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner.js';
import { textareaRecipe } from 'chakra-theme/recipes/textarea.js';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast.js';
import { tooltipSlotRecipe } from 'chakra-theme/recipes/tooltip.js';

/**
 * Only the recipes of the components the site renders: each one added here is bundled into the
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
