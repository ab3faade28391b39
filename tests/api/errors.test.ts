import type { InjectOptions } from 'fastify';
import { createTestContext, EDITOR, type TestContext } from './helper';
import {
  auth,
  createItem,
  expectError,
  itemBody,
  makeImage,
  PRODUCT_KIND,
  type ApiItem,
} from './fixtures';

/** Bad input of every kind is a 4xx with a Spanish `{message}`: never a 500, never a stack trace. */
let ctx: TestContext;
let item: ApiItem;
let image: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  item = await createItem(ctx, PRODUCT_KIND, { name: 'Existente', code: 'existente' });
  image = await makeImage(64, 64, 'png');
});
afterAll(() => ctx.close());

test('an unknown /api path is a 404 with a Spanish JSON message', async () => {
  for (const options of [
    { url: '/api/whatever' },
    { url: `/api/products/${item.id}/nada` },
    { url: '/api/' },
    { method: 'POST', url: '/api/nada', payload: { a: 1 } },
    { method: 'PATCH', url: `/api/products/${item.id}`, payload: {} },
    { url: '/no-es-api' },
  ] as InjectOptions[]) {
    expectError(await ctx.inject(options), 404, 'Recurso no encontrado.');
  }
});

const HUGE_ID = '99999999999999999999';
const INT4_OVERFLOW = '2147483648';

