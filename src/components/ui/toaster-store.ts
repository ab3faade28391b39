import { createToaster } from '@chakra-ui/react';

/**
 * One toaster for the whole app: `toaster.create({ title, type })` from anywhere. Its toasts stand
 * above the bars at the foot of the screen (the offline notice, the comparison's bar).
 */
export const toaster = createToaster({
  placement: 'bottom',
  max: 3,
  duration: 4000,
  offsets: {
    top: '1rem',
    left: '1rem',
    right: '1rem',
    bottom: 'calc(1rem + var(--notice-bar-height, 0px) + var(--compare-bar-height, 0px))',
  },
});
