import type { RouteEntry } from '@/server/plugins/route-table';
import {
  call,
  createProduct,
  fillPath,
  rawGet,
  serverRoutes,
  signIn,
  storedState,
  type Item,
} from './client';
import { serverForThisFile } from './server';

/*
 * What a visitor can send: stored XSS, numbers out of range, unknown and climbing paths,
 * headers, CORS, oversized and mistyped bodies, and a bounded fuzz run over every route.
 */

const target = serverForThisFile();
let adminToken: string;
let routes: RouteEntry[];
let item: Item;

beforeAll(async () => {
  routes = await serverRoutes();
  adminToken = (await signIn(target.server)).token;
  item = await createProduct(target.server, adminToken, { code: 'producto-base' });
});

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle/></svg>',
  '<a href="javascript:alert(1)">enlace</a>',
  '<a href="JaVaScRiPt:alert(1)">enlace</a>',
  '<a href="&#106;avascript:alert(1)">enlace</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">estilo</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '"><script>alert(1)</script>',
  '<div onmouseover="alert(1)">pasa</div>',
  '<form action="https://evil.example"><button>enviar</button></form>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
];
const DANGEROUS =
  /<script|<iframe|<object|<svg|<math|<style|<form|<base|<meta|<body|\son\w+\s*=|javascript:|&#106;avascript/i;

