import type { Product, Service } from '@/shared/schemas/catalog-item';
import { auth } from './fixtures';
import { createTestContext, type TestContext } from './helper';

/** Issue 65, item 4: the public listings' filters, sort by price and facets. */

let ctx: TestContext;

const GREENHOUSE_SPECS = [
  { key: 'area_m2', label: 'Área', unit: 'm²', type: 'number', filterable: true },
  {
    key: 'cubierta',
    label: 'Cubierta',
    type: 'choice',
    choices: ['polietileno', 'policarbonato', 'malla antiáfido'],
    filterable: true,
  },
  { key: 'ventilacion', label: 'Ventilación', type: 'text', filterable: false },
  { key: 'riego', label: 'Con riego', type: 'boolean', filterable: true },
];

async function createProduct(
  name: string,
  price: { visible: boolean; totalPrice: number },
  specs: Record<string, unknown>,
) {
  const res = await ctx.inject({
    method: 'POST',
    url: '/api/products',
    headers: auth(ctx.adminToken),
    payload: { name, description: '', category_id: 2, price_id: price, published: true, specs },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Product>();
}

/** The five greenhouses, as created (oldest first). */
const items: Record<string, Product> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const put = await ctx.inject({
    method: 'PUT',
    url: '/api/admin/specs/products/invernaderos',
    headers: auth(ctx.adminToken),
    payload: { specs: GREENHOUSE_SPECS },
  });
  expect(put.statusCode).toBe(200);
  items.alfa = await createProduct(
    'Alfa',
    { visible: true, totalPrice: 100 },
    { area_m2: 300, cubierta: 'polietileno', riego: true, ventilacion: 'lateral' },
  );
  items.beta = await createProduct(
    'Beta',
    { visible: true, totalPrice: 50 },
    { area_m2: 500, cubierta: 'policarbonato', riego: false },
  );
  items.gamma = await createProduct(
    'Gamma',
    { visible: false, totalPrice: 200 },
    { area_m2: 800, cubierta: 'policarbonato', riego: true },
  );
  items.delta = await createProduct(
    'Delta',
    { visible: true, totalPrice: 150 },
    { area_m2: 1000, cubierta: 'malla antiáfido' },
  );
  items.eta = await createProduct('Eta', { visible: false, totalPrice: 10 }, {});
});
afterAll(async () => {
  await ctx.close();
});

const LIST = '/api/products/category/a/invernaderos';
const FACETS = `${LIST}/facets`;

const get = (url: string, headers: Record<string, string> = {}) => ctx.inject({ url, headers });

/** The names a listing answers, in its order, and its total. */
async function names(query: string) {
  const res = await get(`${LIST}?${query}`);
  expect(res.statusCode).toBe(200);
  const page = res.json<{ content: Product[]; totalElements: number }>();
  return { names: page.content.map((p) => p.name), total: page.totalElements };
}

const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

describe('sort', () => {
  test('by price, ascending and descending: hidden prices after the others in both', async () => {
    expect((await names('order_by=price&order_direction=asc')).names).toEqual([
      'Beta',
      'Alfa',
      'Delta',
      // Hidden prices: ties by id desc, whatever their amounts.
      'Eta',
      'Gamma',
    ]);
    expect((await names('order_by=price&order_direction=desc')).names).toEqual([
      'Delta',
      'Alfa',
      'Beta',
      'Eta',
      'Gamma',
    ]);
  });

  test('by price, in pages: the envelope counts them all', async () => {
    const res = await get(`${LIST}?order_by=price&order_direction=asc&page=1&size=2`);
    expect(res.json()).toMatchObject({
      totalElements: 5,
      totalPages: 3,
      page: 1,
      size: 2,
      nextPage: 2,
    });
    expect(res.json<{ content: Product[] }>().content.map((p) => p.name)).toEqual(['Delta', 'Eta']);
    // Each item with its values, as the unfiltered listing answers it.
    expect(res.json<{ content: Product[] }>().content[0].specs).toEqual({
      area_m2: 1000,
      cubierta: 'malla antiáfido',
    });
  });

  test('by name, both directions, with and without a filter', async () => {
    expect((await names('order_by=name&order_direction=asc')).names).toEqual([
      'Alfa',
      'Beta',
      'Delta',
      'Eta',
      'Gamma',
    ]);
    expect((await names('order_by=name&order_direction=desc&f.riego=si')).names).toEqual([
      'Gamma',
      'Alfa',
    ]);
  });
});

