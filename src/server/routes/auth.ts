import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SignInBody, SignInResponse } from '../../shared/schemas/auth';
import { ErrorResponse } from '../../shared/schemas/common';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import { createFailureThrottle } from '../auth/throttle';
import { findUserByName, rolesOf } from '../db/repositories/users';
import { HttpError, unauthorized } from '../lib/errors';

export interface AuthRoutesOptions {
  maxFailures: number;
  failureWindowMs: number;
}

export function authRoutes({ maxFailures, failureWindowMs }: AuthRoutesOptions) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const throttle = createFailureThrottle(maxFailures, failureWindowMs);

    app.post(
      '/signin',
      {
        schema: {
          tags: ['Sesión'],
          summary: 'Inicia sesión con usuario y contraseña; devuelve un token para x-access-token',
          body: SignInBody,
          response: {
            200: SignInResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            429: ErrorResponse,
          },
        },
      },
      async (request) => {
        const client = request.ip;
        if (throttle.isBlocked(client)) {
          throw new HttpError(
            429,
            'Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.',
          );
        }
        const { username, password } = request.body;
        const user = await findUserByName(app.db, username.trim());
        // Same work and same answer whether the user or the password is wrong.
        const valid = await verifyPassword(
          password,
          user?.password_hash ?? (await dummyPasswordHash()),
        );
        if (!user || !valid) {
          throttle.recordFailure(client);
          throw unauthorized('Usuario o contraseña incorrectos.');
        }
        throttle.reset(client);
        const roles = rolesOf(user);
        const { token, expiresAt } = await app.tokens.sign({
          userId: user.id,
          username: user.username,
          roles: roles.map((r) => r.name),
        });
        return {
          token,
          expiresAt: expiresAt.toISOString(),
          user: { id: user.id, username: user.username, roles, url_img: user.url_img },
          roles,
        };
      },
    );
  };
}
