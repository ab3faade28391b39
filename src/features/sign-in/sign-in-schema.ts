import { object, string } from 'yup';

/** SPEC.md §5: both fields are required, each with its own message. */
const signInMessages = {
  usernameRequired: 'Ingrese nombre de usuario',
  passwordRequired: 'Ingrese contraseña',
} as const;

export const signInSchema = object({
  username: string().trim().required(signInMessages.usernameRequired),
  password: string().required(signInMessages.passwordRequired),
});

export interface SignInValues {
  username: string;
  password: string;
}
