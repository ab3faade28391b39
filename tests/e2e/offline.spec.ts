import type { Locator, Page, Request } from '@playwright/test';
import { formatPrice } from '@/lib/format-price';
import type { Product } from '@/shared/schemas/catalog-item';
import type { Page as Paged } from '@/shared/schemas/common';
import type { SearchResult } from '@/shared/schemas/search';
import { FETCHED_AT_HEADER } from '@/sw/cache-rules';
import { E2E_ADMIN, E2E_PORT } from './env';
import {
  appListening,
  expect,
  openedWindows,
  recordWindowOpen,
  scrollIntoView,
  test,
} from './fixtures';
import { copyOfBuild, newDataDir, startServer, type OwnServer } from './own-server';

/*
 * Works without signal (issue 21), at 400 px: pages seen, and listings saved with 'Guardar sin
 * conexión', open again while the server is stopped (a real outage); the quote list is sent
 * offline; the site comes back with the server; a new build is offered with 'Actualizar'.
 * Each test runs a server of its own (own-server.ts), so it can stop it.
 */

const PORT = E2E_PORT + 1;
const OFFLINE_NOTICE = /^Sin conexión — datos del \d{2}\/\d{2}, \d{2}:\d{2}$/;
/** What the browser logs for a call that found no server, and for the offline page (503). */
const SERVER_DOWN =
  /^Failed to load resource: (net::ERR_|the server responded with a status of 503)/;
/**
 * The only calls that may fail offline: the notice's probe of the server, beacons, and the quote
 * list's check of an item against the catalogue (the line stays as it was without it).
 */
const needsServer = (path: string) =>
  ['/api/health', '/api/events'].includes(path) || /^\/api\/products\/c\/[^/]+$/.test(path);

const cards = (page: Page) => page.getByRole('article');
const notice = (page: Page) => page.getByRole('status').filter({ hasText: /^Sin conexión/ });
const quoteButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cotización/ });

let server: OwnServer | null = null;
/** Drops the console errors of calls that found no server (the fixture checks the rest). */
function forgetServerDown(consoleErrors: string[]) {
  const others = consoleErrors.filter((error) => !SERVER_DOWN.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

test.afterEach(async ({ page, consoleErrors }) => {
  // The page first: a server closing answers 503 to what the page still asks.
  await page.close();
  // Until it closed, the page went on asking a stopped server whether it answers (the notice's
  // probe: every 15 s, and once a recent answer is 10 s old).
  forgetServerDown(consoleErrors);
  await server?.stop();
  server = null;
});
test.setTimeout(240_000);

async function products(base: string, group: string): Promise<Product[]> {
  const answer = await fetch(`${base}/api/products/category/a/${group}?page=0&size=100`);
  return ((await answer.json()) as Paged<Product>).content;
}

/** Waits until the service worker controls the page and has kept the page itself. */
async function pageKept(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(async () =>
        Boolean(await caches.match(location.href, { cacheName: 'agrotec-pages' })),
      ),
    )
    .toBe(true);
}

/** Opens a listing and saves it with 'Guardar sin conexión', until it says it is saved. */
async function saveTheListing(page: Page, address: string) {
  await page.goto(address);
  await pageKept(page);
  const panel = page.getByRole('group', { name: 'Guardar sin conexión' });
  await panel.getByRole('button', { name: 'Guardar sin conexión' }).click();
  await expect(panel.getByText(/Guardado en este teléfono: /)).toBeVisible({ timeout: 60_000 });
}

/** `picture` is on screen: loaded, not a broken image. */
async function expectPictureShown(picture: Locator) {
  await scrollIntoView(picture);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/**
 * Notes every request that failed. `everythingSaved()` asserts that only what needs the server
 * failed (everything else came from the phone); `settled()` waits until every request the page
 * made of the phone has its answer (leaving a page earlier aborts its pictures still loading,
 * which would count as failed). The console errors of calls without a server, and of the
 * offline page (503), are dropped after each test (forgetServerDown); the fixture checks the rest.
 */
function watchFailures(page: Page) {
  const failed = new Set<string>();
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!needsServer(new URL(request.url()).pathname)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    failed.add(new URL(request.url()).pathname);
  });
  return {
    async settled() {
      await expect.poll(() => pending.size).toBe(0);
    },
    everythingSaved() {
      expect([...failed].filter((path) => !needsServer(path))).toEqual([]);
    },
  };
}

