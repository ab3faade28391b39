import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CatalogRefSchema, ErrorResponse } from '@/shared/schemas/common';
import { countByGroup, recentlyChanged } from '../db/repositories/catalog-items';
import { PRODUCTS, SERVICES, type CatalogKind } from './catalog-kinds';

const GroupCount = Type.Object({
  group: CatalogRefSchema,
  published: Type.Integer(),
  drafts: Type.Integer(),
});
const Recent = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('product'), Type.Literal('service')]),
  code: Type.String(),
  name: Type.String(),
  published: Type.Boolean(),
  updated_at: Type.String(),
});
const Summary = Type.Object({
  products: Type.Array(GroupCount),
  services: Type.Array(GroupCount),
  recent: Type.Array(Recent),
});

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
        response: { 200: Summary, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async () => {
      const [products, services, recentProducts, recentServices] = await Promise.all([
        countsOf(app, PRODUCTS),
        countsOf(app, SERVICES),
        recentlyChanged(app.db, 'product', 8),
        recentlyChanged(app.db, 'service', 8),
      ]);
      const recent = [...recentProducts, ...recentServices]
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
        .slice(0, 8)
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          code: r.code,
          name: r.name,
          published: r.published === 1,
          updated_at: r.updated_at,
        }));
      return { products, services, recent };
    },
  );
}
