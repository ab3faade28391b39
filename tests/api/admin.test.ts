import type { AdminSummary, GroupCount } from '@/shared/schemas/admin';
import { createTestContext, type TestContext } from './helper';
import {
  auth,
  createItem,
  expectError,
  PRODUCT_KIND,
  SERVICE_KIND,
  type ApiItem,
} from './fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const summary = async () => {
  const res = await ctx.inject({ url: '/api/admin/summary', headers: auth(ctx.adminToken) });
  expect(res.statusCode).toBe(200);
  return res.json<AdminSummary>();
};
const counts = (groups: GroupCount[]) => groups.map((g) => [g.group.id, g.published, g.drafts]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('an empty catalogue: every category and type with zero counts', async () => {
  const body = await summary();
  expect(body.products.map((g) => g.group)).toEqual([
    { id: 1, name: 'Maquinarias y equipos', urlpath: 'maquinarias' },
    { id: 2, name: 'Invernaderos', urlpath: 'invernaderos' },
    { id: 3, name: 'Riegos', urlpath: 'riegos' },
    { id: 4, name: 'Laboratorios', urlpath: 'laboratorios' },
  ]);
  expect(body.services.map((g) => g.group.urlpath)).toEqual([
    'construnccion',
    'instalacion',
    'cursos',
    'asesorias',
    'laboratorio',
  ]);
  expect(counts(body.products)).toEqual([
    [1, 0, 0],
    [2, 0, 0],
    [3, 0, 0],
    [4, 0, 0],
  ]);
  expect(counts(body.services).every(([, p, d]) => p === 0 && d === 0)).toBe(true);
  expect(body.recent).toEqual([]);
});

test('counts published items and drafts per category and per type, and follows writes', async () => {
  await createItem(ctx, PRODUCT_KIND, { name: 'P1', category_id: 2 });
  await createItem(ctx, PRODUCT_KIND, { name: 'P2', category_id: 2 });
  const draft = await createItem(ctx, PRODUCT_KIND, {
    name: 'P3',
    category_id: 2,
    published: false,
  });
  await createItem(ctx, PRODUCT_KIND, { name: 'P4', category_id: 4, published: false });
  await createItem(ctx, SERVICE_KIND, { name: 'S1', type_id: 3 });
  await createItem(ctx, SERVICE_KIND, { name: 'S2', type_id: 5, published: false });

  let body = await summary();
  expect(counts(body.products)).toEqual([
    [1, 0, 0],
    [2, 2, 1],
    [3, 0, 0],
    [4, 0, 1],
  ]);
  expect(counts(body.services)).toEqual([
    [1, 0, 0],
    [2, 0, 0],
    [3, 1, 0],
    [4, 0, 0],
    [5, 0, 1],
  ]);

  // Publishing the draft and deleting a published one move the figures.
  const published = await ctx.inject({
    method: 'PUT',
    url: `/api/products/${draft.id}`,
    headers: auth(ctx.adminToken),
    payload: { ...draft, published: true },
  });
  expect(published.statusCode).toBe(200);
  const p1 = (await ctx.inject({ url: '/api/products/c/p1' })).json<ApiItem>();
  expect(
    (
      await ctx.inject({
        method: 'DELETE',
        url: `/api/products/${p1.id}`,
        headers: auth(ctx.adminToken),
      })
    ).statusCode,
  ).toBe(204);
  body = await summary();
  expect(counts(body.products)).toEqual([
    [1, 0, 0],
    [2, 2, 0],
    [3, 0, 0],
    [4, 0, 1],
  ]);
});

test('recent changes list the latest updated items of both kinds, newest first', async () => {
  await sleep(5);
  const latest = await createItem(ctx, SERVICE_KIND, { name: 'Lo último', published: false });
  const body = await summary();
  expect(body.recent.length).toBeGreaterThan(1);
  expect(body.recent.length).toBeLessThanOrEqual(8);
  expect(body.recent[0]).toEqual({
    id: latest.id,
    kind: 'service',
    code: 'lo-ultimo',
    name: 'Lo último',
    published: false,
    updated_at: latest.updated_at,
  });
  const stamps = body.recent.map((r) => r.updated_at);
  expect(stamps).toEqual([...stamps].sort().reverse());
  expect(new Set(body.recent.map((r) => r.kind))).toEqual(new Set(['product', 'service']));
  // A deleted item is not among them.
  expect(body.recent.map((r) => r.code)).not.toContain('p1');
});

test('only admins see the summary', async () => {
  expectError(await ctx.inject({ url: '/api/admin/summary' }), 401);
  expectError(
    await ctx.inject({ url: '/api/admin/summary', headers: auth(ctx.editorToken) }),
    403,
    'No tiene permiso para realizar esta acción.',
  );
});