test('pages seen open again without the server, the quote list is sent, and the site comes back', async ({
  page,
}) => {
  const dataDir = newDataDir();
  server = await startServer({ port: PORT, dataDir });
  const base = server.url;
  const listing = await products(base, 'invernaderos');
  expect(listing.length).toBeGreaterThanOrEqual(16);
  const product = listing.find((p) => p.price_id.visible)!;
  const neverSeen = listing.at(-1)!;
  await recordWindowOpen(page);

  // Online: home, a listing scrolled to 16 cards, a product and a search.
  await page.goto(`${base}/`);
  await pageKept(page);
  await page.goto(`${base}/all/invernaderos`);
  await expect(cards(page)).toHaveCount(8);
  await scrollIntoView(cards(page).last());
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(16);
  // Scrolled past the twelfth card, whose picture then loads (a card's facts make it taller
  // than the lazy pictures' margin: the cards below the screen wait).
  await expectPictureShown(cards(page).nth(11).locator('img'));
  // The product from a link shared on Facebook: kept under its plain address too.
  await page.goto(`${base}/shared/product/${product.code}?fbclid=IwAR0x1y2&utm_source=facebook`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.goto(`${base}/buscar?q=invernadero`);
  await expect(cards(page).first()).toBeVisible();
  const searchFirst = await cards(page).first().getByRole('heading').textContent();

  await server.stop();

  await page.reload();
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
  await expect(cards(page).first().getByRole('heading')).toHaveText(searchFirst!);
  await expectPictureShown(cards(page).first().locator('img'));
  // The same search typed again with capitals: the phone's results (the search does not tell
  // capitals apart, and its answer is kept once).
  await appListening(page);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('INVERNADERO');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?q=INVERNADERO$/);
  await expect(cards(page).first().getByRole('heading')).toHaveText(searchFirst!);
  await expectPictureShown(cards(page).first().locator('img'));

  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { name: /INVERNADEROS/ }).first()).toBeAttached();
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
  await expectPictureShown(page.getByRole('main').locator('img').first());
  // The map's code is not kept (its tiles need the network anyway): its box says so, and the
  // rest of the home page stays as it is.
  const map = page.getByRole('region', { name: /^Mapa: oficina/ });
  await scrollIntoView(map);
  await expect(map.getByText('Se necesita conexión a internet para ver el mapa.')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contactanos' })).toBeVisible();

  await page.goto(`${base}/all/invernaderos`);
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
  await expect(cards(page)).toHaveCount(8);
  await expectPictureShown(cards(page).first().locator('img'));
  await scrollIntoView(cards(page).last());
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(16);
  await expectPictureShown(cards(page).nth(11).locator('img'));

  // 'Ver fotos' on a card whose photos were never asked for: the cover the phone has.
  const unseen = cards(page).nth(2);
  const unseenName = (await unseen.getByRole('heading').textContent())!;
  await unseen.getByRole('button', { name: 'Ver fotos' }).click();
  const viewer = page.getByRole('dialog', { name: unseenName });
  await expect(viewer.getByText('Sin conexión: se muestra solo la foto principal.')).toBeVisible();
  await expectPictureShown(viewer.getByRole('img', { name: `${unseenName} — foto 1 de 1` }));
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The same card tapped: its page was never opened, so the phone has no page of it and its
  // data cannot come. The item shows from the card's data, with a note (not the offline page).
  await unseen.getByRole('heading').click();
  await expect(page.getByRole('heading', { level: 1, name: unseenName })).toBeVisible();
  await expect(
    page.getByText(
      'Sin conexión: se muestran los datos de la lista. Las fotos y los datos al día llegarán con la señal.',
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Agregar a la cotización', exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toHaveCount(0);
  await page.goBack();
  await expect(cards(page).nth(2).getByRole('heading')).toHaveText(unseenName);

  // A card of a page opened before: tapped, its saved page is loaded (its data came inside it).
  const savedPageLoads = page.waitForEvent('load');
  await page.getByRole('article', { name: product.name }).getByRole('heading').click();
  await savedPageLoads;
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE);

  await page.goto(`${base}/shared/product/${product.code}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(
    page.getByText(formatPrice(product.price_id.totalPrice), { exact: true }),
  ).toBeVisible();
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
  await expectPictureShown(page.getByRole('main').locator('img').first());

  // A page never opened: the offline page, with the saved pages as links.
  await page.goto(`${base}/shared/product/${neverSeen.code}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
  const saved = page.getByRole('list').getByRole('link');
  await expect(saved.filter({ hasText: product.name })).toBeVisible();
  await expect(saved.filter({ hasText: 'Invernaderos' })).toBeVisible();
  await saved.filter({ hasText: product.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await appListening(page);

  // The quote list: added and sent without a network, as one WhatsApp message.
  await page.getByRole('button', { name: 'Agregar a la cotización', exact: true }).first().click();
  await expect(quoteButton(page)).toHaveAccessibleName('Cotización (1)');
  await quoteButton(page).click();
  const quote = page.getByRole('dialog', { name: 'Mi cotización' });
  await quote.getByLabel('Cantidad').fill('2');
  await quote.getByLabel('Su nombre').fill('Ana Pérez');
  await quote.getByLabel('Ciudad').fill('Tarija');
  await quote.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  await expect.poll(async () => (await openedWindows(page)).length).toBe(1);
  const [[url]] = await openedWindows(page);
  expect(url).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(decodeURIComponent(url.split('?text=')[1])).toContain(
    `• 2 × ${product.name} — ${formatPrice(product.price_id.totalPrice)} c/u`,
  );
  await page.keyboard.press('Escape');

  // Meanwhile the office changes the price (another server on the same data folder).
  const newPrice = product.price_id.totalPrice + 1234;
  const office = await startServer({ port: PORT + 1, dataDir });
  const signIn = await fetch(`${office.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await signIn.json()) as { token: string };
  const updated = await fetch(`${office.url}/api/products/${product.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify({ ...product, price_id: { visible: true, totalPrice: newPrice } }),
  });
  expect(updated.status).toBe(200);
  await office.stop();

  // The server is back: the notice goes and the page shows the new price.
  server = await startServer({ port: PORT, dataDir });
  await expect(notice(page)).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(formatPrice(newPrice), { exact: true }).first()).toBeVisible();
  // Only what was seen is saved (not the carousel's other slides, nor the listing's next page):
  // what is checked above is what shows, not that every call was answered by the phone.
});

test("'Guardar sin conexión' keeps a whole listing; 'Quitar de este teléfono' frees it", async ({
  page,
}) => {
  server = await startServer({ port: PORT, dataDir: newDataDir() });
  const failures = watchFailures(page);
  const base = server.url;
  const before = await products(base, 'riegos');

  // Whether the browser grants it is its own choice (Chromium weighs the site's use): the site asks.
  await page.addInitScript(() => {
    const persist = navigator.storage.persist.bind(navigator.storage);
    Object.assign(window, { __persistAsked: 0 });
    navigator.storage.persist = () => {
      (window as unknown as { __persistAsked: number }).__persistAsked++;
      return persist();
    };
  });
  // A product page the visitor opens, and reads to its foot, before saving the listing is theirs:
  // removing the listing leaves it. (Each page is left once what it loads has arrived: leaving
  // earlier aborts it, and an answer cut off is not kept.)
  // The whole listing seen first: the phone keeps each of its pages' answers.
  await page.goto(`${base}/all/riegos`);
  await pageKept(page);
  await expect(async () => {
    await scrollIntoView(cards(page).last());
    expect(await cards(page).count()).toBe(before.length);
  }).toPass();
  await failures.settled();
  // Then the office adds a product: the newest comes first, and every page of the listing
  // shifts by one. The saving asks the server, not the phone's older pages, and misses none.
  const { token } = (await (
    await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    })
  ).json()) as { token: string };
  const added = await fetch(`${base}/api/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify({
      name: 'Aspersor de impacto recién llegado',
      description: '<p>Llegó hoy.</p>',
      category_id: 3,
      price_id: { visible: true, totalPrice: 450 },
      published: true,
    }),
  });
  expect(added.status).toBe(201);
  const items = await products(base, 'riegos');
  expect(items).toHaveLength(before.length + 1);
  const [opened] = before;
  const notOpened = items.find((item) => item.code !== opened.code)!;

  await page.goto(`${base}/shared/product/${opened.code}`);
  await pageKept(page);
  await scrollIntoView(page.getByRole('contentinfo'));
  const relatedList = page.getByRole('list', { name: 'Servicios relacionados' });
  await expect(relatedList).toBeVisible();
  for (const cover of await relatedList.locator('img').all()) await expectPictureShown(cover);
  await failures.settled();
  await page.goto(`${base}/all/riegos`);
  await failures.settled();
  const pictureCount = () =>
    page.evaluate(async () => (await (await caches.open('agrotec-pictures')).keys()).length);
  const picturesBefore = await pictureCount();
  const panel = page.getByRole('group', { name: 'Guardar sin conexión' });
  await panel.getByRole('button', { name: 'Guardar sin conexión' }).click();
  await expect(panel.getByText(/Guardado en este teléfono: /)).toHaveText(
    new RegExp(`Guardado en este teléfono: ${items.length} productos — \\d+(,\\d)? (MB|KB)$`),
    { timeout: 60_000 },
  );
  expect(
    await page.evaluate(() => (window as unknown as { __persistAsked: number }).__persistAsked),
  ).toBe(1);
  // A product opened by its address after the saving is the visitor's too: removing the listing
  // leaves it, with its pictures. (Its visit stores the page again, as the visitor's copy.)
  const openedAfter = items.find(
    (item) => item.default_image && item.code !== opened.code && item.code !== notOpened.code,
  )!;
  await page.goto(`${base}/shared/product/${openedAfter.code}`);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const copy = await caches.match(location.href, { cacheName: 'agrotec-pages' });
        return Boolean(copy && !copy.headers.has('x-agrotec-saved-copy'));
      }),
    )
    .toBe(true);
  await expectPictureShown(page.getByRole('main').locator('img').first());
  await failures.settled();

  const relatedCovers = new Map<string, number>();
  for (const item of items) {
    const answer = await fetch(`${base}/api/products/c/${encodeURIComponent(item.code)}/related`);
    const related = (await answer.json()) as SearchResult[];
    relatedCovers.set(item.code, related.filter((other) => other.default_image).length);
  }
  expect([...relatedCovers.values()].some((count) => count > 0)).toBe(true);

  await server.stop();

  for (const item of items) {
    await page.goto(`${base}/shared/product/${item.code}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
    if (item.default_image) await expectPictureShown(page.getByRole('main').locator('img').first());
    // The related services' cards show their covers from the phone too (they load once the
    // visitor scrolls down to them).
    await scrollIntoView(page.getByRole('contentinfo'));
    const covers = page.getByRole('list', { name: 'Servicios relacionados' }).locator('img');
    await expect(covers).toHaveCount(relatedCovers.get(item.code)!);
    for (const cover of await covers.all()) await expectPictureShown(cover);
    // Leaving a page aborts what it still loads, which would count as failed.
    await failures.settled();
  }

  await page.goto(`${base}/all/riegos`);
  await expect(cards(page).first()).toBeVisible();
  const picturesSaved = await pictureCount();
  expect(picturesSaved).toBeGreaterThan(picturesBefore);
  // What the saving added, and what the page opened after it shows, as the saving recorded them.
  const record = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('agrotec.offline.products.riegos') ?? '{}') as {
        urls: string[];
        pages: Record<string, string[]>;
      },
  );
  const isPicture = (url: string) => /\/images\/\d+\//.test(url);
  const shownAfter = new Set(record.pages[`/shared/product/${openedAfter.code}`]);
  expect([...shownAfter].filter(isPicture).length).toBeGreaterThan(0);
  await panel.getByRole('button', { name: /Quitar de este teléfono/ }).click();
  await expect(panel.getByRole('button', { name: 'Guardar sin conexión' })).toBeVisible();
  // The pictures the saving added are gone, but for those of the page opened after it; those
  // of the pages the visitor had opened before it were never the saving's, and stay.
  const kept = (path: string) =>
    page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreVary: true })), path);
  for (const url of record.urls.filter(isPicture))
    expect(await kept(url)).toBe(shownAfter.has(url));
  const picturesLeft = await pictureCount();
  expect(picturesLeft).toBeLessThan(picturesSaved);
  expect(picturesLeft).toBeGreaterThan(0);
  // So are the answers it fetched (an item's picture names, asked for by the saving only).
  expect(await kept(`/api/products/images/names/${notOpened.id}`)).toBe(false);
  await page.goto(`${base}/shared/product/${notOpened.code}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
  for (const item of [opened, openedAfter]) {
    await page.goto(`${base}/shared/product/${item.code}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
    if (item.default_image) await expectPictureShown(page.getByRole('main').locator('img').first());
    await failures.settled();
  }
  failures.everythingSaved();
});

