import fp from 'fastify-plugin';
import type { RouteAuth } from './auth';

export interface RouteEntry {
  method: string;
  url: string;
  /** Who may call it; absent on public routes. */
  auth?: RouteAuth;
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
      for (const method of methods) routes.push({ method, url: route.url, ...(auth && { auth }) });
    });
    app.decorate('routeTable', () => routes.map((r) => ({ ...r })));
  },
  { name: 'route-table' },
);
