import { Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@/theme/dialog-recipe';
import type { ReactNode } from 'react';

export interface DialogShellProps {
  open: boolean;
  /** Escape and a click outside ask to close. */
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  initialFocusEl?: () => HTMLElement | null;
  /** Header, body and footer (Dialog.Header…), or a form holding them. */
  children: ReactNode;
}

/**
 * A small centred modal, the frame of the admin's questions and forms. The dialog recipe is passed
 * here, not registered in the theme, so its styles travel with the (lazily loaded) screens.
 */
export function DialogShell({ open, onClose, role, initialFocusEl, children }: DialogShellProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role={role ?? 'dialog'}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      {...(initialFocusEl ? { initialFocusEl } : {})}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="xl">{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
