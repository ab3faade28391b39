import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/*
 * The installable site (issue 21), and what its service worker never keeps: a signed-in admin's
 * pages and calls. Cache Storage is read from the page itself.
 */

const PUBLIC_PAGES = ['/', '/all/riegos', '/service/cursos', '/buscar?q=riego', '/privacidad'];

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('the site is installable: a manifest with its icons on every public page, and /sw.js', async ({
  page,
  request,
}) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as Record<string, unknown> & {
    icons: Array<{ src: string; sizes: string; purpose: string; type: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Agrotec Bolivia',
    short_name: 'Agrotec',
    lang: 'es-BO',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The theme's brand.700 and the page's background (src/theme/index.ts).
    theme_color: '#1c5a28',
    background_color: '#ffffff',
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width, height] = pngSize(await image.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }

  // What browsers ask for without reading a page (a text page, a link preview): an icon, 32 px.
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const ico = await favicon.body();
  expect([...ico.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
  expect(pngSize(ico.subarray(22))).toEqual([32, 32]);

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');

  for (const path of PUBLIC_PAGES) {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
  }
});

/** Every request kept in any of the site's caches: its path and whether it carried a token. */
function cachedRequests(page: Page) {
  return page.evaluate(async () => {
    const kept: Array<{ cache: string; path: string; token: boolean }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        kept.push({
          cache: name,
          path: new URL(request.url).pathname,
          token: request.headers.has('x-access-token'),
        });
    }
    return kept;
  });
}

test("a signed-in admin's pages and calls are in no cache", async ({ page }) => {
  await page.goto('/all/invernaderos');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/welcome$/);
  await page.goto('/admin/productos');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Editar / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar producto' })).toBeVisible();
  await page.goto('/admin/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  // Back on the public site, still signed in.
  await page.goto('/all/riegos');
  await expect(page.getByRole('article').first()).toBeVisible();

  const kept = await cachedRequests(page);
  // The public pages the admin saw are kept, as for any visitor…
  expect(kept.map((entry) => entry.path)).toEqual(
    expect.arrayContaining(['/all/invernaderos', '/all/riegos']),
  );
  // …nothing of the admin area, of the session, or sent with the token.
  const privateEntries = kept.filter(
    (entry) =>
      entry.token ||
      /^\/(admin(\/|$)|api\/(auth|admin|users)(\/|$))/.test(entry.path) ||
      /\/static\/js\/admin/.test(entry.path) ||
      // The token-only reads: a list with drafts (…/category/2), an item by id.
      /^\/api\/(products|services)\/(category|type)\/\d+$/.test(entry.path) ||
      /^\/api\/(products|services)\/\d+$/.test(entry.path),
  );
  expect(privateEntries).toEqual([]);
});
