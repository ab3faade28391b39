import * as yup from 'yup';
import { PASSWORD_MIN, USERNAME_PATTERN } from '@/shared/schemas/auth';

/** Roles an admin can give; the first role decides who reaches the admin area. */
export const ROLE_OPTIONS = [
  { value: 'admin', label: 'Administrador (admin)' },
  { value: 'editor', label: 'Editor (editor)' },
] as const;

export const roleLabel = (name: string | undefined) =>
  name === 'admin' ? 'Administrador' : name === 'editor' ? 'Editor' : (name ?? 'Sin rol');

const passwordSchema = yup
  .string()
  .required('Ingrese una contraseña')
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`)
  .max(200, 'Máximo 200 caracteres');

export const newUserSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required('Ingrese el nombre de usuario')
    .matches(
      new RegExp(USERNAME_PATTERN),
      'Entre 3 y 40 caracteres: letras, números, punto, guion o guion bajo',
    ),
  password: passwordSchema,
  role: yup
    .string()
    .oneOf(
      ROLE_OPTIONS.map((r) => r.value),
      'Elija un rol',
    )
    .required('Elija un rol'),
});

export type NewUserValues = yup.InferType<typeof newUserSchema>;

export const passwordChangeSchema = yup.object({ password: passwordSchema });
