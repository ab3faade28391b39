import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestContext, type TestContext } from './helper';
import { auth, createItem, itemBody, PRODUCT_KIND, type ApiItem, type ApiPage } from './fixtures';

/*
 * A prerendered page comes with the API answers it shows (src/shared/page-data.ts). The real
 * prerender is built by webpack (the end-to-end tests use it); here a stand-in render module asks
 * the server's own API for a category's first page through the `fetchApi` the server hands it,
 * and renders the names, so what the page shows and carries can be checked against the database.
 */
const RENDER_MODULE = `
exports.renderPage = async (url, fetchApi) => {
  const category = new URL(url).pathname.split('/').pop();
  const response = await fetchApi(
    new Request('http://prerender/api/products/category/a/' + category + '?page=0&size=8'),
  );
  const value = await response.json();
  const names = (value.content || []).map((item) => item.name).join(' | ');
  return {
    html: '<main>' + names.replace(/</g, '&lt;') + '</main>',
    answers: [{ endpointName: 'catalogList', arg: { category }, value }],
    missing: [],
  };
};`;

let ctx: TestContext;
let root: string;
let product: ApiItem;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'agrotec-prerender-data-'));
  const clientDir = path.join(root, 'client');
  mkdirSync(clientDir);
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="es"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(root, 'ssr', 'render-page.cjs'), RENDER_MODULE);
  ctx = await createTestContext({ clientDir });
  product = await createItem(ctx, PRODUCT_KIND, {
    name: 'Invernadero </script><b>Andino</b>',
    code: 'invernadero-andino',
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

/** The answers a page carries, read as the client reads them. */
function pageData(html: string): Array<{ value: ApiPage }> {
  const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  expect(block).not.toBeNull();
  return (JSON.parse(block![1]) as { answers: Array<{ value: ApiPage }> }).answers;
}

test('a listing is sent rendered, with the API answer it shows', async () => {
  const res = await ctx.inject({ method: 'GET', url: '/all/invernaderos' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain(
    '<div id="root"><main>Invernadero &lt;/script>&lt;b>Andino&lt;/b></main></div>',
  );
  const [answer] = pageData(res.body);
  expect(answer.value.content.map((item) => item.name)).toEqual([product.name]);
  // No text of the catalogue can end the data block early: after the head (whose one script notes
  // early taps) the data block's is the only end of a script.
  const body = res.body.slice(res.body.indexOf('</head>'));
  expect(body.match(/<\/script>/g)).toHaveLength(1);
});

test('a catalogue write shows in the next page sent, not a kept copy', async () => {
  expect((await ctx.inject({ method: 'GET', url: '/all/invernaderos' })).body).toContain('Andino');
  const update = await ctx.inject({
    method: 'PUT',
    url: `/api/products/${product.id}`,
    headers: auth(ctx.adminToken),
    payload: itemBody(PRODUCT_KIND, { name: 'Invernadero Altiplano', code: product.code }),
  });
  expect(update.statusCode).toBe(200);

  const res = await ctx.inject({ method: 'GET', url: '/all/invernaderos' });
  expect(res.body).toContain('<main>Invernadero Altiplano</main>');
  expect(pageData(res.body)[0].value.content[0].name).toBe('Invernadero Altiplano');
});

test('a refused write changes nothing, and an empty category is sent empty', async () => {
  const refused = await ctx.inject({
    method: 'PUT',
    url: `/api/products/${product.id}`,
    payload: itemBody(PRODUCT_KIND, { name: 'Sin sesión' }),
  });
  expect(refused.statusCode).toBe(401);
  expect((await ctx.inject({ method: 'GET', url: '/all/invernaderos' })).body).toContain(
    '<main>Invernadero Altiplano</main>',
  );
  const empty = await ctx.inject({ method: 'GET', url: '/all/riegos' });
  expect(empty.body).toContain('<div id="root"><main></main></div>');
  expect(pageData(empty.body)[0].value.content).toEqual([]);
});
