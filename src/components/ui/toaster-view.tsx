import { Portal, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toaster } from './toaster-store';

/** The toasts on screen; loaded with the first toast (see Toaster). */
export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // The brand's darker green behind white text (Chakra's green.600 gives 3.3:1, its
          // description at 0.8 opacity 2.6:1; this is over 7:1), and descriptions at full white.
          <Toast.Root width={{ md: 'sm' }} css={{ '&[data-type=success]': { bg: 'brand.700' } }}>
            <Toast.Indicator />
            <Toast.Title>{toast.title}</Toast.Title>
            {toast.description && (
              <Toast.Description opacity="1">{toast.description}</Toast.Description>
            )}
            <Toast.CloseTrigger aria-label="Cerrar aviso" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
