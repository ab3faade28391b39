import { Field, Input } from '@chakra-ui/react';
import { useField } from 'formik';

/** The `password` field of a Formik form that sets a new password, with its length hint. */
export function NewPasswordField({ label }: { label: string }) {
  const [field, meta] = useField<string>('password');
  const shownError = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={shownError} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...field} type="password" autoComplete="new-password" />
      {!shownError && <Field.HelperText>Al menos 10 caracteres.</Field.HelperText>}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
