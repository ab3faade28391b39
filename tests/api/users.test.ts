import { ADMIN, createTestContext, EDITOR, type TestContext } from './helper';
import type { User as ApiUser } from '@/shared/schemas/auth';
import { auth, expectError } from './fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const list = async () => {
  const res = await ctx.inject({ url: '/api/users', headers: auth(ctx.adminToken) });
  expect(res.statusCode).toBe(200);
  return res.json<ApiUser[]>();
};
const add = (payload: object, token = ctx.adminToken) =>
  ctx.inject({ method: 'POST', url: '/api/users', headers: auth(token), payload });
const passwd = (id: number | string, payload: object, token = ctx.adminToken) =>
  ctx.inject({ method: 'PUT', url: `/api/users/${id}/password`, headers: auth(token), payload });
const remove = (id: number | string, token = ctx.adminToken) =>
  ctx.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: auth(token) });
const signInStatus = async (username: string, password: string) =>
  (await ctx.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } }))
    .statusCode;
const idOf = async (username: string) => (await list()).find((u) => u.username === username)!.id;

test('admins list the staff, sorted by username, without secrets', async () => {
  const users = await list();
  expect(users).toEqual([
    {
      id: expect.any(Number),
      username: ADMIN.username,
      roles: [{ name: 'admin' }],
      created_at: expect.any(String),
    },
    {
      id: expect.any(Number),
      username: EDITOR.username,
      roles: [{ name: 'editor' }],
      created_at: expect.any(String),
    },
  ]);
  const raw = (await ctx.inject({ url: '/api/users', headers: auth(ctx.adminToken) })).body;
  expect(raw).not.toMatch(/password|scrypt|hash/);
});

test('only admins manage users: no token 401, editor 403, and nothing changes', async () => {
  expectError(await ctx.inject({ url: '/api/users' }), 401);
  expectError(
    await ctx.inject({ url: '/api/users', headers: auth(ctx.editorToken) }),
    403,
    'No tiene permiso para realizar esta acción.',
  );
  expectError(
    await add({ username: 'intruso', password: 'clave-larga-123', role: 'admin' }, ctx.editorToken),
    403,
  );
  const editorId = await idOf(EDITOR.username);
  const adminId = await idOf(ADMIN.username);
  expectError(await passwd(adminId, { password: 'clave-robada-123' }, ctx.editorToken), 403);
  expectError(await remove(adminId, ctx.editorToken), 403);
  expectError(await ctx.inject({ method: 'DELETE', url: `/api/users/${editorId}` }), 401);
  expect((await list()).map((u) => u.username)).toEqual([ADMIN.username, EDITOR.username]);
  expect(await signInStatus(ADMIN.username, ADMIN.password)).toBe(200);
});

test('adding a user: 201, listed, and they can sign in with their role', async () => {
  const res = await add({ username: 'vendedora', password: 'clave-segura-1', role: 'ventas' });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({
    id: expect.any(Number),
    username: 'vendedora',
    roles: [{ name: 'ventas' }],
    created_at: expect.any(String),
  });
  expect((await list()).map((u) => u.username)).toContain('vendedora');
  const signIn = await ctx.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username: 'vendedora', password: 'clave-segura-1' },
  });
  expect(signIn.json<{ roles: unknown }>().roles).toEqual([{ name: 'ventas' }]);
});

test('adding a duplicate username is a 409 and keeps the existing account', async () => {
  const res = await add({ username: EDITOR.username, password: 'otra-clave-123', role: 'admin' });
  expectError(res, 409, `Ya existe el usuario «${EDITOR.username}».`);
  expect((await list()).filter((u) => u.username === EDITOR.username)).toEqual([
    expect.objectContaining({ roles: [{ name: 'editor' }] }),
  ]);
  expect(await signInStatus(EDITOR.username, EDITOR.password)).toBe(200);
});

test('a name that differs from an existing one only in case is a 409 naming the existing one', async () => {
  const res = await add({
    username: EDITOR.username.toUpperCase(),
    password: 'otra-clave-123',
    role: 'admin',
  });
  expectError(res, 409, `Ya existe el usuario «${EDITOR.username}».`);
  expect(
    (await list()).filter((u) => u.username.toLowerCase() === EDITOR.username.toLowerCase()),
  ).toHaveLength(1);
});

test('two adds of the same username at once: one 201, one 409', async () => {
  const results = await Promise.all([
    add({ username: 'gemela', password: 'clave-segura-1', role: 'editor' }),
    add({ username: 'gemela', password: 'clave-segura-2', role: 'editor' }),
  ]);
  expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  expect((await list()).filter((u) => u.username === 'gemela')).toHaveLength(1);
});

