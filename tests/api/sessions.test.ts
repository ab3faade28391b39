import { ADMIN, createTestContext, EDITOR, type TestContext } from './helper';
import { auth, createItem, expectError, PRODUCT_KIND } from './fixtures';

const INVALID_SESSION = 'Su sesión expiró o no es válida. Ingrese nuevamente.';
const NO_SESSION = 'Debe iniciar sesión para realizar esta acción.';
const FORBIDDEN = 'No tiene permiso para realizar esta acción.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const summary = (token: string) => ctx.inject({ url: '/api/admin/summary', headers: auth(token) });
const userId = async (username: string) => {
  const users = (await ctx.inject({ url: '/api/users', headers: auth(ctx.adminToken) })).json<
    Array<{ id: number; username: string }>
  >();
  return users.find((u) => u.username === username)!.id;
};

describe('sessions end for real', () => {
  test('sign-out: 204, and every token of that user issued before is refused (401)', async () => {
    const first = await ctx.signIn(ADMIN.username, ADMIN.password);
    const second = await ctx.signIn(ADMIN.username, ADMIN.password);
    expect((await summary(first)).statusCode).toBe(200);
    const out = await ctx.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: auth(first),
    });
    expect(out.statusCode).toBe(204);
    expect(out.headers['cache-control']).toBe('no-store');
    expectError(await summary(first), 401, INVALID_SESSION);
    expectError(await summary(second), 401, INVALID_SESSION);
    // Signing out again with the ended token is refused too; a new sign-in works.
    expectError(
      await ctx.inject({ method: 'POST', url: '/api/auth/signout', headers: auth(first) }),
      401,
      INVALID_SESSION,
    );
    const fresh = await ctx.signIn(ADMIN.username, ADMIN.password);
    expect((await summary(fresh)).statusCode).toBe(200);
    ctx.adminToken = fresh;
  });

  test('sign-out without a token is a 401 and ends nothing', async () => {
    expectError(await ctx.inject({ method: 'POST', url: '/api/auth/signout' }), 401, NO_SESSION);
    expect((await summary(ctx.adminToken)).statusCode).toBe(200);
  });

  test("an admin's reset of a password ends that user's tokens, not the admin's", async () => {
    const editorToken = await ctx.signIn(EDITOR.username, EDITOR.password);
    const listing = () =>
      ctx.inject({ url: '/api/products/category/2', headers: auth(editorToken) });
    expect((await listing()).statusCode).toBe(200);
    const reset = await ctx.inject({
      method: 'PUT',
      url: `/api/users/${await userId(EDITOR.username)}/password`,
      headers: auth(ctx.adminToken),
      payload: { password: 'otra-clave-segura-1' },
    });
    expect(reset.statusCode).toBe(204);
    expectError(await listing(), 401, INVALID_SESSION);
    expect((await summary(ctx.adminToken)).statusCode).toBe(200);
    await ctx.signIn(EDITOR.username, 'otra-clave-segura-1');
  });

  test('changing your own password ends your own earlier tokens too', async () => {
    const before = ctx.adminToken;
    const change = await ctx.inject({
      method: 'PUT',
      url: `/api/users/${await userId(ADMIN.username)}/password`,
      headers: auth(before),
      payload: { password: 'clave-nueva-del-admin' },
    });
    expect(change.statusCode).toBe(204);
    expectError(await summary(before), 401, INVALID_SESSION);
    ctx.adminToken = await ctx.signIn(ADMIN.username, 'clave-nueva-del-admin');
    expect((await summary(ctx.adminToken)).statusCode).toBe(200);
  });
});

describe('protected routes check the token before the body', () => {
  const bodies: Array<{ label: string; headers: Record<string, string>; payload?: string }> = [
    { label: 'no body', headers: {} },
    { label: 'empty JSON', headers: { 'content-type': 'application/json' }, payload: '' },
    { label: 'malformed JSON', headers: { 'content-type': 'application/json' }, payload: '{"na' },
    { label: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'hola' },
    {
      label: 'two megabytes of JSON',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    },
  ];
  const writes = [
    ['POST', '/api/products'],
    ['PUT', '/api/products/1'],
    ['PUT', '/api/products/abc'],
    ['PUT', '/api/services/1/images/order'],
    ['POST', '/api/services/images/upload/1'],
    ['POST', '/api/users'],
    ['PUT', '/api/users/1/password'],
  ] as const;

  test('without a token: 401 whatever the body; with a non-admin token: 403', async () => {
    const editorToken = await ctx.signIn(EDITOR.username, 'otra-clave-segura-1');
    for (const [method, url] of writes) {
      for (const body of bodies) {
        const anonymous = await ctx.inject({ method, url, ...body });
        expect({ method, url, body: body.label, status: anonymous.statusCode }).toEqual({
          method,
          url,
          body: body.label,
          status: 401,
        });
        expectError(anonymous, 401, NO_SESSION);
        const editor = await ctx.inject({
          method,
          url,
          headers: { ...body.headers, ...auth(editorToken) },
          payload: body.payload,
        });
        expectError(editor, 403, FORBIDDEN);
      }
    }
  });
});

