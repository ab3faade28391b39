import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ROLE } from '@/shared/schemas/auth';
import { createTokenService, type TokenService } from '../auth/tokens';
import { findTokenHolder } from '../db/repositories/users';
import { forbidden, unauthorized } from '../lib/errors';

export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
  isAdmin: boolean;
}

/**
 * Who may call a route: any signed-in user, or an admin (first role admin); `optional`: anyone,
 * and a valid token sent with the request fills `request.user` (an admin may then see drafts).
 */
export type RouteAuth = 'user' | 'admin' | 'optional';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Set on a protected route: checked in onRequest, before the body is read or validated. */
    auth?: RouteAuth;
    /**
     * Set on a route whose answer is the same whoever asks (image bytes): its successful
     * answers keep their own Cache-Control even when the request carries a token.
     */
    sameForEveryone?: boolean;
  }
}

const TOKEN_HEADER = 'x-access-token';

const SESSION_ENDED = 'Su sesión expiró o no es válida. Ingrese nuevamente.';

/** Whether the request sent the token header at all (even empty). */
export const carriesToken = (request: FastifyRequest) =>
  request.headers[TOKEN_HEADER] !== undefined;

/** The token of a request, if it sent one. */
function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  return (Array.isArray(header) ? header[0] : header) || undefined;
}

/**
 * Tokens, and the guard of protected routes. A route says who may call it with
 * `config: { auth: 'user' | 'admin' }`; the guard runs in `onRequest`, so without a valid token
 * the answer is 401 (403 for a non-admin on an admin route) whatever the body, before Fastify
 * reads or validates it. Roles and the token version are read fresh from the database on each
 * call: a removed user, a changed role, a sign-out or a new password take effect at once.
 */
export const authPlugin = fp<{ jwtSecret: string; tokenTtlSeconds?: number }>(
  async (app, { jwtSecret, tokenTtlSeconds }) => {
    app.decorate('tokens', createTokenService(jwtSecret, tokenTtlSeconds));
    app.decorateRequest('user', null);

    async function authenticate(request: FastifyRequest): Promise<AuthUser> {
      const token = requestToken(request);
      if (!token) throw unauthorized();
      const claims = await app.tokens.verify(token);
      if (!claims) throw unauthorized(SESSION_ENDED);
      const holder = await findTokenHolder(app.db, claims.userId);
      if (!holder || holder.tokenVersion !== claims.version) throw unauthorized(SESSION_ENDED);
      const { id, username } = holder.user;
      const roles = holder.user.roles.map((r) => r.name);
      return { id, username, roles, isAdmin: roles[0] === ADMIN_ROLE };
    }

    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      const required = request.routeOptions.config?.auth;
      if (!required) return;
      if (required === 'optional') {
        // A missing, expired or ended token is a visitor's request: it sees what visitors see.
        if (carriesToken(request)) request.user = await authenticate(request).catch(() => null);
        return;
      }
      const user = await authenticate(request);
      if (required === 'admin' && !user.isAdmin) throw forbidden();
      request.user = user;
    });

    // Answers to a request with a token, and every sign-in/sign-out answer, may carry what only
    // that user may see (or the token itself): no cache, shared or private, may keep them. Image
    // bytes are the exception: the same for everyone, they stay `immutable` for an admin's browser
    // too (its errors are still no-store).
    app.addHook('onSend', async (request, reply, payload) => {
      const shared = request.routeOptions.config?.sameForEveryone && reply.statusCode < 400;
      if ((carriesToken(request) && !shared) || request.url.startsWith('/api/auth/'))
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
