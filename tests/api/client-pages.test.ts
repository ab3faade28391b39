import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from '@/shared/site-routes';
import { createTestContext, type TestContext } from './helper';
import {
  auth,
  createItem,
  expectError,
  makeImage,
  PRODUCT_KIND,
  SERVICE_KIND,
  upload,
  type ApiImageName,
  type ApiItem,
} from './fixtures';

const PUBLIC_URL = 'https://agrotec.example';
/** The app's scripts the template names, webpack's shared runtime first (webpack.config.js). */
const TEMPLATE_APP_SCRIPTS = '/static/js/runtime.aaa111.js /static/js/main.abc123.js';
const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8">
    <!--app-head--><script defer="defer" src="/static/js/boot.bbb222.js"></script><meta name="app-scripts" content="${TEMPLATE_APP_SCRIPTS}">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Webpack's shared runtime: loaded by boot first among the app's scripts, not written inline. */
const RUNTIME_JS = 'self.runtime=1;\n//# sourceMappingURL=runtime.aaa111.js.map';
/** The template's first script, as the build writes it (source map comment included). */
const BOOT_JS = 'self.boot=1;\n//# sourceMappingURL=boot.bbb222.js.map';

/** A built script large enough to be worth compressing. */
const VENDOR_JS = `${'export const greeting = "hola";\n'.repeat(200)}`;

let ctx: TestContext;
let dir: string;
let product: ApiItem;
let cover: ApiImageName;
let service: ApiItem;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'agrotec-client-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dir, 'static', 'js', 'main.abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'static', 'js', 'runtime.aaa111.js'), RUNTIME_JS);
  writeFileSync(path.join(dir, 'static', 'js', 'boot.bbb222.js'), BOOT_JS);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  // As the build writes them (webpack.config.js, PRECOMPRESSED): a brotli and a gzip sibling.
  for (const file of ['static/js/vendor.def456.js', 'sw.js']) {
    writeFileSync(path.join(dir, file), VENDOR_JS);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(VENDOR_JS));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(VENDOR_JS));
  }
  writeFileSync(
    path.join(dir, 'route-chunks.json'),
    JSON.stringify({
      home: ['/static/js/home.1.chunk.js', '/static/css/home.1.chunk.css'],
      'product-list': ['/static/js/816.1.chunk.js', '/static/js/product-list.1.chunk.js'],
      'product-detail': ['/static/js/product-detail.1.chunk.js'],
      'not-found': ['/static/js/not-found.1.chunk.js'],
      admin: ['/static/js/admin.1.chunk.js'],
    }),
  );
  ctx = await createTestContext({ clientDir: dir, publicUrl: PUBLIC_URL });
  product = await createItem(ctx, PRODUCT_KIND, {
    name: 'Invernadero "Andino" <8 × 30>',
    code: 'invernadero-andino',
    description: '<p>Estructura <strong>galvanizada</strong> &amp; cubierta</p>',
  });
  cover = (
    await upload(ctx, PRODUCT_KIND, product.id, [
      { filename: 'a.png', data: await makeImage(800, 500) },
    ])
  ).json<ApiImageName[]>()[0];
  service = await createItem(ctx, SERVICE_KIND, {
    name: 'Curso de hidroponía',
    code: 'curso-hidroponia',
  });
  await createItem(ctx, PRODUCT_KIND, { name: 'Oculto', code: 'oculto', published: false });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

function expectPage(res: Awaited<ReturnType<TestContext['inject']>>, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toContain('<div id="root"></div>');
  expect(res.body).not.toContain('<!--app-head-->');
  expect(res.body).toMatch(/<title>[^<]+<\/title>/);
  return res.body;
}

