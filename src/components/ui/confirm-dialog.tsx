import { Box, Dialog } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useRef, type ReactNode } from 'react';
import { DialogShell } from './dialog-shell';
import { FormAlert } from './form-alert';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. '¿Eliminar «Tractor 75 HP»?'. */
  title: string;
  /** What confirming does, under the title. */
  description?: ReactNode;
  /** Text of the button that goes ahead, e.g. 'Eliminar'. */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape and a click outside all call this. */
  onCancel: () => void;
  /** True while the confirmed action runs: the confirm button shows a spinner. */
  loading?: boolean;
  /** A message from a failed attempt (e.g. the server's), shown inside the dialog. */
  error?: string | null;
  /** Destructive actions are red. */
  tone?: 'danger' | 'neutral';
}

/**
 * A modal question with two answers. Focus starts on the safe answer (cancel), is trapped inside,
 * and Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  onConfirm,
  onCancel,
  loading = false,
  error,
  tone = 'danger',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogShell
      role="alertdialog"
      open={open}
      onClose={() => {
        if (!loading) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
    >
      <Dialog.Header>
        <Dialog.Title fontSize="lg">{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {description && (
          <Dialog.Description asChild>
            <Box color="fg.muted">{description}</Box>
          </Dialog.Description>
        )}
        {error && <FormAlert>{error}</FormAlert>}
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button
          colorPalette={tone === 'danger' ? 'red' : 'accent'}
          onClick={onConfirm}
          loading={loading}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