test.each([
  [
    'a password shorter than 10 characters',
    { username: 'corto', password: '123456789', role: 'editor' },
    'El campo «contraseña» debe tener al menos 10 caracteres.',
  ],
  [
    'a username with spaces',
    { username: 'con espacio', password: 'clave-segura-1', role: 'editor' },
    'El nombre de usuario debe tener de 3 a 40 letras, números, puntos, guiones o guiones bajos.',
  ],
  [
    'a username too short',
    { username: 'ab', password: 'clave-segura-1', role: 'editor' },
    'El nombre de usuario debe tener de 3 a 40 letras, números, puntos, guiones o guiones bajos.',
  ],
  [
    'a role with capitals',
    { username: 'rolmalo', password: 'clave-segura-1', role: 'Admin' },
    'El campo «rol» tiene un formato inválido.',
  ],
  [
    'no role',
    { username: 'sinrol', password: 'clave-segura-1' },
    'Falta el campo obligatorio «rol».',
  ],
  [
    'an unknown field',
    { username: 'extra', password: 'clave-segura-1', role: 'editor', email: 'x@y.z' },
    'El campo «email» no está permitido.',
  ],
])('adding with %s is a 400 and creates nothing', async (_label, payload, message) => {
  const before = await list();
  expectError(await add(payload), 400, message);
  expect(await list()).toEqual(before);
});

test('changing a password: the old one stops working, the new one works', async () => {
  await add({ username: 'cambiante', password: 'clave-vieja-1', role: 'editor' });
  const id = await idOf('cambiante');
  const res = await passwd(id, { password: 'clave-nueva-22' });
  expect(res.statusCode).toBe(204);
  expect(res.body).toBe('');
  expect(await signInStatus('cambiante', 'clave-vieja-1')).toBe(401);
  expect(await signInStatus('cambiante', 'clave-nueva-22')).toBe(200);
});

test('changing a password: too short 400 (unchanged), unknown user 404, bad id 400', async () => {
  const id = await idOf('cambiante');
  expectError(
    await passwd(id, { password: 'corta' }),
    400,
    'El campo «contraseña» debe tener al menos 10 caracteres.',
  );
  expectError(await passwd(id, {}), 400, 'Falta el campo obligatorio «contraseña».');
  expectError(await passwd(999999, { password: 'clave-nueva-33' }), 404, 'Usuario no encontrado.');
  expectError(await passwd('abc', { password: 'clave-nueva-33' }), 400);
  expect(await signInStatus('cambiante', 'clave-nueva-22')).toBe(200);
});

test('removing a user: 204, gone from the list, their token then gets 401 and they cannot sign in', async () => {
  await add({ username: 'temporal', password: 'clave-temporal-1', role: 'admin' });
  const token = await ctx.signIn('temporal', 'clave-temporal-1');
  expect((await ctx.inject({ url: '/api/users', headers: auth(token) })).statusCode).toBe(200);
  const id = await idOf('temporal');

  const res = await remove(id);
  expect(res.statusCode).toBe(204);
  expect((await list()).map((u) => u.username)).not.toContain('temporal');
  expectError(
    await ctx.inject({ url: '/api/users', headers: auth(token) }),
    401,
    'Su sesión expiró o no es válida. Ingrese nuevamente.',
  );
  expectError(await ctx.inject({ url: '/api/products/category/2', headers: auth(token) }), 401);
  expect(await signInStatus('temporal', 'clave-temporal-1')).toBe(401);
  expectError(await remove(id), 404, 'Usuario no encontrado.');
});

test('an admin cannot remove their own account', async () => {
  const adminId = await idOf(ADMIN.username);
  expectError(await remove(adminId), 400, 'No puede eliminar su propia cuenta.');
  expect((await list()).map((u) => u.id)).toContain(adminId);
});

test('removing: unknown 404, bad id 400', async () => {
  expectError(await remove(999999), 404, 'Usuario no encontrado.');
  expectError(await remove('abc'), 400);
  expectError(await remove(0), 400);
});

test('another admin may remove the first one, but then not themselves: an admin always remains', async () => {
  await add({ username: 'segunda', password: 'clave-segunda-1', role: 'admin' });
  const second = await ctx.signIn('segunda', 'clave-segunda-1');
  const firstId = await idOf(ADMIN.username);
  const secondId = await idOf('segunda');
  const removed = await remove(firstId, second);
  expect(removed.statusCode).toBe(204);
  expectError(await ctx.inject({ url: '/api/users', headers: auth(ctx.adminToken) }), 401);
  expectError(await remove(secondId, second), 400, 'No puede eliminar su propia cuenta.');
  const users = (await ctx.inject({ url: '/api/users', headers: auth(second) })).json<ApiUser[]>();
  expect(users.filter((u) => u.roles[0]?.name === 'admin').map((u) => u.username)).toEqual([
    'segunda',
  ]);
});