describe('filters', () => {
  test('a choice filter matches any of its values (the newest first, as by default)', async () => {
    const query = `f.cubierta=${encodeURIComponent('policarbonato,malla antiáfido')}`;
    expect(await names(query)).toEqual({ names: ['Delta', 'Gamma', 'Beta'], total: 3 });
  });

  test('a yes/no filter takes si and no', async () => {
    expect((await names('f.riego=si')).names).toEqual(['Gamma', 'Alfa']);
    expect((await names('f.riego=no')).names).toEqual(['Beta']);
    expect((await names('f.riego=si,no')).total).toBe(3);
  });

  test('a range filter is inclusive at both ends; items without the value never match', async () => {
    expect((await names('f.area_m2.min=500&f.area_m2.max=800')).names).toEqual(['Gamma', 'Beta']);
    expect((await names('f.area_m2.min=0')).total).toBe(4);
    expect((await names('f.area_m2.max=300')).names).toEqual(['Alfa']);
  });

  test('a price filter matches only shown prices, in Bs.', async () => {
    // Eta's hidden 10 and Gamma's hidden 200 are not in any price range.
    expect((await names('price.min=0')).names).toEqual(['Delta', 'Beta', 'Alfa']);
    expect((await names('price.max=100&order_by=price&order_direction=asc')).names).toEqual([
      'Beta',
      'Alfa',
    ]);
    expect((await names('price.min=100&price.max=150')).names).toEqual(['Delta', 'Alfa']);
  });

  test('filters combine; nothing matching is an empty page', async () => {
    expect(
      await names(`f.cubierta=policarbonato&f.riego=si&order_by=price&order_direction=asc`),
    ).toEqual({ names: ['Gamma'], total: 1 });
    const none = await get(`${LIST}?f.cubierta=polietileno&f.riego=no`);
    expect(none.json()).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  test('a key naming no filterable spec of the group is ignored', async () => {
    expect(await names('f.color=verde&f.ventilacion=lateral&f.area_m2.medio=3')).toEqual({
      names: ['Eta', 'Delta', 'Gamma', 'Beta', 'Alfa'],
      total: 5,
    });
  });

  test('an empty value is no filter', async () => {
    expect((await names('f.cubierta=&price.min=')).total).toBe(5);
  });

  test.each([
    ['a range that is not a number', 'f.area_m2.min=abc', 'El filtro «Área» debe ser un número.'],
    [
      'a range with its minimum above its maximum',
      'f.area_m2.min=900&f.area_m2.max=100',
      'En el filtro «Área», el mínimo no puede ser mayor que el máximo.',
    ],
    [
      'a choice not in the list',
      'f.cubierta=vidrio',
      'El filtro «Cubierta» no tiene la opción «vidrio»: use una de estas: polietileno, policarbonato, malla antiáfido.',
    ],
    [
      'a yes/no that is not si or no',
      'f.riego=true',
      'El filtro «Con riego» acepta solo «si» o «no».',
    ],
    ['a price that is not a number', 'price.max=mucho', 'El filtro «Precio» debe ser un número.'],
    [
      'a price with its minimum above its maximum',
      'price.min=10&price.max=1',
      'En el filtro «Precio», el mínimo no puede ser mayor que el máximo.',
    ],
    [
      'values for a number',
      'f.area_m2=500',
      'El filtro «Área» es un rango: indíquelo con «f.area_m2.min» y «f.area_m2.max».',
    ],
    ['a range on a choice', 'f.cubierta.min=1', 'El filtro «Cubierta» no es un rango de números.'],
    [
      '21 filters',
      Array.from({ length: 21 }, (_, i) => `f.k${i}=x`).join('&'),
      'Se permiten hasta 20 filtros.',
    ],
    [
      '51 values in one filter',
      `f.cubierta=${Array.from({ length: 51 }, () => 'polietileno').join(',')}`,
      'El filtro «Cubierta» tiene más de 50 valores.',
    ],
  ])(
    'refuses %s with a 400 in Spanish, on the listing and the facets',
    async (_t, query, message) => {
      for (const url of [`${LIST}?${query}`, `${FACETS}?${query}`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(messageOf(res)).toBe(message);
      }
    },
  );

  test('20 filters are accepted', async () => {
    const query = Array.from({ length: 20 }, (_, i) => `f.k${i}=x`).join('&');
    expect((await get(`${LIST}?${query}`)).statusCode).toBe(200);
  });

  test('a sort the API does not offer, or another unknown parameter, is still a 400', async () => {
    expect((await get(`${LIST}?order_by=precio`)).statusCode).toBe(400);
    expect((await get(`${LIST}?cubierta=policarbonato`)).statusCode).toBe(400);
  });
});

describe('facets', () => {
  test('without filters: every filterable spec in the group’s order, choices in theirs', async () => {
    const res = await get(FACETS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 5,
      price: { min: 50, max: 150 },
      facets: [
        { key: 'area_m2', label: 'Área', unit: 'm²', type: 'number', min: 300, max: 1000 },
        {
          key: 'cubierta',
          label: 'Cubierta',
          unit: null,
          type: 'choice',
          values: [
            { value: 'polietileno', count: 1 },
            { value: 'policarbonato', count: 2 },
            { value: 'malla antiáfido', count: 1 },
          ],
        },
        {
          key: 'riego',
          label: 'Con riego',
          unit: null,
          type: 'boolean',
          values: [
            { value: 'si', count: 2 },
            { value: 'no', count: 1 },
          ],
        },
      ],
    });
  });

  test('disjunctive: each facet counts with every other filter but its own', async () => {
    const res = await get(`${FACETS}?f.cubierta=policarbonato&f.riego=si`);
    const body = res.json<{
      total: number;
      price: unknown;
      facets: Array<{ key: string; values?: unknown; min?: unknown; max?: unknown }>;
    }>();
    // Only Gamma passes both.
    expect(body.total).toBe(1);
    const byKey = Object.fromEntries(body.facets.map((f) => [f.key, f]));
    // Cubierta counted with riego=si only (Alfa, Gamma): the other choices still counted.
    expect(byKey.cubierta.values).toEqual([
      { value: 'polietileno', count: 1 },
      { value: 'policarbonato', count: 1 },
      { value: 'malla antiáfido', count: 0 },
    ]);
    // Riego counted with cubierta=policarbonato only (Beta no, Gamma si).
    expect(byKey.riego.values).toEqual([
      { value: 'si', count: 1 },
      { value: 'no', count: 1 },
    ]);
    // Área with both filters: Gamma alone; the price range over Gamma, whose price is hidden.
    expect(byKey.area_m2).toMatchObject({ min: 800, max: 800 });
    expect(body.price).toEqual({ min: null, max: null });
  });

  test('the price range ignores the price filter; a range facet ignores its own range', async () => {
    const body = (await get(`${FACETS}?price.min=120&f.area_m2.max=500`)).json<{
      total: number;
      price: unknown;
      facets: Array<{ key: string; values?: unknown; min?: unknown; max?: unknown }>;
    }>();
    // Both: nothing (Delta is 150 Bs. but 1000 m²).
    expect(body.total).toBe(0);
    // Price under area ≤ 500 only: Alfa 100, Beta 50.
    expect(body.price).toEqual({ min: 50, max: 100 });
    // Área under price ≥ 120 only: Delta.
    expect(body.facets[0]).toMatchObject({ key: 'area_m2', min: 1000, max: 1000 });
    expect(body.facets[1].values).toEqual([
      { value: 'polietileno', count: 0 },
      { value: 'policarbonato', count: 0 },
      { value: 'malla antiáfido', count: 0 },
    ]);
  });

  test('an unknown group is a 404 in Spanish', async () => {
    const res = await get('/api/products/category/a/huertos/facets');
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe('La categoría indicada no existe.');
  });
});

describe('caching', () => {
  test('a filtered listing and its facets answer an ETag and a 304; a catalogue write clears both', async () => {
    const listUrl = `${LIST}?f.cubierta=policarbonato`;
    const facetsUrl = `${FACETS}?f.cubierta=policarbonato`;
    const list = await get(listUrl);
    const facets = await get(facetsUrl);
    const listTag = String(list.headers.etag);
    const facetsTag = String(facets.headers.etag);
    expect(listTag).toMatch(/^"[^"]+"$/);
    expect((await get(listUrl, { 'if-none-match': listTag })).statusCode).toBe(304);
    expect((await get(facetsUrl, { 'if-none-match': facetsTag })).statusCode).toBe(304);

    // Beta's cover becomes polietileno.
    const beta = items.beta;
    const res = await ctx.inject({
      method: 'PUT',
      url: `/api/products/${beta.id}`,
      headers: auth(ctx.adminToken),
      payload: {
        name: beta.name,
        code: beta.code,
        description: beta.description,
        category_id: 2,
        price_id: beta.price_id,
        published: true,
        specs: { ...beta.specs, cubierta: 'polietileno' },
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await get(listUrl, { 'if-none-match': listTag });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ content: Product[] }>().content.map((p) => p.name)).toEqual(['Gamma']);
    const facetsAfter = await get(facetsUrl, { 'if-none-match': facetsTag });
    expect(facetsAfter.statusCode).toBe(200);
    expect(facetsAfter.json<{ total: number }>().total).toBe(1);
  });

  test('an unpublished item leaves the filtered listing and the facets', async () => {
    const delta = items.delta;
    await ctx.inject({
      method: 'PUT',
      url: `/api/products/${delta.id}`,
      headers: auth(ctx.adminToken),
      payload: {
        name: delta.name,
        code: delta.code,
        description: delta.description,
        category_id: 2,
        price_id: delta.price_id,
        published: false,
      },
    });
    expect((await names('f.area_m2.min=900')).total).toBe(0);
    expect((await get(FACETS)).json<{ total: number }>().total).toBe(4);
  });
});

describe('services', () => {
  test('the service listing takes the same filters, sort and facets', async () => {
    await ctx.inject({
      method: 'PUT',
      url: '/api/admin/specs/services/cursos',
      headers: auth(ctx.adminToken),
      payload: {
        specs: [
          { key: 'duracion_h', label: 'Duración', unit: 'h', type: 'number', filterable: true },
          {
            key: 'modalidad',
            label: 'Modalidad',
            type: 'choice',
            choices: ['presencial', 'virtual'],
            filterable: true,
          },
        ],
      },
    });
    const create = async (name: string, price: number, specs: Record<string, unknown>) => {
      const res = await ctx.inject({
        method: 'POST',
        url: '/api/services',
        headers: auth(ctx.adminToken),
        payload: {
          name,
          description: '',
          type_id: 3,
          price_id: { visible: true, totalPrice: price },
          published: true,
          specs,
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json<Service>();
    };
    await create('Curso corto', 300, { duracion_h: 8, modalidad: 'virtual' });
    await create('Curso largo', 100, { duracion_h: 40, modalidad: 'presencial' });
    await create('Curso medio', 200, { duracion_h: 16, modalidad: 'virtual' });
    const list = await get(
      '/api/services/type/a/cursos?f.modalidad=virtual&order_by=price&order_direction=desc',
    );
    expect(list.json<{ content: Service[] }>().content.map((s) => s.name)).toEqual([
      'Curso corto',
      'Curso medio',
    ]);
    const facets = await get('/api/services/type/a/cursos/facets?f.duracion_h.min=10');
    expect(facets.json()).toMatchObject({
      total: 2,
      price: { min: 100, max: 200 },
      facets: [
        { key: 'duracion_h', min: 8, max: 40 },
        {
          key: 'modalidad',
          values: [
            { value: 'presencial', count: 1 },
            { value: 'virtual', count: 1 },
          ],
        },
      ],
    });
    const refused = await get('/api/services/type/a/cursos?f.modalidad=mixta');
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(
      'El filtro «Modalidad» no tiene la opción «mixta»: use una de estas: presencial, virtual.',
    );
  });
});
