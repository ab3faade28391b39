import { SignJWT } from 'jose';
import { ADMIN, createTestContext, EDITOR, TEST_SECRET, type TestContext } from './helper';
import { auth, createItem, expectError, PRODUCT_KIND, type ApiItem } from './fixtures';

const WRONG_PAIR = 'Usuario o contraseña incorrectos.';
const INVALID_SESSION = 'Su sesión expiró o no es válida. Ingrese nuevamente.';
const NO_SESSION = 'Debe iniciar sesión para realizar esta acción.';

const key = new TextEncoder().encode(TEST_SECRET);

/** A token signed like the server signs them, with the given claims and expiry. */
function forgeToken(
  claims: { sub: string; username: string; roles: string[]; ver?: number },
  exp: number,
  secret = key,
) {
  return new SignJWT({ username: claims.username, roles: claims.roles, ver: claims.ver ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(secret);
}

const now = () => Math.floor(Date.now() / 1000);

describe('sign-in and tokens', () => {
  let ctx: TestContext;
  let adminId: number;
  let editorId: number;
  let draft: ApiItem;

  beforeAll(async () => {
    ctx = await createTestContext();
    draft = await createItem(ctx, PRODUCT_KIND, { name: 'Borrador secreto', published: false });
  });
  afterAll(() => ctx.close());

  const signIn = (payload: unknown, remoteAddress?: string) =>
    ctx.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: payload as object,
      remoteAddress,
    });
  /** A call that needs a user (any role) and shows admin-only data to admins. */
  const readDraft = (token?: string) =>
    ctx.inject({
      url: `/api/products/${draft.id}`,
      headers: token === undefined ? {} : auth(token),
    });
  /** A call that needs an admin. */
  const adminCall = (token: string) =>
    ctx.inject({ url: '/api/admin/summary', headers: auth(token) });

  test('a right pair signs in: token, user and roles', async () => {
    const res = await signIn(ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      token: string;
      expiresAt: string;
      user: { id: number };
      roles: unknown;
    }>();
    expect(body).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      expiresAt: expect.any(String),
      user: {
        id: expect.any(Number),
        username: 'admin',
        roles: [{ name: 'admin' }],
        url_img: null,
      },
      roles: [{ name: 'admin' }],
    });
    const ttl = Date.parse(body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(7 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(8 * 3600_000 + 1000);
    adminId = body.user.id;
    // The token works at once.
    expect((await readDraft(body.token)).statusCode).toBe(200);
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/);
  });

  test('a non-admin signs in with their own role', async () => {
    const res = await signIn(EDITOR);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ user: { id: number; roles: unknown }; roles: unknown }>();
    expect(body.roles).toEqual([{ name: 'editor' }]);
    expect(body.user.roles).toEqual([{ name: 'editor' }]);
    editorId = body.user.id;
  });

  test('surrounding spaces in the username are ignored', async () => {
    expect(
      (await signIn({ username: `  ${ADMIN.username} `, password: ADMIN.password })).statusCode,
    ).toBe(200);
  });

  test('a wrong password and an unknown username give the identical answer', async () => {
    const wrongPassword = await signIn({ username: ADMIN.username, password: 'not-the-password' });
    const wrongUser = await signIn({ username: 'nadie', password: ADMIN.password });
    expectError(wrongPassword, 401, WRONG_PAIR);
    expectError(wrongUser, 401, WRONG_PAIR);
    expect(wrongUser.body).toBe(wrongPassword.body);
    expect(wrongUser.headers['content-type']).toBe(wrongPassword.headers['content-type']);
    // The password is case-sensitive.
    expectError(
      await signIn({ username: ADMIN.username, password: ADMIN.password.toUpperCase() }),
      401,
      WRONG_PAIR,
    );
  });

  test.each([
    ['no password', { username: 'admin' }, 'Falta el campo obligatorio «contraseña».'],
    ['no username', { password: 'x' }, 'Falta el campo obligatorio «nombre de usuario».'],
    [
      'an empty password',
      { username: 'admin', password: '' },
      'El campo «contraseña» no puede estar vacío.',
    ],
    [
      'an empty username',
      { username: '', password: 'x' },
      'El campo «nombre de usuario» no puede estar vacío.',
    ],
    [
      'an unknown field',
      { username: 'admin', password: 'x', remember: true },
      'El campo «remember» no está permitido.',
    ],
    [
      'a password too long',
      { username: 'admin', password: 'x'.repeat(201) },
      'El campo «contraseña» admite como máximo 200 caracteres.',
    ],
    // JSON types are taken as sent: 1 is not the text "1".
    [
      'numbers for texts',
      { username: 1, password: 2 },
      'El campo «nombre de usuario» debe ser un texto.',
    ],
    ['a password that is a number', { username: 'admin', password: 2 }, /«contraseña» debe ser/],
    ['a username in an array', { username: ['admin'], password: 'x' }, /«nombre de usuario»/],
  ])('sign-in with %s is a 400', async (_label, payload, message) => {
    expectError(await signIn(payload), 400, message);
  });

  test('sign-in with a body that is not JSON is a 400', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", "password": ',
    });
    expectError(res, 400, 'El cuerpo de la solicitud no es un JSON válido.');
  });

  test('no token is a 401', async () => {
    expectError(await readDraft(), 401, NO_SESSION);
    expectError(await readDraft(''), 401, NO_SESSION);
  });

  test('a malformed token is a 401', async () => {
    for (const token of ['abc', 'a.b.c', 'Bearer x', `${ctx.adminToken}x`.replace(/\./g, '')]) {
      expectError(await readDraft(token), 401, INVALID_SESSION);
    }
  });

  test('a token whose signature was tampered with is a 401', async () => {
    const [header, payload, signature] = ctx.adminToken.split('.');
    const flipped = signature[5] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload}.${signature.slice(0, 5)}${flipped}${signature.slice(6)}`;
    expectError(await readDraft(tampered), 401, INVALID_SESSION);
  });

  test('an editor token with its claims rewritten to admin (signature kept) is a 401', async () => {
    const [header, payload, signature] = ctx.editorToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(
      JSON.stringify({ ...claims, roles: ['admin'], sub: String(adminId) }),
    ).toString('base64url');
    expectError(await adminCall(`${header}.${forged}.${signature}`), 401, INVALID_SESSION);
  });

  test('an unsigned token (alg none) is a 401', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: String(adminId),
        username: 'admin',
        roles: ['admin'],
        exp: now() + 3600,
      }),
    ).toString('base64url');
    expectError(await readDraft(`${header}.${payload}.`), 401, INVALID_SESSION);
  });

  test('an expired token is a 401; the same claims unexpired work', async () => {
    const claims = { sub: String(adminId), username: 'admin', roles: ['admin'] };
    expectError(await readDraft(await forgeToken(claims, now() - 60)), 401, INVALID_SESSION);
    expect((await readDraft(await forgeToken(claims, now() + 60))).statusCode).toBe(200);
  });

  test('a token signed with another secret is a 401', async () => {
    const other = new TextEncoder().encode('another-secret-that-is-long-enough-987654');
    const token = await forgeToken(
      { sub: String(adminId), username: 'admin', roles: ['admin'] },
      now() + 3600,
      other,
    );
    expectError(await readDraft(token), 401, INVALID_SESSION);
  });

  test('a valid token of a user that does not exist is a 401', async () => {
    const token = await forgeToken(
      { sub: '987654', username: 'fantasma', roles: ['admin'] },
      now() + 3600,
    );
    expectError(await readDraft(token), 401, INVALID_SESSION);
  });

  test('roles come from the database, not from the token', async () => {
    const token = await forgeToken(
      { sub: String(editorId), username: 'editor', roles: ['admin'] },
      now() + 3600,
    );
    expectError(await adminCall(token), 403, 'No tiene permiso para realizar esta acción.');
    // An editor does not see drafts either.
    expectError(await readDraft(token), 404);
  });

  test('an admin token reaches admin calls; an editor token gets 403', async () => {
    expect((await adminCall(ctx.adminToken)).statusCode).toBe(200);
    expectError(
      await adminCall(ctx.editorToken),
      403,
      'No tiene permiso para realizar esta acción.',
    );
  });
});

describe('repeated failed sign-ins', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ signIn: { maxFailures: 3, failureWindowMs: 60_000 } });
  });
  afterAll(() => ctx.close());

  const signIn = (payload: object, remoteAddress = '203.0.113.7') =>
    ctx.inject({ method: 'POST', url: '/api/auth/signin', payload, remoteAddress });

  const BLOCKED = 'Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.';

  test('after the allowed failures at an account a client gets 429, even with the right password; other clients do not', async () => {
    const wrongUser = await signIn({ username: 'nadie', password: 'x' });
    const wrongPassword = await signIn({ username: ADMIN.username, password: 'x' });
    expectError(wrongUser, 401, WRONG_PAIR);
    expect(wrongPassword.statusCode).toBe(wrongUser.statusCode);
    expect(wrongPassword.body).toBe(wrongUser.body);
    expectError(await signIn({ username: ADMIN.username, password: 'y' }), 401, WRONG_PAIR);
    // Another case or spaces are the same account.
    expectError(
      await signIn({ username: ` ${ADMIN.username.toUpperCase()}`, password: 'z' }),
      401,
      WRONG_PAIR,
    );

    const blocked = await signIn({ username: ADMIN.username, password: 'w' });
    expectError(blocked, 429, BLOCKED);
    expectError(await signIn(ADMIN), 429, BLOCKED);
    // The answer says when to try again: the seconds left of the window (60 s here).
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // A blocked unknown user and a blocked known user look alike too.
    await signIn({ username: 'nadie', password: 'y' });
    await signIn({ username: 'nadie', password: 'z' });
    expect((await signIn({ username: 'nadie', password: 'x' })).body).toBe(blocked.body);

    // Another client is not affected.
    expect((await signIn(ADMIN, '198.51.100.9')).statusCode).toBe(200);
  });

  test("an account's own sign-in clears its failures", async () => {
    const client = '192.0.2.31';
    const guess = (password: string) => signIn({ username: ADMIN.username, password }, client);
    expectError(await guess('x'), 401, WRONG_PAIR);
    expectError(await guess('y'), 401, WRONG_PAIR);
    expect((await signIn(ADMIN, client)).statusCode).toBe(200);
    // Three more before the block, as at first: the mistyped passwords of a forgetful admin.
    expectError(await guess('x'), 401, WRONG_PAIR);
    expectError(await guess('y'), 401, WRONG_PAIR);
    expectError(await guess('z'), 401, WRONG_PAIR);
    expectError(await guess('w'), 429, BLOCKED);
  });

  test('a client guessing at many accounts is stopped too (five accounts’ worth of failures)', async () => {
    const client = '192.0.2.58';
    for (let i = 0; i < 15; i++)
      expectError(
        await signIn({ username: `usuario${i}`, password: 'x' }, client),
        401,
        WRONG_PAIR,
      );
    expectError(await signIn({ username: 'usuario99', password: 'x' }, client), 429, BLOCKED);
    expectError(await signIn(ADMIN, client), 429, BLOCKED);
  });

  test('an IPv6 client is its /64: rotating addresses inside it does not reset the count', async () => {
    const inBlock = (i: number) => `2001:db8:77:1::${(i + 1).toString(16)}`;
    for (let i = 0; i < 3; i++)
      expectError(
        await signIn({ username: ADMIN.username, password: `x${i}` }, inBlock(i)),
        401,
        WRONG_PAIR,
      );
    expectError(
      await signIn({ username: ADMIN.username, password: 'x' }, inBlock(9)),
      429,
      BLOCKED,
    );
    expect((await signIn(ADMIN, '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  test('a body of wrong JSON types is a 400 and does not count as a failed sign-in', async () => {
    const client = '192.0.2.77';
    for (let i = 0; i < 5; i++)
      expectError(
        await signIn({ username: 1, password: 2 }, client),
        400,
        'El campo «nombre de usuario» debe ser un texto.',
      );
    expect((await signIn(ADMIN, client)).statusCode).toBe(200);
  });

  test("a sign-in with one's own account does not open more guesses at another's", async () => {
    const client = '192.0.2.44';
    const guess = (password: string) => signIn({ username: ADMIN.username, password }, client);
    expectError(await guess('x'), 401, WRONG_PAIR);
    expectError(await guess('y'), 401, WRONG_PAIR);
    expect((await signIn(EDITOR, client)).statusCode).toBe(200);
    expectError(await guess('z'), 401, WRONG_PAIR);
    expectError(await guess('w'), 429, BLOCKED);
  });

  test('tokens already issued keep working while sign-in is blocked', async () => {
    const res = await ctx.inject({
      url: '/api/products/category/2',
      headers: auth(ctx.adminToken),
    });
    expect(res.statusCode).toBe(200);
  });
});
