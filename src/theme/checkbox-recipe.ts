/*
 * Chakra UI's checkbox slot recipe (@chakra-ui/react 3.37.0, MIT licence), with its parts
 * written out (the theme entry's own names them through Chakra's anatomy module, see
 * ./slot-recipes). A module of its own, bundled with the listing's filters, which load when the
 * filter panel or drawer is shown. src/theme/system.test.ts checks that it is the theme entry's.
 */
import { defineSlotRecipe } from '@chakra-ui/react';
import { checkmarkRecipe } from '@chakra-ui/react/theme';

const size = checkmarkRecipe.variants?.size;
const variant = checkmarkRecipe.variants?.variant;

export const checkboxSlotRecipe = defineSlotRecipe({
  slots: ['root', 'label', 'control', 'indicator', 'group'],
  className: 'chakra-checkbox',
  base: {
    root: {
      display: 'inline-flex',
      gap: '2',
      alignItems: 'center',
      verticalAlign: 'top',
      position: 'relative',
    },
    control: checkmarkRecipe.base,
    label: { fontWeight: 'medium', userSelect: 'none', _disabled: { opacity: '0.5' } },
  },
  variants: {
    size: {
      xs: { root: { gap: '1.5' }, label: { textStyle: 'xs' }, control: size?.xs },
      sm: { root: { gap: '2' }, label: { textStyle: 'sm' }, control: size?.sm },
      md: { root: { gap: '2.5' }, label: { textStyle: 'sm' }, control: size?.md },
      lg: { root: { gap: '3' }, label: { textStyle: 'md' }, control: size?.lg },
    },
    variant: {
      outline: { control: variant?.outline },
      solid: { control: variant?.solid },
      subtle: { control: variant?.subtle },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
