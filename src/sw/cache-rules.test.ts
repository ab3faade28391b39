import {
  CACHES,
  FETCHED_AT_HEADER,
  goneCopies,
  isGoneStatus,
  isItemByCode,
  isBuildFile,
  isCatalogData,
  isNeverCached,
  isPicture,
  pageKey,
  SAVED_COPY_HEADER,
  stampedCopy,
} from './cache-rules';

const SITE = 'https://agrotec.example';
const get = (
  path: string,
  init: { headers?: HeadersInit; referrer?: string; mode?: string } = {},
) => ({
  url: SITE + path,
  method: 'GET',
  headers: new Headers(init.headers),
  referrer: init.referrer ? SITE + init.referrer : '',
  mode: init.mode ?? 'cors',
});

describe('what the service worker never keeps', () => {
  it.each([
    ['sign-in', get('/api/auth/signin')],
    ['a call with the token', get('/api/products/12', { headers: { 'x-access-token': 't' } })],
    [
      'a call with credentials',
      get('/api/products/12', { headers: { authorization: 'Bearer t' } }),
    ],
    ['an admin page', get('/admin/productos', { mode: 'navigate' })],
    ['the admin area itself', get('/admin', { mode: 'navigate' })],
    ["the admin's data", get('/api/admin/insights?from=2026-01-01')],
    ['staff accounts', get('/api/users')],
    [
      'what an admin page loads',
      get('/static/js/admin.1234.chunk.js', { referrer: '/admin/welcome' }),
    ],
    [
      'a picture an admin page shows',
      get('/api/products/images/300/a1', { referrer: '/admin/productos' }),
    ],
  ])('%s', (_, request) => {
    expect(isNeverCached(request)).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('a %s (uploads, writes, beacons)', (method) => {
    expect(isNeverCached({ ...get('/api/products/images/upload/3'), method })).toBe(true);
  });

  it.each([
    ['a public page', get('/all/riegos', { mode: 'navigate' })],
    [
      'a public page opened from the admin area',
      get('/all/riegos', { mode: 'navigate', referrer: '/admin/welcome' }),
    ],
    [
      'a public listing',
      get('/api/products/category/a/2?page=0&size=8', { referrer: '/all/invernaderos' }),
    ],
    ['a picture', get('/api/services/images/700/b2')],
    ['a word that only starts like admin', get('/administracion-de-riego', { mode: 'navigate' })],
  ])('keeps %s', (_, request) => {
    expect(isNeverCached(request)).toBe(false);
  });
});

describe('which rule a public request follows', () => {
  const url = (path: string) => new URL(SITE + path);

  it('pictures: catalogue widths and the site media, not the list of names', () => {
    expect(isPicture(url('/api/products/images/300/a1'))).toBe(true);
    expect(isPicture(url('/api/media/images/login'))).toBe(true);
    expect(isPicture(url('/api/products/images/names/4'))).toBe(false);
  });

  it('catalogue data: public JSON, not beacons, health or the API docs', () => {
    expect(isCatalogData(url('/api/products/c/tunel-1'))).toBe(true);
    expect(isCatalogData(url('/api/products/images/names/4'))).toBe(true);
    expect(isCatalogData(url('/api/search?q=riego'))).toBe(true);
    expect(isCatalogData(url('/api/products/images/300/a1'))).toBe(false);
    expect(isCatalogData(url('/api/events'))).toBe(false);
    expect(isCatalogData(url('/api/health'))).toBe(false);
    expect(isCatalogData(url('/api/docs/json'))).toBe(false);
    expect(isCatalogData(url('/all/riegos'))).toBe(false);
  });

  it('build files: fonts and pictures of the build, not scripts (the shell is precached)', () => {
    expect(isBuildFile(url('/static/media/inter-latin.4f2981d8.woff2'))).toBe(true);
    expect(isBuildFile(url('/static/js/admin.12ab34cd.chunk.js'))).toBe(false);
    expect(isBuildFile(url('/sw.js'))).toBe(false);
  });
});

describe('stampedCopy', () => {
  it('keeps the answer and adds when it was fetched', async () => {
    const original = new Response('{"id":1}', {
      status: 200,
      headers: { 'content-type': 'application/json', etag: '"v1"' },
    });
    const copy = await stampedCopy(original, { now: Date.UTC(2026, 10, 12, 18, 30) });
    expect(copy.status).toBe(200);
    expect(copy.headers.get('etag')).toBe('"v1"');
    expect(copy.headers.get(FETCHED_AT_HEADER)).toBe(String(Date.UTC(2026, 10, 12, 18, 30)));
    expect(copy.headers.has(SAVED_COPY_HEADER)).toBe(false);
    expect(await copy.json()).toEqual({ id: 1 });
  });

  it("marks a page copy only the listing's saving asked for", async () => {
    const page = () =>
      new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
    const saved = await stampedCopy(page(), { savedCopy: true });
    expect(saved.headers.get(SAVED_COPY_HEADER)).toBe('1');
    // A visit stores the page again: the copy is the visitor's, not the saving's.
    expect((await stampedCopy(saved)).headers.has(SAVED_COPY_HEADER)).toBe(false);
  });
});

describe('the address a page is kept under', () => {
  it.each([
    ['/shared/product/riego-por-goteo?fbclid=IwAR0abc', '/shared/product/riego-por-goteo'],
    [
      '/all/invernaderos?utm_source=facebook&utm_medium=post&utm_campaign=otono',
      '/all/invernaderos',
    ],
    ['/buscar?q=invernadero&gclid=Cj0KCQ', '/buscar?q=invernadero'],
    ['/buscar?utm_source=wa&q=riego%20por%20goteo', '/buscar?q=riego%20por%20goteo'],
  ])('%s is kept as %s', (address, kept) => {
    expect(pageKey(SITE + address)).toBe(SITE + kept);
  });

  it.each([
    '/',
    '/buscar?q=invernadero',
    '/buscar?q=utm_source',
    '/all/invernaderos?page=2',
    '/buscar?q=%E0%A4%A',
  ])('%s is kept under its own address', (address) => {
    expect(pageKey(SITE + address)).toBe(SITE + address);
  });
});

describe("an item's answer by code and what a 404 drops", () => {
  it("tells an item's answer by code (network first) from the rest of the catalogue data", () => {
    expect(isItemByCode(new URL(`${SITE}/api/products/c/INV%2001`))).toBe(true);
    expect(isItemByCode(new URL(`${SITE}/api/services/c/curso-de-riego`))).toBe(true);
    expect(isItemByCode(new URL(`${SITE}/api/products/category/a/2?page=0`))).toBe(false);
    expect(isItemByCode(new URL(`${SITE}/api/products/images/names/42`))).toBe(false);
    expect(isItemByCode(new URL(`${SITE}/shared/product/INV-01`))).toBe(false);
  });

  it('counts 404 and 410 as gone, and nothing else', () => {
    expect([200, 304, 400, 404, 410, 500, 503].filter(isGoneStatus)).toEqual([404, 410]);
  });

  it("drops both an item's answer and its page when the answer is gone", () => {
    expect(goneCopies(`${SITE}/api/services/c/curso%20de%20poda`)).toEqual([
      { cacheName: CACHES.data, url: `${SITE}/api/services/c/curso%20de%20poda` },
      { cacheName: CACHES.pages, url: `${SITE}/shared/service/curso%20de%20poda` },
    ]);
  });

  it("drops both an item's page (kept without its tracking parameters) and its answer when the page is gone", () => {
    expect(goneCopies(`${SITE}/shared/product/INV-01?fbclid=abc`)).toEqual([
      { cacheName: CACHES.pages, url: `${SITE}/shared/product/INV-01` },
      { cacheName: CACHES.data, url: `${SITE}/api/products/c/INV-01` },
    ]);
  });

  it('drops only its own copy for any other answer or page', () => {
    expect(goneCopies(`${SITE}/api/products/images/names/42`)).toEqual([
      { cacheName: CACHES.data, url: `${SITE}/api/products/images/names/42` },
    ]);
    expect(goneCopies(`${SITE}/all/no-existe?utm_source=x`)).toEqual([
      { cacheName: CACHES.pages, url: `${SITE}/all/no-existe` },
    ]);
  });
});
