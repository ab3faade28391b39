import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestContext, type TestContext } from './helper';
import {
  createItem,
  makeImage,
  PRODUCT_KIND,
  putGroupSpecs,
  SERVICE_KIND,
  upload,
  type ApiImageName,
  type ApiItem,
} from './fixtures';

const PUBLIC_URL = 'https://agrotec.example';
const INDEX = `<!doctype html><html lang="es"><head><!--app-head--></head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
let dir: string;
let product: ApiItem;
let hiddenPrice: ApiItem;
let service: ApiItem;
let draft: ApiItem;
let pictures: ApiImageName[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'agrotec-seo-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  mkdirSync(path.join(dir, 'static'), { recursive: true });
  ctx = await createTestContext({ clientDir: dir, publicUrl: PUBLIC_URL, publicUrlGiven: true });
  const spec = { filterable: false, highlight: false };
  await putGroupSpecs(ctx, 'products/invernaderos', [
    { key: 'area_m2', label: 'Área', unit: 'm²', type: 'number', ...spec },
    { key: 'largo_m', label: 'Largo', unit: 'm', type: 'number', ...spec },
    { key: 'cubierta', label: 'Cubierta', type: 'choice', choices: ['policarbonato'], ...spec },
    { key: 'ventilacion', label: 'Ventilación cenital', type: 'boolean', ...spec },
  ]);
  await putGroupSpecs(ctx, 'services/cursos', [
    { key: 'duracion_h', label: 'Duración', unit: 'h', type: 'number', ...spec },
    { key: 'modalidad', label: 'Modalidad', type: 'text', ...spec },
  ]);
  product = await createItem(ctx, PRODUCT_KIND, {
    specs: { ventilacion: true, cubierta: 'policarbonato', area_m2: 480.5 },
    name: 'Invernadero túnel <Andino>',
    code: 'invernadero-tunel',
    description: '<p>Estructura de <strong>acero</strong> &amp; cubierta de 200 µm.</p>',
    price_id: { visible: true, totalPrice: 18500.5 },
  });
  pictures = (
    await upload(ctx, PRODUCT_KIND, product.id, [
      { filename: 'a.png', data: await makeImage(800, 500) },
      { filename: 'b.png', data: await makeImage(600, 400) },
    ])
  ).json<ApiImageName[]>();
  hiddenPrice = await createItem(ctx, PRODUCT_KIND, {
    name: 'Tractor compacto',
    code: 'tractor-compacto',
    category_id: 1,
    price_id: { visible: false, totalPrice: 99000 },
  });
  service = await createItem(ctx, SERVICE_KIND, {
    name: 'Curso de riego',
    code: 'curso-de-riego',
    description: '<ul><li>Goteo</li><li>Aspersión</li></ul>',
    specs: { duracion_h: 16, modalidad: 'virtual' },
  });
  draft = await createItem(ctx, PRODUCT_KIND, { name: 'Borrador', published: false });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await ctx.inject({ url });
  return res.body;
};
const tag = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

/** Every JSON-LD object of a page; each must be valid JSON. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

/** No string anywhere in the data holds an HTML tag. */
function expectNoHtml(value: unknown) {
  const strings: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') strings.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  for (const s of strings) expect(s).not.toMatch(/<\/?[a-z][^>]*>/i);
}

describe('structured data (JSON-LD)', () => {
  it('describes a product with its text, pictures at 700 px and an offer in BOB', async () => {
    const [data] = jsonLd(await page('/shared/product/invernadero-tunel'));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Invernadero túnel <Andino>',
      description: 'Estructura de acero & cubierta de 200 µm.',
      url: `${PUBLIC_URL}/shared/product/invernadero-tunel`,
      category: 'Invernaderos',
      offers: { '@type': 'Offer', price: '18500.50', priceCurrency: 'BOB' },
    });
    expect(data.image).toEqual(
      pictures.map((p) => `${PUBLIC_URL}/api/products/images/700/${p.public_name}`),
    );
    expectNoHtml({ ...data, name: '' });
  });

  it("carries the product's specifications as additionalProperty, in the group's order", async () => {
    const [data] = jsonLd(await page('/shared/product/invernadero-tunel'));
    expect(data.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Área', value: 480.5, unitText: 'm²' },
      { '@type': 'PropertyValue', name: 'Cubierta', value: 'policarbonato' },
      { '@type': 'PropertyValue', name: 'Ventilación cenital', value: true },
    ]);
  });

  it('has no additionalProperty for an item without specification values', async () => {
    const [data] = jsonLd(await page('/shared/product/tractor-compacto'));
    expect(data).not.toHaveProperty('additionalProperty');
  });

  it('leaves the offer out when the price is hidden', async () => {
    const [data] = jsonLd(await page('/shared/product/tractor-compacto'));
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(hiddenPrice.name);
    expect(data).not.toHaveProperty('offers');
    expect(JSON.stringify(data)).not.toContain('99000');
  });

  it('describes a service and its provider', async () => {
    const [data] = jsonLd(await page(`/shared/service/${service.code}`));
    expect(data).toMatchObject({
      '@type': 'Service',
      name: 'Curso de riego',
      description: 'Goteo Aspersión',
      serviceType: 'Cursos',
      provider: { '@type': 'Organization', name: 'Agrotec Bolivia' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Duración', value: 16, unitText: 'h' },
        { '@type': 'PropertyValue', name: 'Modalidad', value: 'virtual' },
      ],
    });
    expectNoHtml(data);
  });

  it('describes the business on the home page, with address, geo, phone and hours', async () => {
    const [data] = jsonLd(await page('/'));
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Agrotec Bolivia',
      telephone: expect.stringMatching(/^\+591/),
      address: { '@type': 'PostalAddress', addressLocality: 'Cochabamba', addressCountry: 'BO' },
      geo: { '@type': 'GeoCoordinates', latitude: -17.4013, longitude: -66.15194 },
    });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: expect.arrayContaining([
          'https://schema.org/Monday',
          'https://schema.org/Friday',
        ]),
        opens: '09:00',
        closes: '18:00',
      }),
      expect.objectContaining({
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '14:00',
      }),
    ]);
    expectNoHtml(data);
  });

  it('cannot be closed early by text in the data', async () => {
    const html = await page('/shared/product/invernadero-tunel');
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(script).not.toContain('<');
  });
});

describe('titles, descriptions, canonical links and share tags', () => {
  const pages = [
    '/',
    '/all/invernaderos',
    '/all/maquinarias',
    '/service/cursos',
    '/service/cursos?pagina=2',
    '/shared/product/invernadero-tunel',
    '/shared/service/curso-de-riego',
    '/buscar?q=riego',
  ];

  it('gives every public page its own title and description, and the full set of tags', async () => {
    const seen = new Set<string>();
    const descriptions = new Set<string>();
    for (const url of pages) {
      const html = await page(url);
      const t = title(html)!;
      expect(t).toMatch(/Agrotec Bolivia/);
      seen.add(t);
      const description = tag(html, 'name', 'description')!;
      expect(description).toMatch(/\S/);
      descriptions.add(description);
      expect(canonical(html)).toBe(`${PUBLIC_URL}${url}`);
      expect(tag(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}${url}`);
      expect(tag(html, 'property', 'og:title')).toBe(t);
      expect(tag(html, 'property', 'og:description')).toBe(tag(html, 'name', 'description'));
      expect(tag(html, 'name', 'twitter:card')).toMatch(/^summary/);
      expect(tag(html, 'name', 'twitter:title')).toBe(t);
    }
    expect(seen.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it('names a listing and a search in the title', async () => {
    expect(title(await page('/all/riegos'))).toBe('Riegos: productos | Agrotec Bolivia');
    expect(title(await page('/service/asesorias'))).toBe(
      'Asesorías técnicas: servicios | Agrotec Bolivia',
    );
    const search = await page('/buscar?q=t%C3%BAnel');
    expect(title(search)).toBe('Resultados para «túnel» | Agrotec Bolivia');
    expect(tag(search, 'name', 'robots')).toBe('noindex');
  });

  it('shows the cover in a product page preview, large', async () => {
    const html = await page('/shared/product/invernadero-tunel');
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'name', 'twitter:image')).toBe(
      `${PUBLIC_URL}/api/products/images/700/${pictures[0].public_name}`,
    );
  });

  it('keeps an unknown page out of the index', async () => {
    const html = await page('/shared/product/no-existe');
    expect(tag(html, 'name', 'robots')).toBe('noindex');
    expect(jsonLd(html)).toEqual([]);
    // A link preview of a deleted item's share link says what the page says.
    expect(title(html)).toBe('Producto no encontrado | Agrotec Bolivia');
    expect(title(await page('/shared/service/no-existe'))).toBe(
      'Servicio no encontrado | Agrotec Bolivia',
    );
  });
});