test("online, a deleted item's page answered 404 never shows its saved copy, and sends no view", async ({
  page,
  consoleErrors,
}) => {
  server = await startServer({ port: PORT, dataDir: newDataDir() });
  const base = server.url;
  const [product] = await products(base, 'riegos');
  const path = `/shared/product/${encodeURIComponent(product.code)}`;
  /** Whether the worker keeps the product's page and its answer by code, in that order. */
  const savedCopies = () =>
    page.evaluate(
      async ({ path, answer }) => [
        Boolean(await caches.match(path, { cacheName: 'agrotec-pages', ignoreVary: true })),
        Boolean(await caches.match(answer, { cacheName: 'agrotec-data', ignoreVary: true })),
      ],
      { path, answer: `/api/products/c/${encodeURIComponent(product.code)}` },
    );

  // Opened from its listing's card: the phone keeps the page and the product's answer.
  await page.goto(`${base}/all/riegos`);
  await pageKept(page);
  await appListening(page);
  await cards(page).filter({ hasText: product.name }).first().getByRole('heading').click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect.poll(savedCopies).toEqual([true, true]);

  // The office deletes it.
  const { token } = (await (
    await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    })
  ).json()) as { token: string };
  const deleted = await fetch(`${base}/api/products/${product.id}`, {
    method: 'DELETE',
    headers: { 'x-access-token': token },
  });
  expect(deleted.ok).toBe(true);

  // Online, its address: the server's 404, never the saved copy, and no view for it.
  const views: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') views.push(request.postData() ?? '');
  });
  const answer = await page.goto(`${base}${path}`);
  expect(answer?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Producto no encontrado' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toHaveCount(0);
  await expect(notice(page)).toHaveCount(0);
  // The worker dropped both copies: without a signal the address is a page never saved.
  await expect.poll(savedCopies).toEqual([false, false]);
  expect(views).toEqual([]);
  await server.stop();
  await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toHaveCount(0);
  // The browser logs the server's 404 for the deleted product's page.
  const others = consoleErrors.filter((error) => !/status of 404 \(Not Found\)$/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});

