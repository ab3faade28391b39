import { Dialog } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { DialogShell } from '@/components/ui/dialog-shell';
import { toaster } from '@/components/ui/toaster';
import { useSetUserPasswordMutation } from '@/lib/admin-api';
import { errorMessage } from '@/lib/api';
import type { User } from '@/shared/schemas/auth';
import { passwordChangeSchema } from '../user-form-schema';
import { FormAlert } from '@/components/ui/form-alert';
import { NewPasswordField } from './new-password-field';

export interface PasswordDialogProps {
  user: User | null;
  onClose: () => void;
}

/** 'Cambiar contraseña' of one account: a new password of 10+ characters. */
export function PasswordDialog({ user, onClose }: PasswordDialogProps) {
  const [setPassword] = useSetUserPasswordMutation();
  const [shownUser, setShownUser] = useState(user);
  if (user && user !== shownUser) setShownUser(user);

  return (
    <DialogShell open={user !== null} onClose={onClose}>
      <Formik
        initialValues={{ password: '' }}
        validationSchema={passwordChangeSchema}
        onSubmit={async ({ password }, helpers) => {
          if (!shownUser) return;
          try {
            await setPassword({ id: shownUser.id, password }).unwrap();
            toaster.create({
              type: 'success',
              title: `Contraseña de «${shownUser.username}» actualizada`,
              duration: 3000,
            });
            onClose();
          } catch (error) {
            if ((error as FetchBaseQueryError).status === 401) onClose();
            else helpers.setStatus(errorMessage(error));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <Dialog.Header>
              <Dialog.Title fontSize="lg">
                Cambiar contraseña de «{shownUser?.username}»
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <NewPasswordField label="Nueva contraseña" />
              {typeof status === 'string' && <FormAlert>{status}</FormAlert>}
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                Cancelar
              </Button>
              <Button type="submit" colorPalette="accent" loading={isSubmitting}>
                Guardar
              </Button>
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </DialogShell>
  );
}
