import type { RouteEntry } from '@/server/plugins/route-table';
import { call, createUser, fillPath, freshClient, serverRoutes, signIn } from './client';
import { ADMIN, serverForThisFile, usersCli } from './server';

/*
 * Sessions attacked from outside: sign-in enumeration and throttling (fix 4), and tokens that
 * must stop working when their session ends (fix 7): sign-out, a new password (through the API,
 * an admin's reset or the users CLI).
 */

const target = serverForThisFile();
let admin: { token: string; user: { id: number } };
let routes: RouteEntry[];

beforeAll(async () => {
  routes = await serverRoutes();
  admin = await signIn(target.server);
});

const protectedRoutes = () => routes.filter((r) => r.auth);
const pathOf = (route: RouteEntry) => fillPath(route.url);

test('enumeration: an unknown user and a wrong password get the same answer in about the same time', async () => {
  const attempt = async (username: string) => {
    const started = process.hrtime.bigint();
    const res = await call(target.server, '/api/auth/signin', {
      method: 'POST',
      body: { username, password: 'no-es-la-clave' },
    });
    return {
      ms: Number(process.hrtime.bigint() - started) / 1e6,
      status: res.status,
      body: res.body,
    };
  };
  // The first unknown user also makes the dummy hash once per process: not part of the answer time.
  await attempt('nadie-calentamiento');
  const unknown: number[] = [];
  const known: number[] = [];
  const answers = new Set<string>();
  for (let i = 0; i < 6; i++) {
    // Interleaved, alternating which goes first, so a burst of load on this host hits both.
    const order = i % 2 === 0 ? [`nadie-${i}`, ADMIN.username] : [ADMIN.username, `nadie-${i}`];
    for (const username of order) {
      const res = await attempt(username);
      (username === ADMIN.username ? known : unknown).push(res.ms);
      answers.add(`${res.status} ${res.body}`);
    }
  }
  expect([...answers]).toEqual(['401 {"message":"Usuario o contraseña incorrectos."}']);
  // Both verify a scrypt hash (a dummy one for an unknown user): tens of milliseconds each. Load on
  // the host only ever adds time, so the fastest answer of each is the least noisy estimate of its cost.
  const ratio = Math.min(...unknown) / Math.min(...known);
  expect(ratio).toBeGreaterThan(0.5);
  expect(ratio).toBeLessThan(2);
});

test('fix 4: a blocked sign-in (429) says in Retry-After how many seconds the block lasts', async () => {
  const client = freshClient();
  const attempt = (password: string) =>
    call(target.server, '/api/auth/signin', {
      method: 'POST',
      client,
      body: { username: ADMIN.username, password },
    });
  for (let i = 0; i < 10; i++) expect((await attempt('mala')).status).toBe(401);
  const blocked = await attempt(ADMIN.password);
  expect(blocked.status).toBe(429);
  const seconds = Number(blocked.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(14 * 60);
  expect(seconds).toBeLessThanOrEqual(15 * 60);
  expect(blocked.json<{ message: string }>().message).toMatch(/^Demasiados intentos/);
});

describe('fix 7: sessions end for real', () => {
  const summary = (token: string) => call(target.server, '/api/admin/summary', { token });

  test('sign-out ends every earlier token of the user on every protected route', async () => {
    const staff = await createUser(target.server, admin.token, 'jefa', 'admin');
    const second = await signIn(target.server, staff.username, staff.password);
    expect((await summary(staff.token)).status).toBe(200);
    expect(
      (await call(target.server, '/api/auth/signout', { method: 'POST', token: staff.token }))
        .status,
    ).toBe(204);
    for (const route of protectedRoutes()) {
      for (const token of [staff.token, second.token]) {
        const res = await call(target.server, pathOf(route), { method: route.method, token });
        expect({ route: `${route.method} ${route.url}`, status: res.status }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        });
      }
    }
    expect(
      (await summary((await signIn(target.server, staff.username, staff.password)).token)).status,
    ).toBe(200);
  });

  test("a password change through the API, and an admin's reset, end the user's tokens", async () => {
    const staff = await createUser(target.server, admin.token, 'gerente', 'admin');
    const own = await call(target.server, `/api/users/${staff.user.id}/password`, {
      method: 'PUT',
      token: staff.token,
      body: { password: 'clave-propia-nueva' },
    });
    expect(own.status).toBe(204);
    expect((await summary(staff.token)).status).toBe(401);
    const fresh = await signIn(target.server, staff.username, 'clave-propia-nueva');
    const reset = await call(target.server, `/api/users/${staff.user.id}/password`, {
      method: 'PUT',
      token: admin.token,
      body: { password: 'clave-puesta-por-admin' },
    });
    expect(reset.status).toBe(204);
    expect((await summary(fresh.token)).status).toBe(401);
    expect((await summary(admin.token)).status).toBe(200);
  });

  test('a password change with the users CLI ends the tokens the server issued', async () => {
    const staff = await createUser(target.server, admin.token, 'cajera', 'admin');
    expect((await summary(staff.token)).status).toBe(200);
    expect(
      usersCli(target.store, ['passwd', staff.username, '--password', 'clave-de-la-consola']),
    ).toMatch(/changed/);
    expect((await summary(staff.token)).status).toBe(401);
    expect((await signIn(target.server, staff.username, 'clave-de-la-consola')).token).toBeTruthy();
  });
});
