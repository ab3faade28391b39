import { Portal, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/** One toaster for the whole app: `toaster.create({ title, type })` from anywhere. */
export const toaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true, max: 3 });

export function Toaster() {
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
