import { createTestContext, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('creates a product and lists it publicly once published', async () => {
  const created = await ctx.inject({
    method: 'POST',
    url: '/api/products',
    headers: { 'x-access-token': ctx.adminToken },
    payload: { name: 'Invernadero túnel 8 × 30 m', description: '<p>Hola<script>x</script></p>', category_id: 2, price_id: { visible: true, totalPrice: 12345.5 }, published: true },
  });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({ code: 'invernadero-tunel-8-30-m', description: '<p>Hola</p>', category_id: { id: 2, urlpath: 'invernaderos' } });
  const list = await ctx.inject({ url: '/api/products/category/a/2?page=0&size=8&order_by=created_at&order_direction=desc' });
  expect(list.statusCode).toBe(200);
  expect(list.json()).toMatchObject({ totalElements: 1, nextPage: -1, totalPages: 1 });
});
