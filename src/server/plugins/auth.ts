import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLE } from '../../shared/schemas/auth';
import { createTokenService, type TokenService } from '../auth/tokens';
import { findUserById, rolesOf } from '../db/repositories/users';
import { forbidden, unauthorized } from '../lib/errors';

export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: a valid token of an existing user is required. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: the user's first role must be admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const TOKEN_HEADER = 'x-access-token';

export const authPlugin = fp<{ jwtSecret: string; tokenTtlSeconds?: number }>(
  async (app, { jwtSecret, tokenTtlSeconds }) => {
    app.decorate('tokens', createTokenService(jwtSecret, tokenTtlSeconds));
    app.decorateRequest('user', null);

    async function authenticate(request: FastifyRequest): Promise<AuthUser> {
      const header = request.headers[TOKEN_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      if (!token) throw unauthorized();
      const claims = await app.tokens.verify(token);
      if (!claims) throw unauthorized('Su sesión expiró o no es válida. Ingrese nuevamente.');
      // Roles are read fresh so a removed user or a changed role takes effect at once.
      const row = await findUserById(app.db, claims.userId);
      if (!row) throw unauthorized('Su sesión expiró o no es válida. Ingrese nuevamente.');
      const roles = rolesOf(row).map((r) => r.name);
      const user = { id: row.id, username: row.username, roles, isAdmin: roles[0] === ADMIN_ROLE };
      request.user = user;
      return user;
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      await authenticate(request);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await authenticate(request);
      if (!user.isAdmin) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
