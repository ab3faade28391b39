import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SignInBody, SignInResponse } from '@/shared/schemas/auth';
import { ErrorResponse } from '@/shared/schemas/common';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import type { SignInThrottle, ThrottleCheck } from '../auth/throttle';
import { endSessions, findCredentials } from '../db/repositories/users';
import { unauthorized } from '../lib/errors';
import { networkPrefix } from '../lib/network';

export interface AuthRoutesOptions {
  /** Failed sign-ins of a client at one account; that account's sign-in clears them. */
  accountThrottle: SignInThrottle;
  /** Failed sign-ins of a client at any account (a higher limit); never cleared. */
  clientThrottle: SignInThrottle;
}

/**
 * The keys failed sign-ins count under (auth/throttle.ts): the client with the account it tries
 * (hashed, so names typed by strangers are not stored; case and spaces do not make another
 * account), and the client alone. An IPv6 client is its /64 (a subscriber's whole block: its
 * 2^64 addresses are one guesser); an IPv4 client is its address (a carrier's NAT puts many
 * people behind one /24).
 */
function throttleKeys(address: string, username: string) {
  const client = isIP(address) === 6 && !address.includes('.') ? networkPrefix(address) : address;
  const account = createHash('sha256')
    .update(`${client}\n${username.trim().toLowerCase()}`)
    .digest('base64url');
  return { account: `a:${account}`, client: `c:${client}` };
}

/** The longest wait of the checks that block, or null when none does. */
function longestBlock(checks: ThrottleCheck[]): number | null {
  const waits = checks.flatMap((check) => (check.blocked ? [check.retryAfterSeconds] : []));
  return waits.length ? Math.max(...waits) : null;
}

export function authRoutes({ accountThrottle, clientThrottle }: AuthRoutesOptions) {
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
        const { username, password } = request.body;
        const keys = throttleKeys(request.ip, username);
        const wait = longestBlock(
          await Promise.all([
            accountThrottle.check(keys.account),
            clientThrottle.check(keys.client),
          ]),
        );
        if (wait !== null) {
          return reply.code(429).header('retry-after', String(wait)).send({
            message: 'Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.',
          });
        }
        const found = await findCredentials(app.db, username.trim());
        // Same work and same answer whether the user or the password is wrong.
        const valid = await verifyPassword(
          password,
          found?.passwordHash ?? (await dummyPasswordHash()),
        );
        if (!found || !valid) {
          await Promise.all([
            accountThrottle.recordFailure(keys.account),
            clientThrottle.recordFailure(keys.client),
          ]);
          throw unauthorized('Usuario o contraseña incorrectos.');
        }
        await accountThrottle.clear(keys.account);
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
