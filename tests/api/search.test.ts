import { indexItem } from '@/server/db/repositories/catalog-search-index';
import * as searchSpecValues from '@/server/db/migrations/2026-12-04T1500-search-spec-values';
import { createTestContext, type TestContext } from './helper';
import {
  auth,
  createItem,
  expectError,
  PRODUCT_KIND,
  putGroupSpecs,
  SERVICE_KIND,
  type ApiItem,
  type ApiPage,
} from './fixtures';

type SearchPage = Omit<ApiPage, 'content'> & { content: Array<ApiItem & { kind: string }> };

/** GET /api/search on both databases: what a visitor typing in the search box gets back. */
describe('catalogue search', () => {
  let ctx: TestContext;
  const items: Record<string, ApiItem> = {};

  const search = async (q: string, query = '') => {
    const res = await ctx.inject({ url: `/api/search?q=${encodeURIComponent(q)}${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<SearchPage>();
  };
  const names = async (q: string) => (await search(q)).content.map((r) => r.name);

  beforeAll(async () => {
    ctx = await createTestContext();
    items.tunnel = await createItem(ctx, PRODUCT_KIND, {
      name: 'Invernadero túnel Andino',
      description: '<p>Estructura de <strong>acero galvanizado</strong> para valles.</p>',
    });
    items.drip = await createItem(ctx, PRODUCT_KIND, {
      name: 'Kit de riego por goteo',
      description: '<p>Ideal para un invernadero de túnel o de capilla.</p>',
      category_id: 3,
    });
    items.course = await createItem(ctx, SERVICE_KIND, {
      name: 'Curso de manejo de invernaderos',
      description: '<p>Clima, riego y <em>sanidad</em> en invernadero.</p>',
    });
    items.draft = await createItem(ctx, PRODUCT_KIND, {
      name: 'Invernadero túnel borrador',
      published: false,
    });
  });
  afterAll(() => ctx.close());

  it('ignores accents and case, and says which kind each result is', async () => {
    const page = await search('TUNEL');
    expect(page.content.map((r) => r.name).sort()).toEqual([
      'Invernadero túnel Andino',
      'Kit de riego por goteo',
    ]);
    expect(page.content.every((r) => r.kind === 'product')).toBe(true);
    expect(await names('túnel andino')).toEqual(['Invernadero túnel Andino']);

    const course = (await search('sanidad')).content;
    expect(course).toEqual([expect.objectContaining({ name: items.course.name, kind: 'service' })]);
    expect(course[0].type_id).toEqual({ id: 3, name: 'Cursos', urlpath: 'cursos' });
  });

  it('needs every word, matches words by their beginning and ranks name matches first', async () => {
    expect(await names('riego túnel')).toEqual(['Kit de riego por goteo']);
    expect(await names('riego acero')).toEqual([]);
    // "invernadero" is in all three names or texts; the two with it in the name come first.
    const ranked = await names('invernadero');
    expect(ranked).toHaveLength(3);
    expect(ranked.slice(0, 2).sort()).toEqual([
      'Curso de manejo de invernaderos',
      'Invernadero túnel Andino',
    ]);
    expect(ranked[2]).toBe('Kit de riego por goteo');
    expect(await names('galva')).toEqual(['Invernadero túnel Andino']);
  });

  it('searches the text of a description, not its HTML tags', async () => {
    expect(await names('strong')).toEqual([]);
    expect(await names('em')).toEqual([]);
    expect(await names('galvanizado')).toEqual(['Invernadero túnel Andino']);
  });

  it('leaves drafts out', async () => {
    expect(await names('borrador')).toEqual([]);
  });

  it('pages like the listings', async () => {
    const first = await search('invernadero', '&size=2');
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, nextPage: 1, page: 0, size: 2 });
    expect(first.content).toHaveLength(2);
    const second = await search('invernadero', '&size=2&page=1');
    expect(second).toMatchObject({ nextPage: -1, page: 1 });
    expect(second.content).toHaveLength(1);
    const all = [...first.content, ...second.content].map((r) => r.id);
    expect(new Set(all).size).toBe(3);
  });

  it('follows every write at once: edits, publishing and deletes', async () => {
    expect(await names('quinua')).toEqual([]);
    const update = await ctx.inject({
      method: 'PUT',
      url: `/api/products/${items.drip.id}`,
      headers: auth(ctx.adminToken),
      payload: { ...items.drip, name: 'Kit de riego para quinua' },
    });
    expect(update.statusCode).toBe(200);
    expect(await names('quinua')).toEqual(['Kit de riego para quinua']);
    expect(await names('goteo')).toEqual([]);

    const publish = await ctx.inject({
      method: 'PUT',
      url: `/api/products/${items.draft.id}`,
      headers: auth(ctx.adminToken),
      payload: { ...items.draft, published: true },
    });
    expect(publish.statusCode).toBe(200);
    expect(await names('borrador')).toEqual(['Invernadero túnel borrador']);

    const removed = await ctx.inject({
      method: 'DELETE',
      url: `/api/products/${items.draft.id}`,
      headers: auth(ctx.adminToken),
    });
    expect(removed.statusCode).toBe(204);
    expect(await names('borrador')).toEqual([]);
  });

  it('answers a query that is too short, too long or missing with a 400 in Spanish', async () => {
    const length = 'La búsqueda debe tener entre 2 y 100 caracteres.';
    expectError(await ctx.inject({ url: '/api/search?q=a' }), 400, length);
    expectError(await ctx.inject({ url: '/api/search?q=%20%20a%20' }), 400, length);
    expectError(await ctx.inject({ url: `/api/search?q=${'a'.repeat(101)}` }), 400, length);
    expectError(await ctx.inject({ url: '/api/search' }), 400, /búsqueda/);
    expectError(await ctx.inject({ url: '/api/search?q=riego&size=0' }), 400);
    // Punctuation only: nothing to look for, an empty page rather than an error.
    expect(await search('¿¿??')).toMatchObject({ content: [], totalElements: 0, nextPage: -1 });
  });

  it('answers repeated searches from the public cache, with an ETag', async () => {
    const first = await ctx.inject({ url: '/api/search?q=riego' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.inject({
      url: '/api/search?q=riego',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

/** The search finds items by their specifications' text values (issue 65), on both databases. */
describe('catalogue search by specification values', () => {
  let ctx: TestContext;
  const items: Record<string, ApiItem> = {};
  const names = async (q: string) => {
    const res = await ctx.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res
      .json<SearchPage>()
      .content.map((r) => r.name)
      .sort();
  };
  const cover = (choices: string[]) => ({
    key: 'cubierta',
    label: 'Cubierta',
    type: 'choice',
    choices,
    filterable: true,
    highlight: true,
  });
  const others = [
    { key: 'area_m2', label: 'Área', unit: 'm²', type: 'number', filterable: true },
    { key: 'estructura', label: 'Estructura', type: 'text' },
    { key: 'con_riego', label: 'Con riego', type: 'boolean' },
  ];

  beforeAll(async () => {
    ctx = await createTestContext();
    await putGroupSpecs(ctx, 'products/invernaderos', [
      cover(['polietileno', 'policarbonato', 'malla antiáfido']),
      ...others,
    ]);
    items.rigid = await createItem(ctx, PRODUCT_KIND, {
      name: 'Capilla rígida',
      specs: { cubierta: 'policarbonato', area_m2: 480, estructura: 'tubo galvanizado' },
    });
    items.mesh = await createItem(ctx, PRODUCT_KIND, {
      name: 'Casa sombra',
      specs: { cubierta: 'malla antiáfido', con_riego: true },
    });
    items.plain = await createItem(ctx, PRODUCT_KIND, { name: 'Túnel sencillo' });
  });
  afterAll(() => ctx.close());

  it('finds an item by its text and choice values, ignoring accents and case, not by numbers', async () => {
    expect(await names('policarbonato')).toEqual(['Capilla rígida']);
    expect(await names('ANTIAFIDO')).toEqual(['Casa sombra']);
    expect(await names('tubo galvanizado')).toEqual(['Capilla rígida']);
    expect(await names('capilla policarb')).toEqual(['Capilla rígida']);
    expect(await names('480')).toEqual([]);
  });

  it("follows an item's new values at once", async () => {
    const res = await ctx.inject({
      method: 'PUT',
      url: `/api/products/${items.plain.id}`,
      headers: auth(ctx.adminToken),
      payload: { ...items.plain, specs: { cubierta: 'polietileno' } },
    });
    expect(res.statusCode).toBe(200);
    expect(await names('polietileno')).toEqual(['Túnel sencillo']);
  });

  it("follows an edit of the group's list: a choice renamed, a choice and a text removed", async () => {
    // 'Malla Antiáfido' is the same choice written otherwise: the items' values follow it.
    await putGroupSpecs(ctx, 'products/invernaderos?force=true', [
      cover(['polietileno', 'Malla Antiáfido']),
      ...others.filter((spec) => spec.key !== 'estructura'),
    ]);
    expect(await names('policarbonato')).toEqual([]);
    expect(await names('galvanizado')).toEqual([]);
    expect(await names('malla antiafido')).toEqual(['Casa sombra']);
    expect(await names('polietileno')).toEqual(['Túnel sencillo']);
  });

  it('finds the items written before the values were indexed once migrated', async () => {
    // An entry as written before: the description's text only.
    await indexItem(ctx.app.db, { ...items.mesh, specs: {} });
    expect(await names('antiafido')).toEqual([]);
    await searchSpecValues.up(ctx.app.db);
    // Another address than the one asked before (the public cache holds that one's answer).
    expect(await names('antiáfido')).toEqual(['Casa sombra']);
    expect(await names('sombra')).toEqual(['Casa sombra']);
  });
});
