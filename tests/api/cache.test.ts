import { buildApp } from '@/server/app';
import { createTestContext, TEST_SECRET, testDialect, type TestContext } from './helper';
import {
  auth,
  createItem,
  imageNames,
  itemBody,
  makeImage,
  PRODUCT_KIND,
  SERVICE_KIND,
  upload,
  type ApiImageName,
  type ApiItem,
  type ApiPage,
} from './fixtures';

/** The public read paths answer from an in-memory cache that every catalogue write clears. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const LIST =
  '/api/products/category/a/riegos?page=0&size=8&order_by=created_at&order_direction=desc';

test('a public listing has an ETag, revalidation caching and answers If-None-Match with 304', async () => {
  await createItem(ctx, PRODUCT_KIND, { name: 'Aspersor', category_id: 3 });
  const first = await ctx.inject({ url: LIST });
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(first.headers['content-type']).toMatch(/^application\/json/);
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[^"]+"$/);

  const second = await ctx.inject({ url: LIST });
  expect(second.headers.etag).toBe(etag);
  expect(second.body).toBe(first.body);

  const revalidated = await ctx.inject({ url: LIST, headers: { 'if-none-match': etag } });
  expect(revalidated.statusCode).toBe(304);
  expect(revalidated.body).toBe('');
  expect(revalidated.headers.etag).toBe(etag);

  const stale = await ctx.inject({ url: LIST, headers: { 'if-none-match': '"otra-version"' } });
  expect(stale.statusCode).toBe(200);
  expect(stale.body).toBe(first.body);
});

test('a create shows in the listing at once, and the old ETag no longer matches', async () => {
  const before = await ctx.inject({ url: LIST });
  const etag = String(before.headers.etag);
  const created = await createItem(ctx, PRODUCT_KIND, { name: 'Goteo nuevo', category_id: 3 });
  const after = await ctx.inject({ url: LIST, headers: { 'if-none-match': etag } });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(etag);
  const page = after.json<ApiPage>();
  expect(page.content[0].id).toBe(created.id);
  expect(page.totalElements).toBe(before.json<ApiPage>().totalElements + 1);
});

test('an update shows at once in the listing and in the lookup by code', async () => {
  const item = await createItem(ctx, PRODUCT_KIND, {
    name: 'Cinta',
    code: 'cinta',
    category_id: 3,
  });
  expect((await ctx.inject({ url: '/api/products/c/cinta' })).json<ApiItem>().name).toBe('Cinta');
  await ctx.inject({ url: LIST });
  const res = await ctx.inject({
    method: 'PUT',
    url: `/api/products/${item.id}`,
    headers: auth(ctx.adminToken),
    payload: { ...item, name: 'Cinta de riego' },
  });
  expect(res.statusCode).toBe(200);
  expect((await ctx.inject({ url: '/api/products/c/cinta' })).json<ApiItem>().name).toBe(
    'Cinta de riego',
  );
  expect(
    (await ctx.inject({ url: LIST })).json<ApiPage>().content.find((i) => i.id === item.id)?.name,
  ).toBe('Cinta de riego');

  // Unpublishing hides it at once.
  await ctx.inject({
    method: 'PUT',
    url: `/api/products/${item.id}`,
    headers: auth(ctx.adminToken),
    payload: { ...item, published: false },
  });
  expect((await ctx.inject({ url: '/api/products/c/cinta' })).statusCode).toBe(404);
  expect((await ctx.inject({ url: LIST })).json<ApiPage>().content.map((i) => i.id)).not.toContain(
    item.id,
  );
});

test('a delete shows at once', async () => {
  const item = await createItem(ctx, PRODUCT_KIND, {
    name: 'Bomba',
    code: 'bomba',
    category_id: 3,
  });
  expect((await ctx.inject({ url: '/api/products/c/bomba' })).statusCode).toBe(200);
  expect((await ctx.inject({ url: LIST })).json<ApiPage>().content.map((i) => i.id)).toContain(
    item.id,
  );
  await ctx.inject({
    method: 'DELETE',
    url: `/api/products/${item.id}`,
    headers: auth(ctx.adminToken),
  });
  expect((await ctx.inject({ url: '/api/products/c/bomba' })).statusCode).toBe(404);
  expect((await ctx.inject({ url: LIST })).json<ApiPage>().content.map((i) => i.id)).not.toContain(
    item.id,
  );
});

test('image writes show at once in the names list and in the cover', async () => {
  const item = await createItem(ctx, SERVICE_KIND, { name: 'Curso de riego', code: 'curso-riego' });
  expect(await imageNames(ctx, SERVICE_KIND, item.id)).toEqual([]);
  expect(
    (await ctx.inject({ url: '/api/services/c/curso-riego' })).json<ApiItem>().default_image,
  ).toBeNull();

  const image = await makeImage(320, 200, 'jpeg');
  const stored = (
    await upload(ctx, SERVICE_KIND, item.id, [
      { filename: 'a.jpg', data: image },
      { filename: 'b.jpg', data: image },
    ])
  ).json<ApiImageName[]>();
  const [a, b] = stored.map((i) => i.public_name);
  expect(await imageNames(ctx, SERVICE_KIND, item.id)).toEqual([a, b]);
  expect(
    (await ctx.inject({ url: '/api/services/c/curso-riego' })).json<ApiItem>().default_image,
  ).toBe(a);

  await ctx.inject({
    method: 'PUT',
    url: `/api/services/${item.id}/images/order`,
    headers: auth(ctx.adminToken),
    payload: { public_names: [b, a] },
  });
  expect(await imageNames(ctx, SERVICE_KIND, item.id)).toEqual([b, a]);

  // The bytes were served (and cached) before the delete; after it they are gone.
  expect((await ctx.inject({ url: `/api/services/images/300/${a}` })).statusCode).toBe(200);
  await ctx.inject({
    method: 'DELETE',
    url: `/api/services/images/${a}`,
    headers: auth(ctx.adminToken),
  });
  expect((await ctx.inject({ url: `/api/services/images/300/${a}` })).statusCode).toBe(404);
  expect(await imageNames(ctx, SERVICE_KIND, item.id)).toEqual([b]);
  expect(
    (await ctx.inject({ url: '/api/services/c/curso-riego' })).json<ApiItem>().default_image,
  ).toBe(b);
});

test('a failed write keeps serving the same cached answer', async () => {
  const before = await ctx.inject({ url: LIST });
  const res = await ctx.inject({
    method: 'POST',
    url: '/api/products',
    headers: auth(ctx.editorToken),
    payload: itemBody(PRODUCT_KIND, { category_id: 3 }),
  });
  expect(res.statusCode).toBe(403);
  const after = await ctx.inject({
    url: LIST,
    headers: { 'if-none-match': String(before.headers.etag) },
  });
  expect(after.statusCode).toBe(304);
});

// Several server processes on one PostgreSQL: a write in one clears the caches of the others.
// Only PostgreSQL has other processes to tell, so the test exists only in the PostgreSQL run.
const onPostgres = testDialect === 'postgres' ? test : undefined;
onPostgres?.('a write in one process clears the cache of another (PostgreSQL)', async () => {
  const other = await buildApp({ db: ctx.handle, jwtSecret: TEST_SECRET });
  await other.ready();
  try {
    const url = '/api/products/category/a/maquinarias';
    expect((await other.inject({ url })).json<ApiPage>().totalElements).toBe(0);
    await createItem(ctx, PRODUCT_KIND, { name: 'Tractor', category_id: 1 });
    let total = 0;
    for (let i = 0; i < 50 && total === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      total = (await other.inject({ url })).json<ApiPage>().totalElements;
    }
    expect(total).toBe(1);
  } finally {
    await other.close();
  }
});
