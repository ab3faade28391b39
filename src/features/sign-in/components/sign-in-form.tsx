import { Box, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { AlertIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api';
import { useSignInMutation } from '@/lib/auth-api';
import { isAdminUser } from '@/stores/session-slice';
import { signInSchema, type SignInValues } from '../sign-in-schema';

export interface SignInFormProps {
  /** Called after a successful sign-in; `admin` when the first role is admin (SPEC.md §6). */
  onSignedIn: (result: { admin: boolean; username: string }) => void;
  onCancel: () => void;
}

const initialValues: SignInValues = { username: '', password: '' };

/**
 * The sign-in form: Formik + Yup (loaded with this chunk only when the drawer opens). A failed
 * call shows the server's message, or 'Se necesita conexión a internet', in red above the form.
 */
export default function SignInForm({ onSignedIn, onCancel }: SignInFormProps) {
  const [signIn] = useSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);

  const formik = useFormik<SignInValues>({
    initialValues,
    validationSchema: signInSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values) => {
      setFailure(null);
      const result = await signIn({ username: values.username.trim(), password: values.password });
      if ('error' in result) {
        setFailure(errorMessage(result.error));
        return;
      }
      onSignedIn({
        admin: isAdminUser({ roles: result.data.roles }),
        username: result.data.user.username,
      });
    },
  });

  useEffect(() => {
    usernameRef.current?.focus();
  }, []);

  const { errors, touched, isSubmitting } = formik;
  const usernameInvalid = Boolean(touched.username && errors.username);
  const passwordInvalid = Boolean(touched.password && errors.password);

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="4">
        {failure && (
          <HStack
            role="alert"
            align="start"
            gap="2"
            px="3"
            py="2.5"
            rounded="md"
            bg="red.50"
            borderWidth="1px"
            borderColor="red.200"
            color="red.700"
            fontSize="sm"
            fontWeight="medium"
          >
            <Box as="span" mt="0.5" flexShrink={0}>
              <AlertIcon />
            </Box>
            <Text>{failure}</Text>
          </HStack>
        )}
        <Field.Root invalid={usernameInvalid} required>
          <Field.Label fontWeight="semibold">Nombre de usuario</Field.Label>
          <Input
            ref={usernameRef}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={formik.values.username}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            size="lg"
          />
          <Field.ErrorText>{errors.username}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={passwordInvalid} required>
          <Field.Label fontWeight="semibold">Contraseña</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            size="lg"
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" pt="2" flexDirection={{ base: 'column-reverse', sm: 'row' }}>
          <Button
            type="button"
            variant="outline"
            size="lg"
            w={{ base: 'full', sm: 'auto' }}
            flex={{ sm: '1' }}
            onClick={onCancel}
          >
            Cancelar
          </Button>
          <Button
            type="submit"
            colorPalette="accent"
            size="lg"
            w={{ base: 'full', sm: 'auto' }}
            flex={{ sm: '1' }}
            loading={isSubmitting}
          >
            Iniciar sesión
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
