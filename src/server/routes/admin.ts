import type { FastifyInstance } from 'fastify';
import { AdminSummarySchema, type AdminSummary } from '@/shared/schemas/admin';
import { ErrorResponse } from '@/shared/schemas/common';
import { countByGroup, recentlyChanged } from '../db/repositories/catalog-items';
import { PRODUCTS, SERVICES, type CatalogKind } from '../catalog/kinds';

async function countsOf(app: FastifyInstance, kind: CatalogKind) {
  const rows = await countByGroup(app.db, kind.kind);
  return kind.groups.map((group) => ({
    group,
    published: rows.find((r) => r.groupId === group.id && r.published)?.total ?? 0,
    drafts: rows.find((r) => r.groupId === group.id && !r.published)?.total ?? 0,
  }));
}

/** The admin dashboard's figures. */
export async function adminRoutes(app: FastifyInstance) {
  app.get(
    '/summary',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Administración'],
        security: [{ token: [] }],
        summary: 'Cantidades por categoría y tipo (publicados y borradores) y los últimos cambios',
        response: { 200: AdminSummarySchema, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (): Promise<AdminSummary> => {
      const [products, services, recentProducts, recentServices] = await Promise.all([
        countsOf(app, PRODUCTS),
        countsOf(app, SERVICES),
        recentlyChanged(app.db, 'product', 8),
        recentlyChanged(app.db, 'service', 8),
      ]);
      const recent = [...recentProducts, ...recentServices]
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
        .slice(0, 8);
      return { products, services, recent };
    },
  );
}