test('stored XSS: a corpus of payloads is stored sanitised and the shared page escapes the name', async () => {
  for (const [i, payload] of XSS.entries()) {
    const created = await createProduct(target.server, adminToken, {
      name: `${payload} ${i}`,
      code: `xss-${i}`,
      description: `<p>texto</p>${payload}`,
    });
    expect({ payload, description: created.description }).not.toEqual({
      payload,
      description: expect.stringMatching(DANGEROUS),
    });
    // The name is text: the share page (HTML from the server) carries it escaped.
    const page = await call(target.server, `/shared/product/xss-${i}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(payload);
    expect(page.body).not.toMatch(
      /<script>alert|<img[^>]*onerror|<svg[^>]*onload|<body[^>]*onload|<iframe/i,
    );
  }
});

test('fix 2: page, size and every id out of the safe integer range are a 400 in Spanish, never a 500', async () => {
  const before = await storedState(target.server, adminToken);
  const values = ['Infinity', '-Infinity', '1e309', '9007199254740993', '-1', '1.5', 'NaN'];
  const listings = [
    '/api/products/category/a/2',
    '/api/services/type/a/3',
    '/api/products/category/2',
    '/api/services/type/3',
  ];
  for (const list of listings) {
    for (const field of ['page', 'size']) {
      for (const value of values) {
        const res = await call(target.server, `${list}?${field}=${encodeURIComponent(value)}`, {
          token: adminToken,
        });
        expect({ list, field, value, status: res.status }).toEqual({
          list,
          field,
          value,
          status: 400,
        });
        expect(res.json<{ message: string }>().message).toMatch(
          /^El campo «(página|tamaño de página)» /,
        );
      }
    }
  }
  const withIds = routes.filter((r) => r.url.includes(':id') && r.method !== 'HEAD');
  expect(withIds.length).toBeGreaterThanOrEqual(10);
  for (const route of withIds) {
    for (const value of values) {
      const res = await call(
        target.server,
        fillPath(route.url, { id: encodeURIComponent(value) }),
        {
          method: route.method,
          token: adminToken,
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { body: { password: 'x' } }),
        },
      );
      expect({ route: `${route.method} ${route.url}`, value, status: res.status }).toEqual({
        route: `${route.method} ${route.url}`,
        value,
        status: 400,
      });
      expect(res.json<{ message: string }>().message).toMatch(/^El campo «id» /);
    }
  }
  expect(await storedState(target.server, adminToken)).toEqual(before);
});

test("fix 5: an unknown /api path is the API's JSON 404 for every method, climbing paths included", async () => {
  for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH']) {
    for (const url of [
      '/api/no-existe',
      '/api/products/1/otra-cosa',
      '/api',
      '/api/static/js/../../index.html',
    ]) {
      const res = await call(target.server, url, { method });
      expect({ method, url, status: res.status, type: res.headers.get('content-type') }).toEqual({
        method,
        url,
        status: 404,
        type: 'application/json; charset=utf-8',
      });
      if (method !== 'HEAD') expect(res.json()).toEqual({ message: 'Recurso no encontrado.' });
    }
  }
  for (const raw of [
    '/api/../../../../etc/passwd',
    '/api/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/api/..%2f..%2fpackage.json',
  ]) {
    const res = await rawGet(target.server, raw);
    expect({ raw, status: res.status, body: res.body }).toEqual({
      raw,
      status: 404,
      body: '{"message":"Recurso no encontrado."}',
    });
  }
});

test('path traversal: no file outside the client build is ever served', async () => {
  const attempts = [
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/static/../../../../etc/passwd',
    '/static/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
    '/static/..%5c..%5c..%5cpackage.json',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/static/%252e%252e/%252e%252e/package.json',
    '/index.html',
    '/../ssr/render-page.cjs',
    '/api/products/images/300/..%2f..%2f..%2fpackage.json',
    '/api/media/images/..%2f..%2fetc%2fpasswd',
  ];
  for (const raw of attempts) {
    const res = await rawGet(target.server, raw);
    expect({
      raw,
      leaked: /root:x:0:0|"agrotec-catalogo"|<!--app-head-->|module\.exports/.test(res.body),
    }).toEqual({ raw, leaked: false });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  }
});

test('header sweep: every kind of answer carries the security headers and no server banner', async () => {
  // A built script: one the page names for boot to load (its first scripts are inline).
  const js = /<meta name="app-scripts" content="(\/static\/js\/[^" ]+\.js)/.exec(
    (await call(target.server, '/')).body,
  )?.[1];
  expect(js).toBeTruthy();
  const answers = {
    page: await call(target.server, '/'),
    'missing page': await call(target.server, '/no-existe'),
    script: await call(target.server, js!),
    'API list': await call(target.server, '/api/products/category/a/2'),
    'API error': await call(target.server, '/api/products/999999', { token: adminToken }),
    'API 401': await call(target.server, '/api/users'),
    'API docs': await call(target.server, '/api/docs/json'),
    health: await call(target.server, '/api/health'),
  };
  for (const [kind, res] of Object.entries(answers)) {
    const seen = {
      kind,
      csp: res.headers.get('content-security-policy'),
      nosniff: res.headers.get('x-content-type-options'),
      frame: res.headers.get('x-frame-options'),
      referrer: res.headers.get('referrer-policy'),
      poweredBy: res.headers.get('x-powered-by'),
      server: res.headers.get('server'),
    };
    expect(seen).toEqual({
      kind,
      csp: expect.stringContaining("default-src 'self'"),
      nosniff: 'nosniff',
      frame: 'DENY',
      referrer: 'strict-origin-when-cross-origin',
      poweredBy: null,
      server: null,
    });
    expect(seen.csp).toContain("script-src 'self'");
    expect(seen.csp).toContain("frame-ancestors 'none'");
  }
});

test('CORS: another origin is never allowed, by a simple request or a preflight, and nothing is written', async () => {
  const before = await storedState(target.server, adminToken);
  const origin = { origin: 'https://evil.example' };
  const simple = await call(target.server, '/api/products/category/a/2', { headers: origin });
  expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  expect(simple.headers.get('access-control-allow-credentials')).toBeNull();
  for (const url of [
    '/api/products',
    `/api/products/${item.id}`,
    '/api/users',
    '/api/auth/signin',
  ]) {
    const preflight = await call(target.server, url, {
      method: 'OPTIONS',
      headers: {
        ...origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-access-token, content-type',
      },
    });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    for (const header of [
      'access-control-allow-origin',
      'access-control-allow-methods',
      'access-control-allow-headers',
    ])
      expect(preflight.headers.get(header)).toBeNull();
  }
  expect(await storedState(target.server, adminToken)).toEqual(before);
});

test('oversized and mistyped JSON bodies: 413 and 415 in Spanish, nothing stored', async () => {
  const before = await storedState(target.server, adminToken);
  const big = await call(target.server, '/api/products', {
    method: 'POST',
    token: adminToken,
    body: {
      name: 'Grande',
      description: 'x'.repeat(1024 * 1024 + 10),
      category_id: 2,
      price_id: { visible: true, totalPrice: 1 },
    },
  });
  expect([big.status, big.json()]).toEqual([
    413,
    { message: 'El cuerpo de la solicitud es demasiado grande.' },
  ]);
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
    const res = await call(target.server, '/api/products', {
      method: 'POST',
      token: adminToken,
      headers: { 'content-type': type },
      body: JSON.stringify({
        name: 'x',
        description: '',
        category_id: 2,
        price_id: { visible: true, totalPrice: 1 },
      }),
    });
    expect({ type, status: res.status, body: res.json() }).toEqual({
      type,
      status: 415,
      body: { message: 'Tipo de contenido no admitido.' },
    });
  }
  expect(await storedState(target.server, adminToken)).toEqual(before);
});

/** A small deterministic generator, so a failing fuzz run can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('a bounded fuzz run over every route: never a 500, errors are JSON {message}, and the server stays up', async () => {
  const seed = Number(process.env.FUZZ_SEED ?? 1313);
  const random = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const segments = [
    '1',
    '0',
    '-1',
    'Infinity',
    '1e309',
    '9007199254740993',
    "1' OR '1'='1",
    '%00',
    '%ff%fe',
    '..%2f..',
    'a'.repeat(300),
    '%F0%9F%98%80',
    'null',
    '[]',
    '{}',
    String(item.id),
    'producto-base',
    '300',
    '700',
  ];
  const queryValues = [
    '0',
    '-1',
    'Infinity',
    'NaN',
    '1e309',
    '',
    'name',
    'desc',
    'x'.repeat(200),
    '%00',
    "'; DROP TABLE users;--",
    '<script>',
    '1&page=2',
  ];
  const leaves = () =>
    pick<unknown>([
      null,
      true,
      0,
      -1,
      1e308,
      'x',
      '',
      '<script>alert(1)</script>',
      '\u0000',
      'x'.repeat(5000),
      [],
      {},
      2 ** 64,
    ]);
  const value = (depth: number): unknown => {
    if (depth > 2 || random() < 0.5) return leaves();
    if (random() < 0.3)
      return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
    const keys = [
      'name',
      'code',
      'description',
      'price_id',
      'totalPrice',
      'visible',
      'category_id',
      'type_id',
      'published',
      'default_image',
      'username',
      'password',
      'role',
      'public_names',
      'id',
      '__proto__',
      'constructor',
    ];
    return Object.fromEntries(
      Array.from({ length: Math.floor(random() * 6) }, () => [pick(keys), value(depth + 1)]),
    );
  };
  const rawBodies = [
    '{"a":1e309}',
    '{"name":',
    '[]',
    'null',
    '"x"',
    '{"__proto__":{"admin":true}}',
    '\u0000',
    '{"price_id":{"visible":true,"totalPrice":1e309}}',
  ];
  const targets = routes.filter(
    (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'),
  );
  const failures: string[] = [];
  for (let i = 0; i < 700; i++) {
    const route = pick(targets);
    const path = route.url.replace(/:(\w+)/g, () => pick(segments)).replace(/\*$/, pick(segments));
    const query =
      random() < 0.4
        ? `?${pick(['page', 'size', 'order_by', 'order_direction', 'q', 'x'])}=${encodeURIComponent(pick(queryValues))}`
        : '';
    const token = random() < 0.6 ? adminToken : undefined;
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE' && random() < 0.9;
    const body = hasBody
      ? random() < 0.3
        ? pick(rawBodies)
        : JSON.stringify(value(0))
      : undefined;
    const res = await call(target.server, path + query, {
      method: route.method,
      token,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      body,
    });
    const label = `#${i} ${route.method} ${path}${query} ${body?.slice(0, 80) ?? ''} → ${res.status}`;
    if (res.status >= 500) failures.push(label);
    else if (res.status >= 400 && !/^\{"message":"[^"]/.test(res.body))
      failures.push(`${label} ${res.body.slice(0, 80)}`);
  }
  expect({ seed, failures }).toEqual({ seed, failures: [] });
  expect((await call(target.server, '/api/health')).status).toBe(200);
  expect(target.server.stderr.join('\n')).not.toMatch(/"level":50|unhandled error/);
});

test('32 connections at once, each sending 15 requests: every answer is right and the server keeps up', async () => {
  const statuses = await Promise.all(
    Array.from({ length: 32 }, async (_, connection) => {
      const seen: number[] = [];
      for (let i = 0; i < 15; i++) {
        const url =
          i % 3 === 0
            ? '/api/health'
            : i % 3 === 1
              ? `/api/products/category/a/${1 + (connection % 4)}`
              : '/api/no-existe';
        seen.push((await call(target.server, url)).status);
      }
      return seen;
    }),
  );
  const counts = statuses
    .flat()
    .reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  expect(counts).toEqual({ 200: 320, 404: 160 });
});
