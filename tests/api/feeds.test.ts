import { parse } from 'csv-parse/sync';
import { createTestContext, type TestContext } from './helper';
import {
  auth,
  createItem,
  expectError,
  makeImage,
  PRODUCT_KIND,
  putGroupSpecs,
  SERVICE_KIND,
  upload,
  type ApiImageName,
  type ApiItem,
  type KindUnderTest,
} from './fixtures';

const PUBLIC_URL = 'https://agrotec.example';
const LONG = '<p>Estructura de <strong>acero</strong> galvanizado &amp; cubierta de 200 µm.</p>';
const LONG_TEXT = 'Estructura de acero galvanizado & cubierta de 200 µm.';

let ctx: TestContext;
let product: ApiItem;
let cover: string;

/** An item with one uploaded picture (its cover). */
async function withPicture(kind: KindUnderTest, body: Parameters<typeof createItem>[2]) {
  const item = await createItem(ctx, kind, body);
  const [image] = (
    await upload(ctx, kind, item.id, [{ filename: 'a.png', data: await makeImage(400, 300) }])
  ).json<ApiImageName[]>();
  return { item, cover: image!.public_name };
}

beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: PUBLIC_URL });
  const spec = { filterable: false, highlight: false };
  await putGroupSpecs(ctx, 'products/invernaderos', [
    { key: 'area_m2', label: 'Área', unit: 'm²', type: 'number', ...spec },
    { key: 'largo_m', label: 'Largo', unit: 'm', type: 'number', ...spec },
    { key: 'cubierta', label: 'Cubierta', type: 'text', ...spec },
    { key: 'ventilacion', label: 'Ventilación', type: 'boolean', ...spec },
  ]);
  ({ item: product, cover } = await withPicture(PRODUCT_KIND, {
    name: 'Invernadero "túnel" <Andino> & más',
    code: 'invernadero-tunel',
    description: LONG,
    price_id: { visible: true, totalPrice: 4220 },
    specs: { ventilacion: false, cubierta: 'policarbonato & malla', area_m2: 1480 },
  }));
  await withPicture(PRODUCT_KIND, {
    name: 'Tractor compacto',
    code: 'tractor-compacto',
    description: LONG,
    price_id: { visible: false, totalPrice: 99000 },
  });
  await createItem(ctx, PRODUCT_KIND, {
    name: 'Sin foto y corto',
    code: 'sin-foto',
    description: '<p>Bomba <em>corta</em></p>',
  });
  await withPicture(PRODUCT_KIND, {
    name: 'Borrador',
    code: 'borrador',
    description: LONG,
    published: false,
    price_id: { visible: false, totalPrice: 1 },
  });
  await withPicture(SERVICE_KIND, {
    name: 'Curso de riego',
    code: 'curso-de-riego',
    description: LONG,
  });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.inject({ url, headers });

