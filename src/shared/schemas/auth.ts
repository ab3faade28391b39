import { Type, type Static } from 'typebox';

const RoleSchema = Type.Object({ name: Type.String() });
export type Role = Static<typeof RoleSchema>;

export const SignInBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

export const SessionUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  roles: Type.Array(RoleSchema),
  url_img: Type.Union([Type.String(), Type.Null()]),
});
export type SessionUser = Static<typeof SessionUser>;

export const SignInResponse = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  user: SessionUser,
  roles: Type.Array(RoleSchema),
});
export type SignInResponse = Static<typeof SignInResponse>;

export { ADMIN_ROLE } from '../roles';
export const ROLE_NAME_PATTERN = '^[a-z][a-z0-9_-]{1,29}$';
export const USERNAME_PATTERN = '^[A-Za-z0-9._-]{3,40}$';
export const PASSWORD_MIN = 10;

export const UserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  roles: Type.Array(RoleSchema),
  created_at: Type.String(),
});
export type User = Static<typeof UserSchema>;

export const UserCreateBody = Type.Object(
  {
    username: Type.String({ pattern: USERNAME_PATTERN }),
    password: Type.String({ minLength: PASSWORD_MIN, maxLength: 200 }),
    role: Type.String({ pattern: ROLE_NAME_PATTERN }),
  },
  { additionalProperties: false },
);
export type UserCreateBody = Static<typeof UserCreateBody>;

export const PasswordBody = Type.Object(
  { password: Type.String({ minLength: PASSWORD_MIN, maxLength: 200 }) },
  { additionalProperties: false },
);
export type PasswordBody = Static<typeof PasswordBody>;
