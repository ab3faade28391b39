import { CATEGORIES, SERVICE_TYPES } from '@/shared/catalog';
import type { Product } from '@/shared/schemas/catalog-item';
import { validateItemSpecs } from '@/server/catalog/specs';
import { demoProducts, demoServices } from '../../tools/demo-catalogue/content';
import {
  PRODUCT_SPECS,
  productSpecValues,
  SERVICE_SPECS,
  serviceSpecValues,
} from '../../tools/demo-catalogue/content/specs';
import { seedDemo, seedScale } from '../../tools/demo-catalogue';
import { GREENHOUSE_SPECS } from '@/testing/catalog-fixtures';
import { auth } from './fixtures';
import { createTestContext, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const putSpecs = (path: string, specs: unknown, query = '', token = ctx.adminToken) =>
  ctx.inject({
    method: 'PUT',
    url: `/api/admin/specs/${path}${query}`,
    headers: auth(token),
    payload: { specs },
  });
const getSpecs = (path: string) => ctx.inject({ url: `/api/specs/${path}` });

async function createProduct(body: Record<string, unknown> = {}) {
  const res = await ctx.inject({
    method: 'POST',
    url: '/api/products',
    headers: auth(ctx.adminToken),
    payload: {
      name: 'Invernadero de prueba',
      description: '<p>Prueba</p>',
      category_id: 2,
      price_id: { visible: true, totalPrice: 100 },
      published: true,
      ...body,
    },
  });
  return res;
}
const updateProduct = (item: Product, body: Record<string, unknown>) =>
  ctx.inject({
    method: 'PUT',
    url: `/api/products/${item.id}`,
    headers: auth(ctx.adminToken),
    payload: {
      name: item.name,
      code: item.code,
      description: item.description,
      category_id: item.category_id.id,
      price_id: item.price_id,
      published: item.published,
      ...body,
    },
  });

const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

describe('a group’s specifications', () => {
  test('an empty group answers an empty list; an unknown group is a 404 in Spanish', async () => {
    const res = await getSpecs('services/cursos');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ specs: [] });
    const unknown = await getSpecs('products/huertos');
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe('La categoría indicada no existe.');
    expect(messageOf(await getSpecs('services/huertos'))).toBe(
      'El tipo de servicio indicado no existe.',
    );
    expect((await putSpecs('products/huertos', [])).statusCode).toBe(404);
  });

  test('an admin replaces the list; the public read answers it in order, also by group id', async () => {
    // Read once so the public cache holds the empty list: the write must clear it.
    expect((await getSpecs('products/invernaderos')).json()).toEqual({ specs: [] });
    const res = await putSpecs('products/invernaderos', GREENHOUSE_SPECS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ specs: GREENHOUSE_SPECS });
    expect((await getSpecs('products/invernaderos')).json()).toEqual({ specs: GREENHOUSE_SPECS });
    expect((await getSpecs('products/2')).json()).toEqual({ specs: GREENHOUSE_SPECS });
    // Another group's list is its own.
    expect((await getSpecs('products/riegos')).json()).toEqual({ specs: [] });

    const reordered = [GREENHOUSE_SPECS[1], GREENHOUSE_SPECS[0], ...GREENHOUSE_SPECS.slice(2)];
    expect((await putSpecs('products/invernaderos', reordered)).json()).toEqual({
      specs: reordered,
    });
    expect((await getSpecs('products/invernaderos')).json()).toEqual({ specs: reordered });
    await putSpecs('products/invernaderos', GREENHOUSE_SPECS);
  });

  test('left-out flags are false, labels and units trimmed, an empty unit is none', async () => {
    const res = await putSpecs('services/asesorias', [
      { key: 'visitas', label: '  Visitas ', unit: ' ', type: 'number' },
    ]);
    expect(res.json()).toEqual({
      specs: [
        {
          key: 'visitas',
          label: 'Visitas',
          unit: null,
          type: 'number',
          filterable: false,
          highlight: false,
        },
      ],
    });
    await putSpecs('services/asesorias', []);
  });

  test('editors get 403, no token 401; the list stays', async () => {
    const editor = await putSpecs('products/invernaderos', [], '', ctx.editorToken);
    expect(editor.statusCode).toBe(403);
    const anonymous = await ctx.inject({
      method: 'PUT',
      url: '/api/admin/specs/products/invernaderos',
      payload: { specs: [] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await getSpecs('products/invernaderos')).json()).toEqual({ specs: GREENHOUSE_SPECS });
  });

  const spec = (more: Record<string, unknown>) => ({
    key: 'largo_m',
    label: 'Largo',
    type: 'number',
    ...more,
  });
  test.each([
    [
      'a bad key',
      [spec({ key: 'Largo m' })],
      'La clave «Largo m» de la especificación «Largo» no es válida: use de 1 a 40 letras minúsculas sin tildes, números o guiones bajos, empezando por una letra.',
    ],
    [
      'a key too long',
      [spec({ key: `a${'b'.repeat(40)}` })],
      `La clave «a${'b'.repeat(40)}» de la especificación «Largo» no es válida: use de 1 a 40 letras minúsculas sin tildes, números o guiones bajos, empezando por una letra.`,
    ],
    ['a repeated key', [spec({}), spec({ label: 'Otro' })], 'La clave «largo_m» está repetida.'],
    ['an empty label', [spec({ label: '  ' })], 'Falta el nombre de la especificación «largo_m».'],
    [
      'a label too long',
      [spec({ label: 'L'.repeat(61) })],
      'El nombre de la especificación «largo_m» supera 60 caracteres.',
    ],
    [
      'a unit too long',
      [spec({ unit: 'm'.repeat(21) })],
      'La unidad de «Largo» supera 20 caracteres.',
    ],
    [
      'three highlights',
      [
        spec({ key: 'a', highlight: true }),
        spec({ key: 'b', highlight: true }),
        spec({ key: 'c', highlight: true }),
      ],
      'Se pueden destacar hasta 2 especificaciones por grupo.',
    ],
    ['a choice without choices', [spec({ type: 'choice' })], 'Indique las opciones de «Largo».'],
    [
      'a choice with an empty choice',
      [spec({ type: 'choice', choices: ['corto', ' '] })],
      'Una opción de «Largo» está vacía.',
    ],
    [
      'a choice with a repeated choice',
      [spec({ type: 'choice', choices: ['Corto', 'córto'] })],
      'La opción «córto» de «Largo» está repetida.',
    ],
    [
      'a choice with a comma',
      [spec({ type: 'choice', choices: ['corto, largo'] })],
      'La opción «corto, largo» de «Largo» no puede llevar comas.',
    ],
    [
      'choices on a number',
      [spec({ choices: ['uno'] })],
      'Solo una especificación de tipo opción lleva opciones («Largo»).',
    ],
    [
      '51 choices',
      [spec({ type: 'choice', choices: Array.from({ length: 51 }, (_, i) => `o${i}`) })],
      '«Largo» tiene más de 50 opciones.',
    ],
    [
      '31 specifications',
      Array.from({ length: 31 }, (_, i) => spec({ key: `k${i}` })),
      'Se permiten hasta 30 especificaciones.',
    ],
  ])('refuses %s with a 400 in Spanish, and keeps the list', async (_title, specs, message) => {
    const res = await putSpecs('products/invernaderos', specs);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
    expect((await getSpecs('products/invernaderos')).json()).toEqual({ specs: GREENHOUSE_SPECS });
  });

  test('a body that is not a list, or an unknown type, is a 400', async () => {
    expect((await putSpecs('products/invernaderos', 'x')).statusCode).toBe(400);
    expect((await putSpecs('products/invernaderos', [spec({ type: 'date' })])).statusCode).toBe(
      400,
    );
  });
});

