import { Box, Field, Grid, Heading, Input, NativeSelect } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik, type FormikHelpers } from 'formik';
import { PlusIcon } from '@/components/icons';
import { toaster } from '@/components/ui/toaster';
import { useCreateUserMutation } from '@/lib/admin-api';
import { errorMessage } from '@/lib/api';
import { newUserSchema, ROLE_OPTIONS, type NewUserValues } from '../user-form-schema';
import { FormAlert } from '@/components/ui/form-alert';
import { NewPasswordField } from './new-password-field';

// An administrator by default: only administrators enter this panel (an editor can only sign in).
const initialValues: NewUserValues = { username: '', password: '', role: 'admin' };

/** 'Agregar usuario': name, password (10+ characters) and role. */
export function AddUserForm() {
  const [createUser] = useCreateUserMutation();

  const submit = async (values: NewUserValues, helpers: FormikHelpers<NewUserValues>) => {
    helpers.setStatus(undefined);
    try {
      const user = await createUser({
        username: values.username.trim(),
        password: values.password,
        role: values.role,
      }).unwrap();
      toaster.create({
        type: 'success',
        title: `Usuario «${user.username}» creado`,
        duration: 3000,
      });
      helpers.resetForm();
    } catch (error) {
      const status = (error as FetchBaseQueryError).status;
      if (status === 401) return;
      if (status === 409) helpers.setFieldError('username', errorMessage(error));
      else helpers.setStatus(errorMessage(error));
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="nuevo-usuario"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      shadow="xs"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id="nuevo-usuario" fontSize="md" mb="4">
        Agregar usuario
      </Heading>
      <Formik initialValues={initialValues} validationSchema={newUserSchema} onSubmit={submit}>
        {({ getFieldProps, errors, touched, isSubmitting, status }) => (
          <Form noValidate aria-labelledby="nuevo-usuario">
            <Grid
              templateColumns={{ base: '1fr', md: '1fr 1fr 1fr auto' }}
              gap="4"
              alignItems="start"
            >
              <Field.Root invalid={Boolean(touched.username && errors.username)} required>
                <Field.Label>
                  Nombre de usuario
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input {...getFieldProps('username')} autoComplete="off" maxLength={40} />
                <Field.ErrorText>{errors.username}</Field.ErrorText>
              </Field.Root>
              <NewPasswordField label="Contraseña" />
              <Field.Root invalid={Boolean(touched.role && errors.role)} required>
                <Field.Label>
                  Rol
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                  <NativeSelect.Field {...getFieldProps('role')}>
                    {ROLE_OPTIONS.map((role) => (
                      <option key={role.value} value={role.value}>
                        {role.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText>Solo los administradores entran a este panel.</Field.HelperText>
                <Field.ErrorText>{errors.role}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="accent" loading={isSubmitting} mt={{ md: '6' }}>
                <PlusIcon />
                Agregar usuario
              </Button>
            </Grid>
            {typeof status === 'string' && <FormAlert>{status}</FormAlert>}
          </Form>
        )}
      </Formik>
    </Box>
  );
}