describe("the site's address in shared links", () => {
  it('is named in every page when PUBLIC_URL was given', async () => {
    for (const url of ['/', '/all/riegos', '/shared/product/invernadero-tunel', '/admin', '/nada'])
      expect(tag(await page(url), 'name', 'agrotec-site-address')).toBe(PUBLIC_URL);
  });

  it('is not named when PUBLIC_URL was not given: links use the address the visitor uses', async () => {
    const own = await createTestContext({ clientDir: dir, publicUrl: 'http://127.0.0.1:8080' });
    try {
      const html = (await own.inject({ url: '/' })).body;
      expect(html).toContain('<title>');
      expect(tag(html, 'name', 'agrotec-site-address')).toBeUndefined();
    } finally {
      await own.close();
    }
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every published page with its last change, and no draft', async () => {
    const res = await ctx.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = Object.fromEntries(
      [
        ...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
      ].map((m) => [m[1], m[2]]),
    );
    const product = await ctx.inject({ url: '/api/products/c/invernadero-tunel' });
    expect(urls[`${PUBLIC_URL}/shared/product/invernadero-tunel`]).toBe(
      product.json<ApiItem>().updated_at,
    );
    expect(urls).toHaveProperty([`${PUBLIC_URL}/shared/product/tractor-compacto`]);
    expect(urls).toHaveProperty([`${PUBLIC_URL}/shared/service/curso-de-riego`]);
    for (const listing of [
      '/',
      '/all/invernaderos',
      '/all/laboratorios',
      '/service/cursos',
      '/service/laboratorio',
    ])
      expect(urls).toHaveProperty([`${PUBLIC_URL}${listing}`]);
    expect(urls[`${PUBLIC_URL}/service/cursos`]).toBe(service.updated_at);
    expect(Object.keys(urls).some((u) => u.includes(draft.code))).toBe(false);
    expect(Object.keys(urls)).toHaveLength(1 + 4 + 5 + 3);
  });

  it('is named in robots.txt', async () => {
    const res = await ctx.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /admin');
  });
});
