import { MARK_STRIDE } from '@/server/db/repositories/catalog-listing';
import { createTestContext, type TestContext } from './helper';
import { auth, itemBody, PRODUCT_KIND, type ApiPage } from './fixtures';

/**
 * Pages deep in a long listing start from a kept mark instead of skipping every row before them:
 * they must hold exactly what offset paging would give, in every order, through writes.
 */
let ctx: TestContext;
const COUNT = MARK_STRIDE * 2 + 37;
const SIZE = 7;

beforeAll(async () => {
  ctx = await createTestContext({ publicCacheBytes: 0 });
  // Many share a creation time and some a name: ties are broken by id. One statement: the
  // listing reads nothing else.
  await ctx.handle.db
    .insertInto('catalog_items')
    .values(
      Array.from({ length: COUNT }, (_, i) => {
        const createdAt = new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 3))).toISOString();
        return {
          kind: 'product' as const,
          code: `riego-${i}`,
          name: `Riego ${String(i % 50).padStart(2, '0')}`,
          description: '<p>Goteo</p>',
          default_image: null,
          price_cents: 100,
          price_visible: 1,
          group_id: 3,
          published: i % 10 === 9 ? 0 : 1,
          created_at: createdAt,
          updated_at: createdAt,
        };
      }),
    )
    .execute();
});
afterAll(() => ctx.close());

async function everyPage(query: string, token?: string) {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const segment = token ? 'category' : 'category/a';
    const res = await ctx.inject({
      method: 'GET',
      url: `/api/products/${segment}/riegos?page=${page}&size=${SIZE}&${query}`,
      headers: token ? auth(token) : {},
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<ApiPage>();
    expect(body.page).toBe(page);
    ids.push(...body.content.map((item) => item.id));
    if (body.nextPage === -1) {
      expect(page).toBe(body.totalPages - 1);
      expect(ids).toHaveLength(body.totalElements);
      return ids;
    }
    expect(body.nextPage).toBe(page + 1);
  }
}

/** The expected order, read straight from the table. */
async function expected(
  orderBy: 'created_at' | 'name',
  direction: 'asc' | 'desc',
  drafts: boolean,
) {
  let query = ctx.handle.db
    .selectFrom('catalog_items')
    .select('id')
    .where('kind', '=', 'product')
    .where('group_id', '=', 3);
  if (!drafts) query = query.where('published', '=', 1);
  // Ties by id desc in both directions (ARCHITECTURE.md §4).
  const rows = await query.orderBy(orderBy, direction).orderBy('id', 'desc').execute();
  return rows.map((r) => r.id);
}

/** Every id of a listing read page by page with `size`, checking the paging fields. */
async function everyPageOfSize(query: string, size: number, token?: string) {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const segment = token ? 'category' : 'category/a';
    const res = await ctx.inject({
      method: 'GET',
      url: `/api/products/${segment}/riegos?page=${page}&size=${size}&${query}`,
      headers: token ? auth(token) : {},
    });
    const body = res.json<ApiPage>();
    ids.push(...body.content.map((item) => item.id));
    if (body.nextPage === -1) return ids;
  }
}

test.each([
  ['created_at', 'desc'],
  ['created_at', 'asc'],
  ['name', 'asc'],
  ['name', 'desc'],
] as const)(
  'every page of a long listing by %s %s, public and with drafts, without repeats or gaps',
  async (orderBy, direction) => {
    const query = `order_by=${orderBy}&order_direction=${direction}`;
    expect(await everyPage(query)).toEqual(await expected(orderBy, direction, false));
    expect(await everyPage(query, ctx.adminToken)).toEqual(
      await expected(orderBy, direction, true),
    );
  },
);

test.each([
  ['created_at', 'asc'],
  ['created_at', 'desc'],
  ['name', 'asc'],
  ['name', 'desc'],
] as const)(
  'pages of 1 and 2 items by %s %s, past the page marks, see every item once, ties by id desc',
  async (orderBy, direction) => {
    const query = `order_by=${orderBy}&order_direction=${direction}`;
    const published = await expected(orderBy, direction, false);
    const all = await expected(orderBy, direction, true);
    // The fixture shares creation times (three items a minute) and names: ties are there.
    expect(new Set(all).size).toBe(COUNT);
    for (const size of [1, 2]) {
      expect(await everyPageOfSize(query, size)).toEqual(published);
      expect(await everyPageOfSize(query, size, ctx.adminToken)).toEqual(all);
    }
  },
);

test('ties are by id desc in both directions: ascending is not the reverse of descending', async () => {
  const asc = await expected('created_at', 'asc', true);
  const desc = await expected('created_at', 'desc', true);
  expect(asc).not.toEqual([...desc].reverse());
  const listed = await everyPage('order_by=created_at&order_direction=asc', ctx.adminToken);
  expect(listed).toEqual(asc);
  // The first minute's three items, oldest minute first, newest id first.
  const firstMinute = await ctx.handle.db
    .selectFrom('catalog_items')
    .select('id')
    .where('code', 'in', ['riego-0', 'riego-1', 'riego-2'])
    .orderBy('id', 'desc')
    .execute();
  expect(listed.slice(0, 3)).toEqual(firstMinute.map((r) => r.id));
});

test('a deep page shows a write at once', async () => {
  const deepPage = Math.floor((MARK_STRIDE + 20) / SIZE);
  const url = `/api/products/category/a/riegos?page=${deepPage}&size=${SIZE}`;
  const before = (await ctx.inject({ method: 'GET', url })).json<ApiPage>();
  // The newest item moves every later item one place down the listing.
  const created = await ctx.inject({
    method: 'POST',
    url: '/api/products',
    headers: auth(ctx.adminToken),
    payload: itemBody(PRODUCT_KIND, { category_id: 3 }),
  });
  expect(created.statusCode).toBe(201);
  const after = (await ctx.inject({ method: 'GET', url })).json<ApiPage>();
  expect(after.totalElements).toBe(before.totalElements + 1);
  expect(after.content.map((i) => i.id).slice(1)).toEqual(
    before.content.map((i) => i.id).slice(0, SIZE - 1),
  );
});