test("Back to a saved page without a signal: the saved copy, still marked 'Sin conexión'", async ({
  page,
}) => {
  server = await startServer({ port: PORT, dataDir: newDataDir() });
  const base = server.url;
  const [product] = await products(base, 'invernaderos');
  const savedAt = () =>
    page.evaluate(async (header) => {
      const copy = await caches.match(location.href, { cacheName: 'agrotec-pages' });
      return copy?.headers.get(header);
    }, FETCHED_AT_HEADER);

  await page.goto(`${base}/shared/product/${product.code}`);
  await pageKept(page);
  const fetchedAt = await savedAt();
  expect(fetchedAt).toBeTruthy();

  // Without a signal, the page is opened again (from the home screen, or a link).
  await server.stop();
  await page.goto(`${base}/shared/product/${product.code}`);
  const heading = page.getByRole('heading', { level: 1, name: product.name });
  await expect(heading).toBeVisible();
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
  const noticeText = await notice(page).textContent();

  // A listing never opened, from the phone menu: the offline page.
  await appListening(page);
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
  await page
    .getByRole('dialog', { name: 'Menú de navegación' })
    .getByRole('link', { name: 'Laboratorios', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();

  // Back: the browser's own copy of the page (a history load prefers it; no test routes a
  // request, which would turn that cache off) is not taken for the server's answer. The saved copy shows, says so, and keeps the time it was fetched.
  await page.goBack();
  await expect(heading).toBeVisible();
  await expect(notice(page)).toHaveText(noticeText!);
  expect(await savedAt()).toBe(fetchedAt);
});

test('Back from the offline page to a listing: the cards loaded so far, at the same card', async ({
  page,
}) => {
  server = await startServer({ port: PORT, dataDir: newDataDir() });
  const base = server.url;
  const neverSeen = (await products(base, 'invernaderos')).at(-1)!;

  await page.goto(`${base}/all/invernaderos`);
  await pageKept(page);
  await scrollIntoView(cards(page).last());
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(16);
  const target = cards(page).nth(11);
  await scrollIntoView(target);
  await page.waitForTimeout(400);
  const name = (await target.getByRole('heading').textContent())!;

  // Without a signal, a page never opened: the offline page, a document of its own.
  await server.stop();
  await page.goto(`${base}/shared/product/${neverSeen.code}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();

  // Back on a slow phone (a fixed 13× here): the page hydrates, and its cards come back from the
  // cache and render, seconds after the app's frame has started. The position waits for them
  // (src/start/scroll-hold.ts); with a fixed wait from the frame's start it landed on the server's
  // first cards.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 13 });
  await page.goBack();
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE, { timeout: 20_000 });
  await expect(page.getByRole('article', { name })).toBeInViewport({ timeout: 30_000 });
  expect(await cards(page).count()).toBeGreaterThanOrEqual(16);
});

test('a comparison of saved items opens with the server stopped, inside the app and as a document', async ({
  page,
}) => {
  server = await startServer({ port: PORT, dataDir: newDataDir() });
  const failures = watchFailures(page);
  const base = server.url;
  const three = (await products(base, 'invernaderos')).slice(0, 3);
  const { specs } = (await (await fetch(`${base}/api/specs/products/2`)).json()) as {
    specs: Array<{ label: string }>;
  };
  await saveTheListing(page, `${base}/all/invernaderos`);
  for (const item of three)
    await page
      .getByRole('article', { name: item.name, exact: true })
      .getByRole('button', { name: 'Comparar', exact: true })
      .click();
  const bar = page.getByRole('region', { name: 'Comparar (3)' });
  await expect(bar).toBeVisible();
  await failures.settled();
  await server.stop();

  const shown = async () => {
    const table = page.getByRole('region', { name: /^Tabla de comparación/ });
    const columns = table.getByRole('columnheader');
    await expect(columns).toHaveCount(3);
    for (const [index, item] of three.entries()) {
      await expect(columns.nth(index).getByRole('link', { name: item.name })).toBeVisible();
      if (item.default_image) await expectPictureShown(columns.nth(index).locator('img'));
    }
    await expect(table.getByRole('rowheader')).toHaveText(specs.map((spec) => spec.label));
  };
  // Inside the app: 'Ver comparación' from the bar.
  await bar.getByRole('link', { name: 'Ver comparación' }).click();
  await shown();
  // As a document (a reload, a link opened again): a page the phone never had, from its shell.
  await page.reload();
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
  await shown();
  await failures.settled();
  failures.everythingSaved();
});

test('a saved listing is filtered and sorted on the phone with the server stopped', async ({
  page,
}) => {
  server = await startServer({ port: PORT, dataDir: newDataDir() });
  const failures = watchFailures(page);
  const base = server.url;
  const saved = await products(base, 'invernaderos');
  // The cover most saved greenhouses share, and what the server answers for it sorted by price.
  const facets = (await (await fetch(`${base}/api/products/category/a/2/facets`)).json()) as {
    facets: Array<{ key: string; label: string; values?: Array<{ value: string; count: number }> }>;
  };
  const cover = facets.facets.find((facet) => facet.key === 'cubierta')!;
  const value = [...cover.values!].sort((a, b) => b.count - a.count)[0];
  expect(value.count).toBeGreaterThan(1);
  expect(value.count).toBeLessThan(saved.length);
  const expected = (await (
    await fetch(
      `${base}/api/products/category/a/2?page=0&size=100&order_by=price&order_direction=asc&f.cubierta=${encodeURIComponent(value.value)}`,
    )
  ).json()) as Paged<Product>;

  await saveTheListing(page, `${base}/all/invernaderos`);
  await failures.settled();
  await server.stop();

  // Without a network: the drawer counts what the phone holds, the cards are the server's.
  await page.getByRole('button', { name: /^Filtrar/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtrar' });
  const box = drawer
    .getByRole('group', { name: cover.label })
    .getByRole('checkbox', { name: `${value.value} (${value.count})` });
  await box.locator('xpath=..').click();
  await expect(box).toBeChecked();
  await drawer.getByRole('button', { name: `Ver ${value.count} productos` }).click();
  await expect(drawer).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('precio-asc');
  await expect(page).toHaveURL(/orden=precio-asc.*cubierta=/);
  await expect(
    page.getByText(`Filtrado en este teléfono: ${value.count} de ${saved.length} guardados`),
  ).toBeVisible();
  await expect(page.getByText(`${value.count} productos`, { exact: true })).toBeVisible();
  const names = expected.content.map((item) => item.name);
  const cardNames = () => cards(page).getByRole('heading').allTextContents();
  await expect.poll(cardNames).toEqual(names.slice(0, 8));
  // The rest, as the visitor scrolls: every match, in the server's order.
  while ((await cards(page).count()) < names.length) await scrollIntoView(cards(page).last());
  await expect.poll(cardNames).toEqual(names);
  // Reloaded (or the link opened again): the listing's saved copy, filtered on the phone.
  await page.reload();
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
  await expect(
    page.getByText(`Filtrado en este teléfono: ${value.count} de ${saved.length} guardados`),
  ).toBeVisible();
  await expect.poll(async () => (await cardNames()).slice(0, 8)).toEqual(names.slice(0, 8));
  await failures.settled();
  failures.everythingSaved();
});

test('a saving cut off by a lost signal says so, keeps no half-saved listing, and can be tried again', async ({
  page,
}) => {
  server = await startServer({ port: PORT, dataDir: newDataDir() });
  const failures = watchFailures(page);
  const base = server.url;
  await page.goto(`${base}/all/riegos`);
  await pageKept(page);
  await failures.settled();
  const panel = page.getByRole('group', { name: 'Guardar sin conexión' });
  await panel.getByRole('button', { name: 'Guardar sin conexión' }).click();
  const progress = page.getByText(/^Guardando para ver sin conexión… \d+ de \d+$/);
  await expect(progress).toBeVisible({ timeout: 30_000 });
  await page.context().setOffline(true);

  // The saving stops with the first download that fails: the message stays, the bar goes.
  const failed = panel.getByRole('alert');
  await expect(failed).toHaveText(
    'No se pudo guardar todo. Revise la conexión e intente de nuevo.',
  );
  await expect(page.getByText(/^Guardando para ver sin conexión/)).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Guardar sin conexión' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(failed).toBeVisible();
  await expect(panel.getByRole('button', { name: /Quitar de este teléfono/ })).toHaveCount(0);

  await page.context().setOffline(false);
  await panel.getByRole('button', { name: 'Guardar sin conexión' }).click();
  await expect(panel.getByText(/Guardado en este teléfono: /)).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole('button', { name: /Quitar de este teléfono/ })).toBeVisible();
});

test("a new build while a tab is open: 'Nueva versión disponible', 'Actualizar' keeps the quote list", async ({
  page,
}) => {
  const dataDir = newDataDir();
  server = await startServer({ port: PORT, dataDir, clientDir: copyOfBuild('one') });
  const base = server.url;
  const [first] = await products(base, 'maquinarias');

  await page.goto(`${base}/all/maquinarias`);
  await pageKept(page);
  await cards(page)
    .filter({ hasText: first.name })
    .getByRole('button', { name: 'Agregar a la cotización' })
    .click();
  await expect(quoteButton(page)).toHaveAccessibleName('Cotización (1)');

  // Deployed: the same data, the next build.
  await server.stop();
  server = await startServer({ port: PORT, dataDir, clientDir: copyOfBuild('two') });
  // The tab is shown again (the visitor comes back to it): the site looks for a new build.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const update = page.getByRole('status').filter({ hasText: 'Nueva versión disponible' });
  await expect(update).toBeVisible({ timeout: 30_000 });
  await update.getByRole('button', { name: 'Actualizar' }).click();
  await page.waitForEvent('load');
  await appListening(page);
  await expect(update).toBeHidden();
  await expect(quoteButton(page)).toHaveAccessibleName('Cotización (1)');
});
