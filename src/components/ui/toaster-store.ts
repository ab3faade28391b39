import { createToaster } from '@chakra-ui/react';

/** One toaster for the whole app: `toaster.create({ title, type })` from anywhere. */
export const toaster = createToaster({ placement: 'bottom', max: 3, duration: 4000 });
