import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SignInBody, SignInResponse } from '@/shared/schemas/auth';
import { ErrorResponse } from '@/shared/schemas/common';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import type { SignInThrottle } from '../auth/throttle';
import { endSessions, findCredentials } from '../db/repositories/users';
import { unauthorized } from '../lib/errors';

export interface AuthRoutesOptions {
  /** Counts failed sign-ins per client (see auth/throttle.ts). */
  throttle: SignInThrottle;
}

export function authRoutes({ throttle }: AuthRoutesOptions) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['Sesión'];

    app.post(
      '/signin',
      {
        schema: {
          tags,
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
      async (request, reply) => {
        const client = request.ip;
        const check = await throttle.check(client);
        if (check.blocked) {
          return reply.code(429).header('retry-after', String(check.retryAfterSeconds)).send({
            message: 'Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.',
          });
        }
        const { username, password } = request.body;
        const found = await findCredentials(app.db, username.trim());
        // Same work and same answer whether the user or the password is wrong.
        const valid = await verifyPassword(
          password,
          found?.passwordHash ?? (await dummyPasswordHash()),
        );
        if (!found || !valid) {
          await throttle.recordFailure(client);
          throw unauthorized('Usuario o contraseña incorrectos.');
        }
        const { user, tokenVersion } = found;
        const { token, expiresAt } = await app.tokens.sign({
          userId: user.id,
          username: user.username,
          roles: user.roles.map((r) => r.name),
          version: tokenVersion,
        });
        return { token, expiresAt: expiresAt.toISOString(), user, roles: user.roles };
      },
    );

    app.post(
      '/signout',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          security: [{ token: [] }],
          summary:
            'Cierra la sesión: todos los tokens emitidos hasta ahora a este usuario dejan de valer',
          response: { 204: Type.Null(), 401: ErrorResponse },
        },
      },
      async (request, reply) => {
        await endSessions(app.db, request.user!.id);
        return reply.code(204).send(null);
      },
    );
  };
}
