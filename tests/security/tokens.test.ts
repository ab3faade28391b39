import type { RouteEntry } from '@/server/plugins/route-table';
import {
  call,
  createProduct,
  createUser,
  fillPath,
  forgedTokens,
  rawExchange,
  serverRoutes,
  signIn,
  storedState,
  type Item,
} from './client';
import { ADMIN, serverForThisFile } from './server';

/*
 * Tokens and the guard of protected routes, attacked from outside (fixes 1 and 3). The protected
 * routes come from the server's own route table, so a route added later is attacked too.
 */

const target = serverForThisFile();
let admin: { token: string; user: { id: number } };
let editor: Awaited<ReturnType<typeof createUser>>;
let routes: RouteEntry[];
let item: Item;

beforeAll(async () => {
  routes = await serverRoutes();
  admin = await signIn(target.server);
  editor = await createUser(target.server, admin.token, 'editora', 'editor');
  item = await createProduct(target.server, admin.token, { published: false });
});

const protectedRoutes = () => routes.filter((r) => r.auth);
const pathOf = (route: RouteEntry) => fillPath(route.url, { id: String(item.id) });

test('the route table names the protected routes, and every write but sign-in and the demand beacon is one', () => {
  const writes = routes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
  // The public site's anonymous demand counts (issue 23) are sent without a token by design.
  expect(writes.filter((r) => !r.auth)).toEqual([
    { method: 'POST', url: '/api/auth/signin' },
    { method: 'POST', url: '/api/events' },
  ]);
  expect(protectedRoutes().length).toBeGreaterThanOrEqual(20);
  for (const url of ['/api/users', '/api/admin/summary', '/api/products/:id', '/api/auth/signout'])
    expect(protectedRoutes().map((r) => r.url)).toContain(url);
});

test('forged tokens (alg none, wrong key, expired, tampered, other algorithm) get 401 on every protected route, and change nothing', async () => {
  const before = await storedState(target.server, admin.token);
  const forged = await forgedTokens(admin.user.id, admin.token);
  for (const route of protectedRoutes()) {
    for (const [kind, token] of Object.entries(forged)) {
      const res = await call(target.server, pathOf(route), { method: route.method, token });
      expect({ route: `${route.method} ${route.url}`, kind, status: res.status }).toEqual({
        route: `${route.method} ${route.url}`,
        kind,
        status: 401,
      });
    }
  }
  expect(await storedState(target.server, admin.token)).toEqual(before);
});

test('fix 1: without a token every protected route answers 401, and a non-admin 403 on admin routes, whatever the body', async () => {
  const before = await storedState(target.server, admin.token);
  const bodies: Array<[string, Record<string, string>, string | undefined]> = [
    ['no body', {}, undefined],
    ['empty JSON', { 'content-type': 'application/json' }, ''],
    ['malformed JSON', { 'content-type': 'application/json' }, '{"name": '],
    ['text/plain', { 'content-type': 'text/plain' }, 'hola'],
    ['broken multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nbasura'],
    [
      'a megabyte of JSON',
      { 'content-type': 'application/json' },
      JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    ],
  ];
  for (const route of protectedRoutes()) {
    const label = `${route.method} ${route.url}`;
    for (const [kind, headers, body] of bodies) {
      // fetch sends no body with GET or HEAD.
      if ((route.method === 'HEAD' || route.method === 'GET') && body !== undefined) continue;
      const anonymous = await call(target.server, pathOf(route), {
        method: route.method,
        headers,
        body,
      });
      expect({ label, kind, status: anonymous.status }).toEqual({ label, kind, status: 401 });
      if (route.method !== 'HEAD')
        expect(anonymous.json()).toEqual({
          message: 'Debe iniciar sesión para realizar esta acción.',
        });
      if (route.auth === 'admin') {
        const asEditor = await call(target.server, pathOf(route), {
          method: route.method,
          headers,
          body,
          token: editor.token,
        });
        expect({ label, kind, status: asEditor.status }).toEqual({ label, kind, status: 403 });
      }
    }
  }
  expect(await storedState(target.server, admin.token)).toEqual(before);
});

test('fix 1: the 401 comes before the body is read: a request that never finishes its body is refused at once', async () => {
  for (const route of protectedRoutes().filter((r) => r.method !== 'GET' && r.method !== 'HEAD')) {
    const head =
      `${route.method} ${pathOf(route)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: 500000\r\nConnection: close\r\n\r\n`;
    const { response, ms } = await rawExchange(target.server, head, {
      body: '{"name":"',
      waitMs: 5000,
    });
    expect({ route: `${route.method} ${route.url}`, answer: response.split('\r\n')[0] }).toEqual({
      route: `${route.method} ${route.url}`,
      answer: 'HTTP/1.1 401 Unauthorized',
    });
    expect(ms).toBeLessThan(4000);
  }
});

