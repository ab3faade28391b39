import fp from 'fastify-plugin';
import type { RouteAuth } from './auth';

export interface RouteEntry {
  method: string;
  url: string;
  /** Who may call it; absent on public routes (those where a token is `optional` too). */
  auth?: Exclude<RouteAuth, 'optional'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as registered (HEAD twins of GET routes included). */
    routeTable(): RouteEntry[];
  }
}

/**
 * Collects every route as it is added (registered first, so it sees them all): the security
 * suite attacks each protected route from this list, so a route added later is covered too.
 */
export const routeTablePlugin = fp(
  async (app) => {
    const routes: RouteEntry[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const auth = (route.config as { auth?: RouteAuth } | undefined)?.auth;
      const guarded = auth === 'optional' ? undefined : auth;
      for (const method of methods)
        routes.push({ method, url: route.url, ...(guarded && { auth: guarded }) });
    });
    app.decorate('routeTable', () => routes.map((r) => ({ ...r })));
  },
  { name: 'route-table' },
);