describe('numbers outside the safe range', () => {
  const values = ['Infinity', '-Infinity', '1e309', '9007199254740993', '-1', 'NaN', '1.5'];

  test('page and size of the public and the admin listings: 400 in Spanish, never a 500', async () => {
    for (const list of ['/api/products/category/a/2', '/api/services/type/3']) {
      for (const field of ['page', 'size']) {
        for (const value of values) {
          const res = await ctx.inject({
            url: `${list}?${field}=${encodeURIComponent(value)}`,
            headers: auth(ctx.adminToken),
          });
          expectError(res, 400, /^El campo «(página|tamaño de página)» /);
        }
      }
    }
  });

  test('an id in a path: 400 in Spanish, never a 500', async () => {
    const item = await createItem(ctx, PRODUCT_KIND);
    for (const value of values) {
      for (const url of [`/api/products/${value}`, `/api/products/images/names/${value}`]) {
        expectError(
          await ctx.inject({ url, headers: auth(ctx.adminToken) }),
          400,
          /^El campo «id» /,
        );
      }
    }
    expect(
      (await ctx.inject({ url: `/api/products/${item.id}`, headers: auth(ctx.adminToken) }))
        .statusCode,
    ).toBe(200);
  });

  test('a price of 1e309 in a JSON body is a 400', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...auth(ctx.adminToken), 'content-type': 'application/json' },
      payload: `{"name":"Infinito","description":"","category_id":2,"price_id":{"visible":true,"totalPrice":1e309}}`,
    });
    expectError(res, 400, /^El campo «precio» debe ser un número/);
  });
});

describe('Cache-Control', () => {
  test('every answer to a request with a token, and every /api/auth answer, is no-store', async () => {
    const withToken = [
      '/api/products/category/2',
      '/api/products/category/a/2',
      '/api/admin/summary',
      '/api/users',
      '/api/products/999999',
      '/api/no-existe',
    ];
    for (const url of withToken) {
      const res = await ctx.inject({ url, headers: auth(ctx.adminToken) });
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({
        url,
        cacheControl: 'no-store',
      });
    }
    const bad = await ctx.inject({ url: '/api/admin/summary', headers: auth('x') });
    expect(bad.headers['cache-control']).toBe('no-store');
    for (const payload of [{ username: ADMIN.username, password: 'clave-nueva-del-admin' }, {}]) {
      const res = await ctx.inject({ method: 'POST', url: '/api/auth/signin', payload });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  test('the public cache neither keeps nor serves answers to requests with a token', async () => {
    const url = '/api/products/category/a/4';
    const withToken = await ctx.inject({ url, headers: auth(ctx.adminToken) });
    expect(withToken.headers['cache-control']).toBe('no-store');
    const size = ctx.app.publicCache.size;
    await ctx.inject({ url, headers: auth(ctx.adminToken) });
    expect(ctx.app.publicCache.size).toBe(size);
    const visitor = await ctx.inject({ url });
    expect(visitor.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(ctx.app.publicCache.size).toBe(size + 1);
    // Served from the cache to a visitor; a request with a token is answered afresh.
    expect(
      (await ctx.inject({ url, headers: auth(ctx.adminToken) })).headers['cache-control'],
    ).toBe('no-store');
    expect(visitor.body).toBe(withToken.body);
  });
});

describe('the route table', () => {
  test('lists every route with who may call it; every write but sign-in is protected', () => {
    const routes = ctx.app.routeTable();
    expect(routes).toContainEqual({ method: 'POST', url: '/api/auth/signout', auth: 'user' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/users', auth: 'admin' });
    expect(routes).toContainEqual({ method: 'HEAD', url: '/api/products/:id', auth: 'user' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/products/c/:code' });
    const openWrites = routes.filter(
      (r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && !r.auth,
    );
    // The demand counts take anonymous events from the public site (issue 23).
    expect(openWrites).toEqual([
      { method: 'POST', url: '/api/auth/signin' },
      { method: 'POST', url: '/api/events' },
    ]);
  });
});
