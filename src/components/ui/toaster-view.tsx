import { Portal, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toaster } from './toaster-store';

/** The toasts on screen; loaded with the first toast (see Toaster). */
export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Toast.Title>{toast.title}</Toast.Title>
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            <Toast.CloseTrigger aria-label="Cerrar aviso" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