describe('an item’s values', () => {
  let item: Product;

  test('a write with values stores them; every read answers them in the group’s order', async () => {
    const res = await createProduct({
      code: 'invernadero-con-valores',
      specs: { riego: true, cubierta: 'Policarbonato', area_m2: 480, ventilacion: ' cenital ' },
    });
    expect(res.statusCode).toBe(201);
    item = res.json<Product>();
    const specs = { area_m2: 480, cubierta: 'policarbonato', ventilacion: 'cenital', riego: true };
    expect(item.specs).toEqual(specs);
    expect(Object.keys(item.specs)).toEqual(['area_m2', 'cubierta', 'ventilacion', 'riego']);

    const byId = await ctx.inject({
      url: `/api/products/${item.id}`,
      headers: auth(ctx.adminToken),
    });
    expect(byId.json<Product>().specs).toEqual(specs);
    const byCode = await ctx.inject({ url: '/api/products/c/invernadero-con-valores' });
    expect(byCode.json<Product>().specs).toEqual(specs);
    expect(Object.keys(byCode.json<Product>().specs)).toEqual(Object.keys(specs));
    const list = await ctx.inject({ url: '/api/products/category/a/invernaderos' });
    expect(list.json<{ content: Product[] }>().content[0].specs).toEqual(specs);
    expect(Object.keys(list.json<{ content: Product[] }>().content[0].specs)).toEqual(
      Object.keys(specs),
    );
    const drafts = await ctx.inject({
      url: '/api/products/category/invernaderos',
      headers: auth(ctx.adminToken),
    });
    expect(drafts.json<{ content: Product[] }>().content[0].specs).toEqual(specs);
    const search = await ctx.inject({ url: '/api/search?q=invernadero' });
    expect(search.json<{ content: Product[] }>().content[0].specs).toEqual(specs);
  });

  test('an item without values reads an empty object', async () => {
    const res = await createProduct({ code: 'invernadero-sin-valores', name: 'Otro' });
    expect(res.json<Product>().specs).toEqual({});
    expect(
      (await ctx.inject({ url: '/api/products/c/invernadero-sin-valores' })).json<Product>().specs,
    ).toEqual({});
  });

  test.each([
    ['a text for a number', { area_m2: '480' }, 'La especificación «Área» debe ser un número.'],
    ['a number for yes/no', { riego: 1 }, 'La especificación «Con riego» debe ser sí o no.'],
    ['a number for a choice', { cubierta: 3 }, 'La especificación «Cubierta» debe ser un texto.'],
    [
      'a boolean for a text',
      { ventilacion: true },
      'La especificación «Ventilación» debe ser un texto.',
    ],
    [
      'a choice not in the list',
      { cubierta: 'vidrio' },
      'La especificación «Cubierta» debe ser una de estas opciones: polietileno, policarbonato, malla antiáfido.',
    ],
    [
      'a negative number',
      { area_m2: -1 },
      'La especificación «Área» debe ser un número entre 0 y 1.000.000.000.',
    ],
    [
      'a number above 1e9',
      { area_m2: 1e9 + 1 },
      'La especificación «Área» debe ser un número entre 0 y 1.000.000.000.',
    ],
    [
      'a text too long',
      { ventilacion: 'v'.repeat(201) },
      'La especificación «Ventilación» supera 200 caracteres.',
    ],
    [
      'an unknown key',
      { color: 'verde' },
      'La especificación «color» no existe en esta categoría.',
    ],
  ])('refuses %s with a 400 naming the specification', async (_title, specs, message) => {
    const created = await createProduct({ specs });
    expect(created.statusCode).toBe(400);
    expect(messageOf(created)).toBe(message);
    const updated = await updateProduct(item, { specs });
    expect(updated.statusCode).toBe(400);
    expect(messageOf(updated)).toBe(message);
    // Nothing written.
    expect(
      (await ctx.inject({ url: '/api/products/c/invernadero-con-valores' })).json<Product>().specs,
    ).toEqual({
      area_m2: 480,
      cubierta: 'policarbonato',
      ventilacion: 'cenital',
      riego: true,
    });
  });

  test('an infinite number is refused by the body check, naming the key', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...auth(ctx.adminToken), 'content-type': 'application/json' },
      payload: `{"name":"X","description":"","category_id":2,"price_id":{"visible":true,"totalPrice":1},"specs":{"area_m2":1e999}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('El campo «area_m2» debe ser un número.');
  });

  test('the other rules of a write are answered first', async () => {
    const res = await createProduct({ name: ' ', specs: { color: 'verde' } });
    expect(messageOf(res)).toBe('Ingrese el nombre.');
  });

  test('a write without values keeps them; one with values replaces them all', async () => {
    const kept = await updateProduct(item, { name: 'Invernadero renombrado' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Product>().specs).toEqual({
      area_m2: 480,
      cubierta: 'policarbonato',
      ventilacion: 'cenital',
      riego: true,
    });
    const replaced = await updateProduct(item, {
      specs: { area_m2: 0, riego: false, cubierta: null, ventilacion: ' ' },
    });
    expect(replaced.json<Product>().specs).toEqual({ area_m2: 0, riego: false });
    // The body read from the API can be sent back as it is.
    const read = replaced.json<Product>();
    const sentBack = await ctx.inject({
      method: 'PUT',
      url: `/api/products/${item.id}`,
      headers: auth(ctx.adminToken),
      payload: read,
    });
    expect(sentBack.statusCode).toBe(200);
    expect(sentBack.json<Product>().specs).toEqual({ area_m2: 0, riego: false });
    const cleared = await updateProduct(item, { specs: {} });
    expect(cleared.json<Product>().specs).toEqual({});
  });

  test('moving an item to another group keeps the values that group defines, drops the others', async () => {
    await putSpecs('products/riegos', [
      { key: 'area_m2', label: 'Superficie', unit: 'm²', type: 'number' },
      { key: 'riego', label: 'Riego', type: 'text' },
      { key: 'cubierta', label: 'Cubierta', type: 'choice', choices: ['Polietileno'] },
    ]);
    const res = await createProduct({
      code: 'invernadero-que-se-muda',
      specs: { area_m2: 300, riego: true, cubierta: 'polietileno', ventilacion: 'lateral' },
    });
    const moving = res.json<Product>();
    const moved = await updateProduct(moving, { category_id: 3 });
    expect(moved.statusCode).toBe(200);
    // Same key and type moves (a choice as the new group writes it); another type does not.
    expect(moved.json<Product>().specs).toEqual({ area_m2: 300, cubierta: 'Polietileno' });
    // With values, a move checks them against the new group.
    const checked = await updateProduct(moved.json<Product>(), {
      category_id: 2,
      specs: { area_m2: 10, ventilacion: 'lateral' },
    });
    expect(checked.json<Product>().specs).toEqual({ area_m2: 10, ventilacion: 'lateral' });
    const refused = await updateProduct(moved.json<Product>(), {
      category_id: 3,
      specs: { ventilacion: 'lateral' },
    });
    expect(messageOf(refused)).toBe('La especificación «ventilacion» no existe en esta categoría.');
    await ctx.inject({
      method: 'DELETE',
      url: `/api/products/${moving.id}`,
      headers: auth(ctx.adminToken),
    });
  });

  test('deleting an item removes its values', async () => {
    const res = await createProduct({ code: 'invernadero-efimero', specs: { area_m2: 5 } });
    const { id } = res.json<Product>();
    await ctx.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: auth(ctx.adminToken),
    });
    const rows = await ctx.handle.db
      .selectFrom('catalog_item_specs')
      .selectAll()
      .where('item_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('removing what items use', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = [];
    for (const [n, specs] of [
      { area_m2: 100, cubierta: 'policarbonato' },
      { area_m2: 200, cubierta: 'policarbonato' },
      { area_m2: 300, cubierta: 'polietileno', riego: true },
    ].entries())
      ids.push((await createProduct({ code: `usado-${n}`, specs })).json<Product>().id);
  });
  const specsOf = async (id: number) =>
    (
      await ctx.inject({ url: `/api/products/${id}`, headers: auth(ctx.adminToken) })
    ).json<Product>().specs;

  test('removing a used specification is a 409 saying how many items use it; the list stays', async () => {
    const res = await putSpecs('products/invernaderos', GREENHOUSE_SPECS.slice(1));
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(
      'La especificación «Área» la usan 3 productos. Si continúa, se borrarán esos valores.',
    );
    expect((await getSpecs('products/invernaderos')).json()).toEqual({ specs: GREENHOUSE_SPECS });
    expect(await specsOf(ids[0])).toEqual({ area_m2: 100, cubierta: 'policarbonato' });
  });

  test('removing a used choice, or retyping a used spec, is a 409 too (one item: singular)', async () => {
    const withoutChoice = GREENHOUSE_SPECS.map((s) =>
      s.key === 'cubierta' ? { ...s, choices: ['polietileno', 'malla antiáfido'] } : s,
    );
    const res = await putSpecs('products/invernaderos', withoutChoice);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(
      'La opción «policarbonato» de «Cubierta» la usan 2 productos. Si continúa, se borrarán esos valores.',
    );
    const retyped = GREENHOUSE_SPECS.map((s) => (s.key === 'riego' ? { ...s, type: 'text' } : s));
    const again = await putSpecs('products/invernaderos', retyped);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      'La especificación «Con riego» cambia de tipo y la usa 1 producto. Si continúa, se borrarán esos valores.',
    );
  });

  test('an unused specification or choice goes without asking; a choice renamed in case keeps its values', async () => {
    const next = GREENHOUSE_SPECS.map((s) =>
      s.key === 'cubierta' ? { ...s, choices: ['Polietileno', 'Policarbonato'] } : s,
    ).filter((s) => s.key !== 'ventilacion');
    const res = await putSpecs('products/invernaderos', next);
    expect(res.statusCode).toBe(200);
    expect(await specsOf(ids[0])).toEqual({ area_m2: 100, cubierta: 'Policarbonato' });
    expect((await putSpecs('products/invernaderos', GREENHOUSE_SPECS)).statusCode).toBe(200);
    expect(await specsOf(ids[0])).toEqual({ area_m2: 100, cubierta: 'policarbonato' });
  });

  test('force=true removes those values, all in one write, and clears the public cache', async () => {
    const before = await ctx.inject({ url: '/api/products/c/usado-2' });
    expect(before.json<Product>().specs).toEqual({
      area_m2: 300,
      cubierta: 'polietileno',
      riego: true,
    });
    const next = GREENHOUSE_SPECS.filter((s) => s.key !== 'area_m2').map((s) =>
      s.key === 'cubierta' ? { ...s, choices: ['polietileno'] } : s,
    );
    const res = await putSpecs('products/invernaderos', next, '?force=true');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ specs: next });
    expect(await specsOf(ids[0])).toEqual({});
    expect(await specsOf(ids[2])).toEqual({ cubierta: 'polietileno', riego: true });
    expect((await ctx.inject({ url: '/api/products/c/usado-2' })).json<Product>().specs).toEqual({
      cubierta: 'polietileno',
      riego: true,
    });
    // Adding the spec back brings no value back.
    await putSpecs('products/invernaderos', GREENHOUSE_SPECS);
    expect(await specsOf(ids[2])).toEqual({ cubierta: 'polietileno', riego: true });
  });

  test('a write that fails halfway leaves the old list and the values', async () => {
    await updateProduct((await ctx.inject({ url: '/api/products/c/usado-0' })).json<Product>(), {
      specs: { area_m2: 100, cubierta: 'policarbonato' },
    });
    // The new spec's insert, after the removal of another and its values, fails on a trigger
    // made for the test: the write is one transaction, so nothing of it stays.
    const failing = [
      ...GREENHOUSE_SPECS.filter((s) => s.key !== 'area_m2'),
      { key: 'falla', label: 'Falla', type: 'number' },
    ];
    const { sql } = await import('kysely');
    if (ctx.handle.dialect === 'sqlite')
      await sql`create trigger fail_specs before insert on catalog_specs when new.key = 'falla'
        begin select raise(abort, 'falla de prueba'); end`.execute(ctx.handle.db);
    else {
      await sql`create function fail_specs() returns trigger language plpgsql as
        $$ begin if new.key = 'falla' then raise exception 'falla de prueba'; end if; return new; end $$`.execute(
        ctx.handle.db,
      );
      await sql`create trigger fail_specs before insert on catalog_specs for each row execute function fail_specs()`.execute(
        ctx.handle.db,
      );
    }
    const res = await putSpecs('products/invernaderos', failing, '?force=true');
    expect(res.statusCode).toBe(500);
    if (ctx.handle.dialect === 'sqlite') await sql`drop trigger fail_specs`.execute(ctx.handle.db);
    else await sql`drop trigger fail_specs on catalog_specs`.execute(ctx.handle.db);
    expect((await getSpecs('products/invernaderos')).json()).toEqual({ specs: GREENHOUSE_SPECS });
    expect(await specsOf(ids[0])).toEqual({ area_m2: 100, cubierta: 'policarbonato' });
  });
});

describe('the demo catalogue', () => {
  test('every category and service type has 4 to 7 specifications that meet the rules', async () => {
    for (const [groups, lists] of [
      [CATEGORIES, PRODUCT_SPECS],
      [SERVICE_TYPES, SERVICE_SPECS],
    ] as const)
      for (const group of groups) {
        const specs = lists[group.id];
        expect(specs.length).toBeGreaterThanOrEqual(4);
        expect(specs.length).toBeLessThanOrEqual(7);
        expect(specs.filter((s) => s.highlight).length).toBeGreaterThanOrEqual(1);
      }
  });

  test('every demo item has values its group’s specifications accept, the same on every run', () => {
    for (const p of demoProducts()) {
      const values = productSpecValues(p.categoryId, p.name, p.code);
      expect(Object.keys(values).length).toBeGreaterThan(0);
      const checked = validateItemSpecs(PRODUCT_SPECS[p.categoryId], values);
      expect(checked).toEqual({ ok: true, values: expect.any(Object) });
      expect(productSpecValues(p.categoryId, p.name, p.code)).toEqual(values);
    }
    for (const s of demoServices()) {
      const values = serviceSpecValues(s.typeId, s.name, s.code);
      expect(Object.keys(values).length).toBeGreaterThan(0);
      expect(validateItemSpecs(SERVICE_SPECS[s.typeId], values).ok).toBe(true);
    }
    // Values read from the name.
    const tunnel = demoProducts().find((p) => p.name.startsWith('Invernadero túnel 8 × 30 m'))!;
    expect(productSpecValues(2, tunnel.name, tunnel.code)).toMatchObject({
      area_m2: 240,
      ancho_m: 8,
      largo_m: 30,
    });
  });
});

describe('the demo catalogue in a database', () => {
  let demo: TestContext;
  beforeAll(async () => {
    demo = await createTestContext();
  });
  afterAll(async () => {
    await demo.close();
  });

  test('the demo seed defines every group’s specifications and fills its items; the scale seed too', async () => {
    await seedDemo(demo.handle.db, { limitProducts: 30, limitServices: 40 });
    for (const group of CATEGORIES) {
      const res = await demo.inject({ url: `/api/specs/products/${group.urlpath}` });
      expect(res.json()).toEqual({ specs: PRODUCT_SPECS[group.id] });
    }
    for (const group of SERVICE_TYPES) {
      const res = await demo.inject({ url: `/api/specs/services/${group.urlpath}` });
      expect(res.json()).toEqual({ specs: SERVICE_SPECS[group.id] });
    }
    const items = await demo.handle.db.selectFrom('catalog_items').select('id').execute();
    const held = await demo.handle.db
      .selectFrom('catalog_item_specs')
      .select('item_id')
      .distinct()
      .execute();
    expect(held.length).toBe(items.length);

    // The first 20 generated products are greenhouses (the demo's first category).
    await seedScale(demo.handle.db, 20);
    const page = await demo.inject({ url: '/api/products/category/a/invernaderos?size=100' });
    const scaled = page
      .json<{ content: Product[] }>()
      .content.filter((p) => p.name.includes('serie'));
    expect(scaled.length).toBeGreaterThan(0);
    for (const product of scaled) expect(Object.keys(product.specs).length).toBeGreaterThan(0);
  });
});