/** Label, request, and the exact status when one is expected (null: any 4xx). */
const badRequests: Array<[string, () => InjectOptions, number | null]> = [
  [
    'an id beyond any integer (read)',
    () => ({ url: `/api/products/${HUGE_ID}`, headers: auth(ctx.adminToken) }),
    null,
  ],
  [
    'an id just past 32 bits (read)',
    () => ({ url: `/api/products/${INT4_OVERFLOW}`, headers: auth(ctx.adminToken) }),
    null,
  ],
  [
    'an id past 32 bits (names)',
    () => ({ url: `/api/services/images/names/${INT4_OVERFLOW}` }),
    null,
  ],
  [
    'an id past 32 bits (update)',
    () => ({
      method: 'PUT',
      url: `/api/products/${INT4_OVERFLOW}`,
      headers: auth(ctx.adminToken),
      payload: itemBody(PRODUCT_KIND),
    }),
    null,
  ],
  [
    'an id past 32 bits (delete)',
    () => ({
      method: 'DELETE',
      url: `/api/products/${INT4_OVERFLOW}`,
      headers: auth(ctx.adminToken),
    }),
    null,
  ],
  [
    'an id past 32 bits (order)',
    () => ({
      method: 'PUT',
      url: `/api/products/${INT4_OVERFLOW}/images/order`,
      headers: auth(ctx.adminToken),
      payload: { public_names: [] },
    }),
    null,
  ],
  [
    'an id past 32 bits (password)',
    () => ({
      method: 'PUT',
      url: `/api/users/${INT4_OVERFLOW}/password`,
      headers: auth(ctx.adminToken),
      payload: { password: 'clave-segura-1' },
    }),
    null,
  ],
  [
    'an id past 32 bits (user delete)',
    () => ({ method: 'DELETE', url: `/api/users/${INT4_OVERFLOW}`, headers: auth(ctx.adminToken) }),
    null,
  ],
  ['a negative id', () => ({ url: '/api/products/-1', headers: auth(ctx.adminToken) }), 400],
  ['a fractional id', () => ({ url: '/api/products/1.5', headers: auth(ctx.adminToken) }), 400],
  ['a page past the maximum', () => ({ url: '/api/products/category/a/2?page=100001' }), 400],
  ['a page given twice', () => ({ url: '/api/products/category/a/2?page=1&page=2' }), 400],
  ['a search too long', () => ({ url: `/api/products/category/a/2?q=${'x'.repeat(101)}` }), 400],

  ['a NUL byte in a code', () => ({ url: '/api/products/c/%00' }), null],
  ['a code too long', () => ({ url: `/api/products/c/${'a'.repeat(121)}` }), 414],
  ['a NUL byte in an image name', () => ({ url: '/api/products/images/300/ab%00cd' }), null],
  [
    'a NUL byte in an image name to delete',
    () => ({
      method: 'DELETE',
      url: '/api/products/images/ab%00cd',
      headers: auth(ctx.adminToken),
    }),
    null,
  ],
  [
    'a NUL byte in an image order',
    () => ({
      method: 'PUT',
      url: `/api/products/${item.id}/images/order`,
      headers: auth(ctx.adminToken),
      payload: { public_names: ['a\u0000b'] },
    }),
    null,
  ],
  ['a malformed percent-encoding', () => ({ url: '/api/products/c/%E0%A4%A' }), null],
  [
    'a NUL byte in a username',
    () => ({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'ad\u0000min', password: 'x' },
    }),
    null,
  ],
  [
    'a NUL byte in a cover',
    () => ({
      method: 'PUT',
      url: `/api/products/${item.id}`,
      headers: auth(ctx.adminToken),
      payload: { ...item, default_image: 'a\u0000b' },
    }),
    null,
  ],
  [
    'a huge price',
    () => ({
      method: 'POST',
      url: '/api/products',
      headers: auth(ctx.adminToken),
      payload: itemBody(PRODUCT_KIND, { price_id: { visible: true, totalPrice: 1e300 } }),
    }),
    400,
  ],
  [
    'a prototype-poisoning body',
    () => ({
      method: 'POST',
      url: '/api/products',
      headers: { ...auth(ctx.adminToken), 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "name": "x"}',
    }),
    400,
  ],
  [
    'a deeply nested body',
    () => ({
      method: 'POST',
      url: '/api/products',
      headers: { ...auth(ctx.adminToken), 'content-type': 'application/json' },
      payload: '['.repeat(100_000) + ']'.repeat(100_000),
    }),
    null,
  ],
  [
    'a JSON null body',
    () => ({
      method: 'POST',
      url: '/api/products',
      headers: { ...auth(ctx.adminToken), 'content-type': 'application/json' },
      payload: 'null',
    }),
    400,
  ],
  [
    'a JSON body in another charset',
    () => ({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: '{}',
    }),
    null,
  ],
  [
    'a multipart upload without a boundary',
    () => ({
      method: 'POST',
      url: `/api/products/images/upload/${item.id}`,
      headers: { ...auth(ctx.adminToken), 'content-type': 'multipart/form-data' },
      payload: 'x',
    }),
    null,
  ],
  [
    'a multipart upload cut short',
    () => ({
      method: 'POST',
      url: `/api/products/images/upload/${item.id}`,
      headers: { ...auth(ctx.adminToken), 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: Buffer.concat([
        Buffer.from(
          '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        image.subarray(0, 40),
      ]),
    }),
    null,
  ],
  [
    'a multipart part without headers',
    () => ({
      method: 'POST',
      url: `/api/products/images/upload/${item.id}`,
      headers: { ...auth(ctx.adminToken), 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: 'garbage before\r\n--XyZ\r\n\r\nno headers\r\n--XyZ--\r\n',
    }),
    null,
  ],
  [
    'a huge token',
    () => ({ url: `/api/products/${item.id}`, headers: auth('x'.repeat(6000)) }),
    401,
  ],
  [
    'a token with a non-numeric subject',
    () => ({
      url: `/api/products/${item.id}`,
      headers: auth('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhYmMifQ.x'),
    }),
    401,
  ],
];

test.each(badRequests)('%s is a client error, not a 500', async (_label, build, status) => {
  const res = await ctx.inject(build());
  expect({ status: res.statusCode, body: res.body }).toEqual({
    status: expect.any(Number),
    body: expect.any(String),
  });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expectError(res, status ?? res.statusCode);
});

test('a NUL byte in a search is answered or refused, never a 500', async () => {
  const res = await ctx.inject({ url: '/api/products/category/a/2?q=%00' });
  if (res.statusCode === 200)
    expect(res.json<{ totalElements: number }>().totalElements).toEqual(expect.any(Number));
  else expectError(res, 400);
});

test('a NUL byte in a name is stored or refused, never a 500', async () => {
  // SQLite stores it as given; PostgreSQL text cannot hold it and the answer is a 400.
  const res = await ctx.inject({
    method: 'POST',
    url: '/api/products',
    headers: auth(ctx.adminToken),
    payload: itemBody(PRODUCT_KIND, { name: 'Con\u0000nulo', code: 'con-nulo' }),
  });
  if (res.statusCode === 201) expect(res.json<ApiItem>().name).toBe('Con\u0000nulo');
  else expectError(res, 400);
});

test('after all that, the existing item is intact and nothing else was stored', async () => {
  const res = await ctx.inject({ url: `/api/products/${item.id}`, headers: auth(ctx.adminToken) });
  expect(res.json()).toEqual(item);
  const names = await ctx.inject({ url: `/api/products/images/names/${item.id}` });
  expect(names.json()).toEqual([]);
  const list = await ctx.inject({
    url: '/api/products/category/2?size=100',
    headers: auth(ctx.adminToken),
  });
  expect(
    list
      .json<{ content: ApiItem[] }>()
      .content.map((i) => i.name)
      .filter((n) => n !== 'Existente' && !n.startsWith('Con')),
  ).toEqual([]);
});

test('error answers carry the security headers too', async () => {
  const res = await ctx.inject({ url: '/api/whatever' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toEqual(expect.any(String));
});

describe('JSON bodies are validated as sent, without type coercion', () => {
  test.each([
    [
      'a user with a numeric password',
      () => ({
        method: 'POST',
        url: '/api/users',
        headers: auth(ctx.adminToken),
        payload: { username: 'numerico', password: 12345678901, role: 'editor' },
      }),
      /«contraseña» debe ser un texto/,
    ],
    [
      'a new password that is a number',
      () => ({
        method: 'PUT',
        url: '/api/users/1/password',
        headers: auth(ctx.adminToken),
        payload: { password: 12345678901 },
      }),
      /«contraseña» debe ser un texto/,
    ],
    [
      'an image order of numbers',
      () => ({
        method: 'PUT',
        url: `/api/products/${item.id}/images/order`,
        headers: auth(ctx.adminToken),
        payload: { public_names: [1] },
      }),
      /«orden de imágenes» debe ser un texto/,
    ],
    [
      'an image order that is a text, not a list',
      () => ({
        method: 'PUT',
        url: `/api/products/${item.id}/images/order`,
        headers: auth(ctx.adminToken),
        payload: { public_names: 'a' },
      }),
      /«orden de imágenes»/,
    ],
    [
      'a demand event with an id in a string',
      () => ({
        method: 'POST',
        url: '/api/events',
        payload: { events: [{ kind: 'view', item: { kind: 'product', id: String(item.id) } }] },
      }),
      /«id» debe ser un número entero/,
    ],
  ] as Array<[string, () => InjectOptions, RegExp]>)(
    '%s is a 400',
    async (_label, build, message) => {
      expectError(await ctx.inject(build()), 400, message);
    },
  );

  test('query strings and params are text and still become numbers', async () => {
    const res = await ctx.inject({ url: '/api/products/category/a/2?page=0&size=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 0, size: 1 });
    expect((await ctx.inject({ url: `/api/products/images/names/${item.id}` })).statusCode).toBe(
      200,
    );
  });
});

describe('an empty JSON body is no body', () => {
  const json = (token = ctx.adminToken) => ({
    ...auth(token),
    'content-type': 'application/json',
  });

  test('a DELETE, an image delete and a sign-out sent with Content-Type: application/json and no body reach their route', async () => {
    expectError(
      await ctx.inject({ method: 'DELETE', url: '/api/products/999999', headers: json() }),
      404,
      'Producto no encontrado.',
    );
    expectError(
      await ctx.inject({ method: 'DELETE', url: '/api/services/999999', headers: json() }),
      404,
      'Servicio no encontrado.',
    );
    expectError(
      await ctx.inject({
        method: 'DELETE',
        url: '/api/products/images/no-existe-0001',
        headers: json(),
      }),
      404,
    );
    const doomed = await createItem(ctx, PRODUCT_KIND, { name: 'Se va', code: 'se-va' });
    const deleted = await ctx.inject({
      method: 'DELETE',
      url: `/api/products/${doomed.id}`,
      headers: json(),
      payload: '',
    });
    expect(deleted.statusCode).toBe(204);
    // The editor's session (this file's tests use the admin's).
    const token = await ctx.signIn(EDITOR.username, EDITOR.password);
    const out = await ctx.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: json(token),
    });
    expect(out.statusCode).toBe(204);
    expectError(await ctx.inject({ url: '/api/products/category/2', headers: auth(token) }), 401);
  });

  test('a route that needs a body still refuses an empty one, or none, with a Spanish 400', async () => {
    for (const headers of [json(), auth(ctx.adminToken)]) {
      expectError(
        await ctx.inject({ method: 'POST', url: '/api/products', headers, payload: '' }),
        400,
        'Falta el cuerpo de la solicitud.',
      );
      expectError(
        await ctx.inject({ method: 'PUT', url: `/api/products/${item.id}`, headers }),
        400,
        'Falta el cuerpo de la solicitud.',
      );
    }
    // Public routes too, with an empty body and with none.
    for (const [url, payload] of [
      ['/api/auth/signin', ''],
      ['/api/events', undefined],
    ] as const) {
      expectError(
        await ctx.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload }),
        }),
        400,
        'Falta el cuerpo de la solicitud.',
      );
    }
    // Blank is not empty: that is a body, and not JSON.
    expectError(
      await ctx.inject({ method: 'POST', url: '/api/products', headers: json(), payload: '  ' }),
      400,
      'El cuerpo de la solicitud no es un JSON válido.',
    );
  });
});
