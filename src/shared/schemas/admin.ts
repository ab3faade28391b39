import { Type, type Static } from 'typebox';
import { CatalogRefSchema } from './common';

/** GET /api/admin/summary: the dashboard's figures. */
const GroupCountSchema = Type.Object({
  group: CatalogRefSchema,
  published: Type.Integer(),
  drafts: Type.Integer(),
});
export type GroupCount = Static<typeof GroupCountSchema>;

const RecentChangeSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('product'), Type.Literal('service')]),
  code: Type.String(),
  name: Type.String(),
  published: Type.Boolean(),
  updated_at: Type.String(),
});
export type RecentChange = Static<typeof RecentChangeSchema>;

export const AdminSummarySchema = Type.Object({
  products: Type.Array(GroupCountSchema),
  services: Type.Array(GroupCountSchema),
  recent: Type.Array(RecentChangeSchema),
});
export type AdminSummary = Static<typeof AdminSummarySchema>;