test('mass assignment: read-only fields are ignored, unknown ones refused, and nothing else changes', async () => {
  const other = await createProduct(target.server, admin.token);
  const created = await createProduct(target.server, admin.token, {
    id: other.id,
    created_at: '2000-01-01T00:00:00.000Z',
    updated_at: '2000-01-01T00:00:00.000Z',
  });
  expect(created.id).not.toBe(other.id);
  expect(created.created_at.startsWith('2000')).toBe(false);
  const before = await storedState(target.server, admin.token);
  const attempts: Array<[string, string, object]> = [
    [
      'POST',
      '/api/products',
      {
        name: 'x',
        description: '',
        category_id: 2,
        price_id: { visible: true, totalPrice: 1 },
        kind: 'service',
      },
    ],
    [
      'POST',
      '/api/products',
      {
        name: 'x',
        description: '',
        category_id: 2,
        price_id: { visible: true, totalPrice: 1, price_cents: 1 },
      },
    ],
    [
      'PUT',
      `/api/products/${created.id}`,
      {
        name: 'x',
        description: '',
        category_id: 2,
        price_id: { visible: true, totalPrice: 1 },
        group_id: 3,
      },
    ],
    [
      'POST',
      '/api/users',
      { username: 'intrusa', password: 'clave-larga-123', role: 'editor', roles: ['admin'] },
    ],
    [
      'POST',
      '/api/users',
      { username: 'intrusa', password: 'clave-larga-123', role: 'editor', token_version: 5 },
    ],
    [
      'PUT',
      `/api/users/${editor.user.id}/password`,
      { password: 'clave-larga-123', roles: ['admin'] },
    ],
  ];
  for (const [method, url, body] of attempts) {
    const res = await call(target.server, url, { method, token: admin.token, body });
    expect({ method, url, status: res.status }).toEqual({ method, url, status: 400 });
    expect(res.json<{ message: string }>().message).toMatch(/^El campo «.+» no está permitido\.$/);
  }
  const signInWithRoles = await call(target.server, '/api/auth/signin', {
    method: 'POST',
    body: { username: editor.username, password: editor.password, roles: [{ name: 'admin' }] },
  });
  expect(signInWithRoles.status).toBe(400);
  // A PUT that names another item's id in its body changes only the item of the path.
  const put = await call(target.server, `/api/products/${created.id}`, {
    method: 'PUT',
    token: admin.token,
    body: {
      ...created,
      id: other.id,
      name: 'Solo este cambia',
      category_id: 2,
      price_id: { visible: true, totalPrice: 5 },
    },
  });
  expect(put.status).toBe(200);
  const after = await storedState(target.server, admin.token);
  const renamed = (after['/api/products/category/2'] as Item[]).find((i) => i.id === created.id)!;
  expect(renamed.name).toBe('Solo este cambia');
  expect((after['/api/products/category/2'] as Item[]).find((i) => i.id === other.id)).toEqual(
    (before['/api/products/category/2'] as Item[]).find((i) => i.id === other.id),
  );
});

test('fix 3: every answer to a request with a token, and every /api/auth answer, is Cache-Control: no-store', async () => {
  for (const route of routes.filter((r) => r.url.startsWith('/api/') && r.method === 'GET')) {
    for (const token of [admin.token, editor.token, 'not-a-token']) {
      const res = await call(target.server, pathOf(route), { token });
      expect({
        route: route.url,
        status: res.status,
        cache: res.headers.get('cache-control'),
      }).toEqual({
        route: route.url,
        status: res.status,
        cache: 'no-store',
      });
    }
  }
  const answers = [
    await call(target.server, '/api/auth/signin', {
      method: 'POST',
      body: { username: ADMIN.username, password: ADMIN.password },
    }),
    await call(target.server, '/api/auth/signin', {
      method: 'POST',
      body: { username: ADMIN.username, password: 'mala' },
    }),
    await call(target.server, '/api/auth/signin', { method: 'POST', body: {} }),
    await call(target.server, '/api/auth/signout', { method: 'POST' }),
  ];
  expect(answers.map((a) => [a.status, a.headers.get('cache-control')])).toEqual([
    [200, 'no-store'],
    [401, 'no-store'],
    [400, 'no-store'],
    [401, 'no-store'],
  ]);
  // The public cache keeps serving visitors a public answer, never one computed for a token.
  const visitor = await call(target.server, '/api/products/category/a/2');
  expect(visitor.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  const withToken = await call(target.server, '/api/products/category/a/2', { token: admin.token });
  expect(withToken.headers.get('cache-control')).toBe('no-store');
  expect(withToken.headers.get('etag')).toBe(visitor.headers.get('etag'));
});