describe('GET /feeds/meta.csv', () => {
  it('lists the published, priced products with a picture, in Meta’s columns', async () => {
    const res = await get('/feeds/meta.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(res.body, { columns: true }) as Array<Record<string, string>>;
    expect(rows).toEqual([
      {
        id: 'invernadero-tunel',
        title: 'Invernadero "túnel" <Andino> & más',
        description: LONG_TEXT,
        availability: 'in stock',
        condition: 'new',
        price: '4220.00 BOB',
        link: `${PUBLIC_URL}/shared/product/invernadero-tunel`,
        image_link: `${PUBLIC_URL}/api/products/images/700/${cover}`,
        brand: 'Agrotec Bolivia',
      },
    ]);
    // Quoted where needed: the title's double quotes are doubled.
    expect(res.body).toContain('"Invernadero ""túnel"" <Andino> & más"');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/feeds/meta.csv');
    const again = await get('/feeds/meta.csv', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /feeds/google.xml', () => {
  it('is an RSS 2.0 feed with the g: namespace, escaped, one item per product', async () => {
    const res = await get('/feeds/google.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const body = res.body;
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(body).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    expect(body).toContain('<title>Agrotec Bolivia</title>');
    expect(body).toContain(`<link>${PUBLIC_URL}/</link>`);
    expect(body.match(/<item>/g)).toHaveLength(1);
    const item = /<item>([\s\S]*?)<\/item>/.exec(body)![1];
    expect(item).toContain('<g:id>invernadero-tunel</g:id>');
    expect(item).toContain('<title>Invernadero &quot;túnel&quot; &lt;Andino&gt; &amp; más</title>');
    expect(item).toContain(
      '<description>Estructura de acero galvanizado &amp; cubierta de 200 µm.</description>',
    );
    expect(item).toContain(`<link>${PUBLIC_URL}/shared/product/invernadero-tunel</link>`);
    expect(item).toContain(
      `<g:image_link>${PUBLIC_URL}/api/products/images/700/${cover}</g:image_link>`,
    );
    expect(item).toContain('<g:availability>in_stock</g:availability>');
    expect(item).toContain('<g:condition>new</g:condition>');
    expect(item).toContain('<g:price>4220.00 BOB</g:price>');
    expect(item).toContain('<g:brand>Agrotec Bolivia</g:brand>');
    // Nothing unescaped: no raw & and no tag but the feed's own.
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(body).not.toContain('<strong>');
  });

  it("gives a product's specifications as product details, in its category's order", async () => {
    const item = /<item>([\s\S]*?)<\/item>/.exec((await get('/feeds/google.xml')).body)![1];
    const details = [...item.matchAll(/<g:product_detail>([\s\S]*?)<\/g:product_detail>/g)].map(
      ([, detail]) => detail,
    );
    const detail = (name: string, value: string) =>
      '<g:section_name>Especificaciones</g:section_name>' +
      `<g:attribute_name>${name}</g:attribute_name>` +
      `<g:attribute_value>${value}</g:attribute_value>`;
    expect(details).toEqual([
      detail('Área', '1.480 m²'),
      detail('Cubierta', 'policarbonato &amp; malla'),
      detail('Ventilación', 'No'),
    ]);
  });

  it('leaves out drafts, hidden prices, missing pictures, short descriptions and services', async () => {
    const body = (await get('/feeds/google.xml')).body;
    for (const code of ['tractor-compacto', 'sin-foto', 'borrador', 'curso-de-riego']) {
      expect(body).not.toContain(code);
    }
  });
});

describe('feeds after a catalogue write', () => {
  it('shows a changed price at once, in both feeds', async () => {
    expect((await get('/feeds/meta.csv')).body).toContain('4220.00 BOB');
    expect((await get('/feeds/google.xml')).body).toContain('4220.00 BOB');
    // The item as stored now (its cover was set by the upload).
    const current = (
      await get(`/api/products/${product.id}`, auth(ctx.adminToken))
    ).json<ApiItem>();
    const res = await ctx.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: auth(ctx.adminToken),
      payload: { ...current, price_id: { visible: true, totalPrice: 1234.5 } },
    });
    expect(res.statusCode).toBe(200);
    const csv = (await get('/feeds/meta.csv')).body;
    expect(csv).toContain('1234.50 BOB');
    expect(csv).not.toContain('4220.00 BOB');
    expect((await get('/feeds/google.xml')).body).toContain('<g:price>1234.50 BOB</g:price>');
  });
});

describe('GET /api/admin/catalog/feed-issues', () => {
  const url = '/api/admin/catalog/feed-issues';

  it('lists the published products left out, with every reason in Spanish', async () => {
    const res = await get(url, auth(ctx.adminToken));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_in_feeds: 1,
      items: [
        {
          id: expect.any(Number),
          code: 'sin-foto',
          name: 'Sin foto y corto',
          reasons: ['Sin foto', 'Descripción de menos de 30 caracteres'],
        },
        {
          id: expect.any(Number),
          code: 'tractor-compacto',
          name: 'Tractor compacto',
          reasons: ['Precio oculto'],
        },
      ],
    });
  });

  it('is for admins only', async () => {
    expectError(await get(url), 401);
    expectError(await get(url, auth(ctx.editorToken)), 403);
  });
});

describe('a large catalogue', () => {
  it('pages through every product: each one appears once, in both the feeds and the check', async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      kind: 'product' as const,
      code: `lote-${String(i).padStart(4, '0')}`,
      name: `Producto de lote ${i}`,
      description: LONG,
      default_image: `foto-${i}`,
      price_cents: 100 + i,
      // Every tenth product hides its price.
      price_visible: i % 10 === 0 ? 0 : 1,
      group_id: 1,
      published: 1,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 400) {
      await ctx.handle.db
        .insertInto('catalog_items')
        .values(rows.slice(i, i + 400))
        .execute();
    }
    await ctx.app.catalogChanged();
    const shown = rows.filter((r) => r.price_visible === 1).length;
    const csv = (await get('/feeds/meta.csv')).body;
    const lines = (parse(csv, { columns: true }) as Array<{ id: string }>).map((r) => r.id);
    const batch = lines.filter((id) => id.startsWith('lote-'));
    expect(batch).toHaveLength(shown);
    expect(new Set(batch).size).toBe(shown);
    expect(csv).toContain('lote-1202');
    const xml = (await get('/feeds/google.xml')).body;
    expect(xml.match(/<g:id>lote-/g)).toHaveLength(shown);
    const issues = (await get('/api/admin/catalog/feed-issues', auth(ctx.adminToken))).json<{
      total_in_feeds: number;
      items: Array<{ code: string }>;
    }>();
    expect(issues.total_in_feeds).toBe(shown + 1);
    expect(issues.items.filter((i) => i.code.startsWith('lote-'))).toHaveLength(
      rows.length - shown,
    );
  });
});