test.each([
  '/',
  '/all/invernaderos',
  '/all/maquinarias',
  '/all/laboratorios',
  '/all/riegos',
  '/service/cursos',
  '/service/construnccion',
  '/service/laboratorio',
  '/admin',
  '/admin/welcome',
])('%s is the app with status 200 and the site tags', async (url) => {
  const html = expectPage(await ctx.inject({ url }), 200);
  expect(meta(html, 'og:site_name')).toBe('Agrotec Bolivia');
  expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}${url}`);
  expect(meta(html, 'og:title')).toMatch(/Agrotec Bolivia/);
  expect(meta(html, 'description')).toEqual(expect.any(String));
});

test('/privacidad is a public page with its own title (issue 23)', async () => {
  const html = expectPage(await ctx.inject({ url: '/privacidad' }), 200);
  expect(html).toContain('<title>Privacidad | Agrotec Bolivia</title>');
  expect(meta(html, 'description')).toMatch(/no guarda nunca/);
});

test('a query string does not change the page', async () => {
  expectPage(await ctx.inject({ url: '/all/riegos?page=2' }), 200);
});

test('a product share page carries the product in its title and link-preview tags, escaped', async () => {
  const html = expectPage(await ctx.inject({ url: '/shared/product/invernadero-andino' }), 200);
  const title = 'Invernadero &quot;Andino&quot; &lt;8 × 30&gt; | Agrotec Bolivia';
  expect(html).toContain(`<title>${title}</title>`);
  expect(meta(html, 'og:title')).toBe(title);
  expect(meta(html, 'og:description')).toBe('Estructura galvanizada &amp; cubierta');
  expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/api/products/images/700/${cover.public_name}`);
  expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/shared/product/invernadero-andino`);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  // The raw name never lands in the HTML unescaped.
  expect(html).not.toContain('<8 × 30>');
});

test('a service share page carries the service', async () => {
  const html = expectPage(await ctx.inject({ url: `/shared/service/${service.code}` }), 200);
  expect(meta(html, 'og:title')).toBe('Curso de hidroponía | Agrotec Bolivia');
  expect(meta(html, 'og:image')).toBeUndefined();
});

test('a share page reflects a rename at once', async () => {
  const res = await ctx.inject({
    method: 'PUT',
    url: `/api/services/${service.id}`,
    headers: auth(ctx.adminToken),
    payload: { ...service, name: 'Curso de riego' },
  });
  expect(res.statusCode).toBe(200);
  expect(
    meta(expectPage(await ctx.inject({ url: `/shared/service/${service.code}` }), 200), 'og:title'),
  ).toBe('Curso de riego | Agrotec Bolivia');
});

test('a page asked for again unchanged is a 304; changed, the new page', async () => {
  const url = `/shared/service/${service.code}`;
  const first = await ctx.inject({ url });
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect(first.headers['cache-control']).toBe('no-cache');

  const again = await ctx.inject({ url, headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  // Another page's tag is not this one's.
  const other = await ctx.inject({ url: '/', headers: { 'if-none-match': etag } });
  expect(other.statusCode).toBe(200);

  const renamed = await ctx.inject({
    method: 'PUT',
    url: `/api/services/${service.id}`,
    headers: auth(ctx.adminToken),
    payload: { ...service, name: 'Curso de riego por goteo' },
  });
  expect(renamed.statusCode).toBe(200);
  const changed = await ctx.inject({ url, headers: { 'if-none-match': etag } });
  expect(changed.statusCode).toBe(200);
  expect(meta(changed.body, 'og:title')).toBe('Curso de riego por goteo | Agrotec Bolivia');
  expect(changed.headers.etag).not.toBe(etag);
});

test('a page asked for again goes out compressed hard: the same page in fewer bytes', async () => {
  const url = `/shared/product/${product.code}`;
  const ask = (acceptEncoding: string) =>
    ctx.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
  const first = await ask('gzip, deflate, br, zstd');
  expect(first.headers['content-encoding']).toBe('br');
  const html = brotliDecompressSync(first.rawPayload).toString();
  expect(html).toContain(`/shared/product/${product.code}`);
  // The second ask of this version starts the work in the background; a later ask carries it.
  let later = await ask('gzip, deflate, br, zstd');
  for (let i = 0; i < 100 && later.rawPayload.length >= first.rawPayload.length; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    later = await ask('gzip, deflate, br, zstd');
  }
  expect(later.statusCode).toBe(200);
  expect(later.headers['content-encoding']).toBe('br');
  expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
  expect(brotliDecompressSync(later.rawPayload).toString()).toBe(html);
  expect(Number(later.headers['content-length'])).toBe(later.rawPayload.length);
  expect(later.headers.etag).toBe(first.headers.etag);
  expect(later.headers.vary).toMatch(/accept-encoding/i);
  expect(later.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(later.headers['cache-control']).toBe('no-cache');
  expect(later.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

  const gzip = await ask('gzip, deflate');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
  const plain = await ctx.inject({ url });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(html);
  // Still a 304 for a browser that has this version.
  const kept = await ask('gzip, deflate, br');
  const revalidated = await ctx.inject({
    url,
    headers: { 'accept-encoding': 'br', 'if-none-match': String(kept.headers.etag) },
  });
  expect(revalidated.statusCode).toBe(304);
});

test.each([
  '/shared/product/nope',
  '/shared/product/oculto',
  '/shared/service/invernadero-andino',
  '/all/nope',
  '/all/cursos',
  '/service/nope',
  '/service/invernaderos',
  '/random',
  '/admin/otra',
  '/all',
  '/shared/product',
])('%s is a 404 page', async (url) => {
  const html = expectPage(await ctx.inject({ url }), 404);
  expect(meta(html, 'og:title')).not.toContain('Oculto');
});

test('unknown /api paths stay JSON 404s; API routes keep working beside the client', async () => {
  expectError(await ctx.inject({ url: '/api/nope' }), 404, 'Recurso no encontrado.');
  expect((await ctx.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  expectError(
    await ctx.inject({ method: 'POST', url: '/random', payload: {} }),
    404,
    'Recurso no encontrado.',
  );
});

test('no page of the site is under /api (the client plugin leaves API paths to the API alone)', () => {
  const patterns = [...Object.values(PUBLIC_ROUTES), ...Object.values(ADMIN_ROUTES)].map(
    (route) => route.path,
  );
  expect(patterns.length).toBeGreaterThan(0);
  for (const pattern of patterns) expect(pattern).not.toMatch(/^\/api(?:[/?]|$)/);
});

test('hashed static assets are served with immutable caching; other files with a short one', async () => {
  const js = await ctx.inject({ url: '/static/js/main.abc123.js' });
  expect(js.statusCode).toBe(200);
  expect(js.body).toBe('console.log("app");');
  expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const robots = await ctx.inject({ url: '/robots.txt' });
  expect(robots.statusCode).toBe(200);
  expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  expectPage(await ctx.inject({ url: '/static/js/missing.js' }), 404);
});

test('a built file goes out as the build compressed it, in the encoding the browser accepts', async () => {
  const request = (url: string, acceptEncoding?: string) =>
    ctx.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const br = await request('/static/js/vendor.def456.js', 'gzip, deflate, br, zstd');
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(VENDOR_JS).length);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(VENDOR_JS);
  expect(br.headers['content-type']).toMatch(/^application\/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toMatch(/accept-encoding/i);

  const gzip = await request('/static/js/vendor.def456.js', 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(VENDOR_JS);

  const plain = await request('/static/js/vendor.def456.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(VENDOR_JS);

  // The service worker keeps its own caching when sent compressed: checked on every load.
  const worker = await request('/sw.js', 'br');
  expect(worker.headers['content-encoding']).toBe('br');
  expect(worker.headers['cache-control']).toBe('no-cache');
});

test('the page template itself is not served raw: /index.html is a 404 page', async () => {
  expectPage(await ctx.inject({ url: '/index.html' }), 404);
});

test('pages carry the security headers', async () => {
  const res = await ctx.inject({ url: '/' });
  expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});

test("every page's inline scripts: early taps first in the head, then boot after the content, each allowed by its hash", async () => {
  for (const url of ['/', '/all/invernaderos', '/no-existe', '/admin']) {
    const res = await ctx.inject({ url });
    const html = res.body;
    // Inline scripts that run: no src, no data type (the page's data is type="application/json").
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(2);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    // Before anything the server adds to the head, and so before the body's buttons.
    expect(head.indexOf('<script>')).toBeGreaterThan(-1);
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('<title>'));
    // The template's first script is written inline, after the page's content and data, with its
    // source map at an absolute address; no request is made for it. Webpack's shared runtime is
    // not in the page: boot loads it first among the app's scripts, after the main pictures.
    expect(inline.slice(1)).toEqual([
      'self.boot=1;\n//# sourceMappingURL=/static/js/boot.bbb222.js.map',
    ]);
    expect(html).not.toMatch(/src="\/static\/js\/boot\./);
    expect(html).not.toContain('self.runtime');
    expect(html).toContain(`<meta name="app-scripts" content="${TEMPLATE_APP_SCRIPTS}">`);
    expect(html.indexOf(`<script>${inline[1]}`)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf(`<script>${inline[1]}`)).toBeGreaterThan(
      Math.max(html.indexOf('id="page-data"'), html.indexOf('</main>')),
    );
    const hashes = inline.map(
      (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
    );
    const scriptSources = String(res.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSources).toBe(`script-src 'self' ${hashes.join(' ')}`);
  }
});

test('listing and detail pages name their first data and pictures as preloads', async () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => [
      m[1].replace(/&amp;/g, '&'),
      m[2],
    ]);
  const listingHtml = expectPage(await ctx.inject({ url: '/all/invernaderos' }), 200);
  const listing = preloads(listingHtml);
  // A card picture is preloaded with the card's own srcset and sizes, so the file the screen
  // picks (700 px on a phone) is the one fetched.
  const cardImage =
    /<link rel="preload" href="([^"]+)" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(
      listingHtml,
    );
  expect(cardImage?.[2]).toBe(
    `${cardImage?.[1]} 300w, ${cardImage?.[1].replace('/images/300/', '/images/700/')} 700w`,
  );
  expect(cardImage?.[3]).toBe(
    '(min-width: 1200px) 300px, (min-width: 900px) 31vw, (min-width: 540px) 46vw, 92vw',
  );
  expect(listing[0]).toEqual([
    '/api/products/category/a/2?page=0&size=8&order_by=created_at&order_direction=desc',
    'fetch',
  ]);
  // The preloaded address answers, and with the listing the client shows.
  const [listUrl] = listing[0];
  expect((await ctx.inject({ url: listUrl })).json().content[0].code).toBe(product.code);

  const services = preloads(expectPage(await ctx.inject({ url: '/service/cursos?pagina=2' }), 200));
  expect(services[0]?.[0]).toBe(
    '/api/services/type/a/3?page=1&size=12&order_by=created_at&order_direction=desc',
  );

  const detail = preloads(
    expectPage(await ctx.inject({ url: `/shared/product/${product.code}` }), 200),
  );
  expect(detail[0]).toEqual([`/api/products/c/${product.code}`, 'fetch']);
  // An unknown code is still the detail page (it shows its own not-found state): no data to
  // preload, but its chunk, among the scripts loaded after the first paint.
  const unknown = expectPage(await ctx.inject({ url: '/shared/product/nope' }), 404);
  expect(preloads(unknown)).toEqual([]);
  expect(unknown).toContain(
    '<meta name="app-scripts" content="/static/js/product-detail.1.chunk.js">',
  );
});

test("the home page preloads the hero's first image in the size the viewport picks, and only it", async () => {
  const heroLinks = (html: string) =>
    html.match(/<link rel="preload" href="\/api\/media[^>]+>/g) ?? [];
  const home = heroLinks(expectPage(await ctx.inject({ url: '/' }), 200));
  expect(home).toEqual([
    '<link rel="preload" href="/api/media/images/invernaderos-lg" as="image" media="(min-width: 1000px)" fetchpriority="high">',
    '<link rel="preload" href="/api/media/images/invernaderos-md" as="image" media="(min-width: 401px) and (max-width: 999px)" fetchpriority="high">',
    '<link rel="preload" href="/api/media/images/invernaderos-sm" as="image" media="(max-width: 400px)" fetchpriority="high">',
  ]);
  expect(heroLinks(expectPage(await ctx.inject({ url: '/all/invernaderos' }), 200))).toEqual([]);
});

test("a page names its own lazy chunks, loaded with the app's after the first paint; admin pages don't", async () => {
  const chunks = async (url: string) => {
    const html = (await ctx.inject({ url })).body;
    // The page's own list (the server's), not the template's app scripts.
    const scripts =
      [...html.matchAll(/<meta name="app-scripts" content="([^"]+)">/g)]
        .map((match) => match[1])
        .find((list) => list !== TEMPLATE_APP_SCRIPTS)
        ?.split(' ') ?? [];
    const styles = [...html.matchAll(/<link rel="preload" href="(\/static[^"]+)" as="style"/g)];
    return { scripts, styles: styles.map((m) => m[1]) };
  };
  expect(await chunks('/')).toEqual({
    scripts: ['/static/js/home.1.chunk.js'],
    styles: ['/static/css/home.1.chunk.css'],
  });
  const productList = {
    scripts: ['/static/js/816.1.chunk.js', '/static/js/product-list.1.chunk.js'],
    styles: [],
  };
  expect(await chunks('/all/invernaderos')).toEqual(productList);
  expect(await chunks('/no-existe')).toEqual({
    scripts: ['/static/js/not-found.1.chunk.js'],
    styles: [],
  });
  // An unknown category is the product listing's own not-found state, as in the client.
  expect(await chunks('/all/tractores')).toEqual(productList);
  expect(await chunks('/admin/welcome')).toEqual({ scripts: [], styles: [] });
  // No script is named as a preload: nothing competes with the page's main pictures.
  expect((await ctx.inject({ url: '/' })).body).not.toMatch(/<link rel="preload"[^>]+as="script"/);
});
