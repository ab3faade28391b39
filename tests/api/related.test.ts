import { createTestContext, type TestContext } from './helper';
import {
  auth,
  createItem,
  expectError,
  itemBody,
  PRODUCT_KIND,
  SERVICE_KIND,
  type ApiItem,
} from './fixtures';

type Related = Array<ApiItem & { kind: string }>;

/** One published service of each type, 'Servicio construction' … 'Servicio laboratory', oldest first. */
async function oneServiceOfEachType(ctx: TestContext) {
  const services: Record<string, ApiItem> = {};
  const types = { construction: 1, installation: 2, course: 3, advice: 4, laboratory: 5 };
  for (const [key, typeId] of Object.entries(types))
    services[key] = await createItem(ctx, SERVICE_KIND, {
      name: `Servicio ${key}`,
      type_id: typeId,
    });
  return services;
}

/** Products and the services that go with them: chosen by admins, or defaults by group. */
describe('related items', () => {
  let ctx: TestContext;
  let greenhouse: ApiItem;
  let tractor: ApiItem;
  const services: Record<string, ApiItem> = {};

  const related = async (base: string, code: string) => {
    const res = await ctx.inject({ url: `${base}/c/${code}/related` });
    expect(res.statusCode).toBe(200);
    return res.json<Related>();
  };
  /** Sends an item back as read when it was created, without its links, with `changes`. */
  const put = (base: string, item: ApiItem, changes: object) => {
    const { related_ids: _links, ...body } = item as ApiItem & { related_ids?: number[] };
    return ctx.inject({
      method: 'PUT',
      url: `${base}/${item.id}`,
      headers: auth(ctx.adminToken),
      payload: { ...body, ...changes },
    });
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    Object.assign(services, await oneServiceOfEachType(ctx));
    services.course2 = await createItem(ctx, SERVICE_KIND, {
      name: 'Servicio course 2',
      type_id: 3,
    });
    services.draft = await createItem(ctx, SERVICE_KIND, {
      name: 'Servicio borrador',
      type_id: 1,
      published: false,
    });
    greenhouse = await createItem(ctx, PRODUCT_KIND, { name: 'Invernadero', category_id: 2 });
    tractor = await createItem(ctx, PRODUCT_KIND, { name: 'Tractor', category_id: 1 });
  });
  afterAll(() => ctx.close());

  it('defaults to the service types that go with the category, newest first, in turn', async () => {
    // greenhouses → construction, installation, courses (the newest course first)
    expect((await related('/api/products', greenhouse.code)).map((s) => s.name)).toEqual([
      'Servicio construction',
      'Servicio installation',
      'Servicio course 2',
      'Servicio course',
    ]);
    // machinery → advice, courses
    const forTractor = await related('/api/products', tractor.code);
    expect(forTractor.map((s) => s.name)).toEqual([
      'Servicio advice',
      'Servicio course 2',
      'Servicio course',
    ]);
    expect(forTractor.every((s) => s.kind === 'service' && s.type_id)).toBe(true);
    // a course goes with greenhouses, laboratories and machinery
    expect(
      (await related('/api/services', services.course.code)).map((p) => p.name).sort(),
    ).toEqual(['Invernadero', 'Tractor']);
    expect(await related('/api/services', services.laboratory.code)).toEqual([]);
  });

  it('stores an admin’s choice, shows it on both sides and in the item’s read body', async () => {
    const chosen = [services.laboratory.id, services.advice.id, services.draft.id];
    const res = await put('/api/products', greenhouse, { related_ids: chosen });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiItem & { related_ids: number[] }>().related_ids).toEqual(chosen);

    const byId = await ctx.inject({
      url: `/api/products/${greenhouse.id}`,
      headers: auth(ctx.adminToken),
    });
    expect(byId.json<{ related_ids: number[] }>().related_ids).toEqual(chosen);
    const byCode = await ctx.inject({ url: `/api/products/c/${greenhouse.code}` });
    expect(byCode.json<{ related_ids: number[] }>().related_ids).toEqual(chosen);

    // Published ones only, in the chosen order; the default no longer applies.
    expect((await related('/api/products', greenhouse.code)).map((s) => s.name)).toEqual([
      'Servicio laboratory',
      'Servicio advice',
    ]);
    // The laboratory service now shows the greenhouse, though laboratories are not its default.
    expect((await related('/api/services', services.laboratory.code)).map((p) => p.name)).toEqual([
      'Invernadero',
    ]);
    const service = await ctx.inject({
      url: `/api/services/${services.laboratory.id}`,
      headers: auth(ctx.adminToken),
    });
    expect(service.json<{ related_ids: number[] }>().related_ids).toEqual([greenhouse.id]);
  });

  it('keeps the links when a write leaves them out, and drops them with an empty list', async () => {
    const rename = await put('/api/products', greenhouse, { name: 'Invernadero túnel' });
    expect(rename.json<{ related_ids: number[] }>().related_ids).toHaveLength(3);
    const cleared = await put('/api/products', greenhouse, { related_ids: [] });
    expect(cleared.json<{ related_ids: number[] }>().related_ids).toEqual([]);
    expect(await related('/api/products', greenhouse.code)).toHaveLength(4);
  });

  it('takes the links on create, from the service side too', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/services',
      headers: auth(ctx.adminToken),
      payload: itemBody(SERVICE_KIND, { name: 'Mantenimiento', related_ids: [tractor.id] }),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<ApiItem & { related_ids: number[] }>();
    expect(created.related_ids).toEqual([tractor.id]);
    expect((await related('/api/products', tractor.code)).map((s) => s.name)).toEqual([
      'Mantenimiento',
    ]);
  });

  it('forgets the links of a deleted item', async () => {
    const temp = await createItem(ctx, SERVICE_KIND, { name: 'Temporal', type_id: 4 });
    await put('/api/products', tractor, { related_ids: [temp.id] });
    const removed = await ctx.inject({
      method: 'DELETE',
      url: `/api/services/${temp.id}`,
      headers: auth(ctx.adminToken),
    });
    expect(removed.statusCode).toBe(204);
    const read = await ctx.inject({ url: `/api/products/c/${tractor.code}` });
    expect(read.json<{ related_ids: number[] }>().related_ids).toEqual([]);
  });

  it('refuses links to items that do not exist or are of the same kind, changing nothing', async () => {
    expectError(
      await put('/api/products', tractor, { related_ids: [greenhouse.id] }),
      400,
      `Los servicios relacionados deben ser servicios existentes (no lo son: ${greenhouse.id}).`,
    );
    expectError(
      await put('/api/products', tractor, { name: 'Cambiado', related_ids: [999999] }),
      400,
    );
    const read = await ctx.inject({ url: `/api/products/c/${tractor.code}` });
    expect(read.json<ApiItem>().name).toBe('Tractor');
    expectError(await put('/api/products', tractor, { related_ids: ['x'] }), 400, /relacionados/);
    expectError(
      await put('/api/products', tractor, {
        related_ids: Array.from({ length: 13 }, (_, i) => i + 1),
      }),
      400,
      /relacionados/,
    );
  });

  it('answers 404 for the related items of an unknown or draft item', async () => {
    expectError(await ctx.inject({ url: '/api/products/c/no-existe/related' }), 404);
    expectError(await ctx.inject({ url: `/api/services/c/${services.draft.code}/related` }), 404);
  });
});

/** The defaults of the two other categories, each on a catalogue of its own. */
describe('related items by default for irrigation and laboratories', () => {
  let ctx: TestContext;
  const names = async (code: string) => {
    const res = await ctx.inject({ url: `/api/products/c/${code}/related` });
    expect(res.statusCode).toBe(200);
    return res.json<Related>().map((service) => service.name);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    await oneServiceOfEachType(ctx);
  });
  afterAll(() => ctx.close());

  it('irrigation → installation, advice; laboratories → laboratory, courses', async () => {
    const irrigation = await createItem(ctx, PRODUCT_KIND, { name: 'Goteo', category_id: 3 });
    const laboratory = await createItem(ctx, PRODUCT_KIND, { name: 'Balanza', category_id: 4 });
    expect(await names(irrigation.code)).toEqual(['Servicio installation', 'Servicio advice']);
    expect(await names(laboratory.code)).toEqual(['Servicio laboratory', 'Servicio course']);
  });
});
