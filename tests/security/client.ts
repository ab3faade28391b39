import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { SignJWT } from 'jose';
import { buildApp } from '@/server/app';
import { createDb } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import type { RouteEntry } from '@/server/plugins/route-table';
import { ADMIN, JWT_SECRET, type RunningServer } from './server';

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  json<T = unknown>(): T;
}

export interface CallOptions {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or bytes as they are. */
  body?: unknown;
  /** The client address the server sees (X-Forwarded-For; the server trusts it in these tests). */
  client?: string;
}

let clientCounter = 0;
/** A client address of its own, so the sign-in throttle of one test never blocks another. */
export const freshClient = () =>
  `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter++ & 255}`;

/** One HTTP call to the server under test. */
export async function call(
  server: RunningServer,
  url: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.client ?? freshClient(),
    ...options.headers,
  };
  if (options.token !== undefined) headers['x-access-token'] = options.token;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (
      typeof options.body === 'string' ||
      options.body instanceof Uint8Array ||
      options.body instanceof FormData
    ) {
      body = options.body as BodyInit;
    } else {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
  }
  const res = await fetch(server.url + url, {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text,
    json: <T>() => JSON.parse(text) as T,
  };
}

/** The bytes of an answer (images). */
export async function fetchBytes(server: RunningServer, url: string, accept = 'image/jpeg') {
  const res = await fetch(server.url + url, { headers: { accept } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** A raw request: the path goes on the wire exactly as given (`..` included). */
export function rawGet(server: RunningServer, rawPath: string, method = 'GET') {
  return new Promise<{ status: number; body: string; type: string | undefined }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: server.port, method, path: rawPath },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              type: res.headers['content-type'],
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

/**
 * Sends `head` (and optionally part of a body) on a raw socket and waits for the server's first
 * answer line or for the socket to close; resolves with what arrived and after how long.
 */
export function rawExchange(
  server: RunningServer,
  head: string,
  { body = '', waitMs = 5000 }: { body?: string | Buffer; waitMs?: number } = {},
) {
  return new Promise<{ response: string; closed: boolean; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(server.port, '127.0.0.1');
    let response = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ response, closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk) => {
      response += chunk.toString('latin1');
      if (/\r\n\r\n/.test(response)) finish(false);
    });
    socket.on('close', () => finish(true));
    socket.on('error', (err) => (response ? finish(true) : reject(err)));
    socket.write(head);
    if (body.length) socket.write(body);
  });
}

export async function signIn(
  server: RunningServer,
  username = ADMIN.username,
  password = ADMIN.password,
) {
  const res = await call(server, '/api/auth/signin', {
    method: 'POST',
    body: { username, password },
  });
  if (res.status !== 200)
    throw new Error(`sign-in of ${username} failed: ${res.status} ${res.body}`);
  return res.json<{ token: string; user: { id: number } }>();
}

/** Creates a staff account through the API and signs it in. */
export async function createUser(
  server: RunningServer,
  adminToken: string,
  username: string,
  role: string,
) {
  const password = `clave-de-${username}-123`;
  const res = await call(server, '/api/users', {
    method: 'POST',
    token: adminToken,
    body: { username, password, role },
  });
  if (res.status !== 201) throw new Error(`creating ${username} failed: ${res.status} ${res.body}`);
  return { username, password, ...(await signIn(server, username, password)) };
}

export interface Item {
  id: number;
  code: string;
  name: string;
  description: string;
  published: boolean;
  created_at: string;
  default_image: string | null;
}

export async function createProduct(
  server: RunningServer,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await call(server, '/api/products', {
    method: 'POST',
    token,
    body: {
      name: `Producto ${Math.random().toString(36).slice(2, 8)}`,
      description: '<p>Descripción</p>',
      category_id: 2,
      price_id: { visible: true, totalPrice: 100 },
      published: true,
      ...overrides,
    },
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.body}`);
  return res.json<Item>();
}

/**
 * Everything stored that an attack could change, read through the API as an admin: every item of
 * every group (drafts too), their images, and the staff accounts.
 */
export async function storedState(server: RunningServer, adminToken: string) {
  const lists: Record<string, unknown> = {};
  for (const [base, segment, groups] of [
    ['/api/products', 'category', [1, 2, 3, 4]],
    ['/api/services', 'type', [1, 2, 3, 4, 5]],
  ] as const) {
    for (const group of groups) {
      const res = await call(server, `${base}/${segment}/${group}?size=100`, { token: adminToken });
      if (res.status !== 200) throw new Error(`listing failed: ${res.status} ${res.body}`);
      const items = res.json<{ content: Item[] }>().content;
      for (const item of items) {
        lists[`${base}/${item.id}/images`] = (
          await call(server, `${base}/images/names/${item.id}`)
        ).json();
      }
      lists[`${base}/${segment}/${group}`] = items;
    }
  }
  const users = await call(server, '/api/users', { token: adminToken });
  if (users.status !== 200) throw new Error(`users failed: ${users.status}`);
  lists.users = users.json();
  return lists;
}

// ---------------------------------------------------------------------------
// tokens an attacker can make
// ---------------------------------------------------------------------------

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** Forged tokens for the given user id, each of which the server must refuse. */
export async function forgedTokens(userId: number, validToken: string) {
  const claims = { sub: String(userId), username: ADMIN.username, roles: ['admin'], ver: 0 };
  const sign = (secret: string, exp: number) =>
    new SignJWT({ username: claims.username, roles: claims.roles, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(exp - 3600)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));
  const [header, payload, signature] = validToken.split('.');
  const tamperedClaims = {
    ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
    sub: String(userId + 1000),
  };
  return {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now() + 3600 })}.`,
    'wrong key': await sign('another-secret-that-is-long-enough-0987654321', now() + 3600),
    expired: await sign(JWT_SECRET, now() - 60),
    'tampered claims': `${header}.${b64(tamperedClaims)}.${signature}`,
    'alg HS512 with the right key': await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.sub)
      .setExpirationTime(now() + 3600)
      .sign(new TextEncoder().encode(JWT_SECRET)),
    garbage: 'not-a-token',
  };
}

// ---------------------------------------------------------------------------
// the route table, from the server's own list
// ---------------------------------------------------------------------------

/**
 * Every route of the app, as its `onRoute` hook collected them (the same source the built server
 * is bundled from), with who may call each: protected routes added later are attacked too.
 */
export async function serverRoutes(): Promise<RouteEntry[]> {
  const handle = await createDb({ sqliteFile: ':memory:' });
  await migrateToLatest(handle.db);
  const app = await buildApp({ db: handle, ownsDb: true, jwtSecret: JWT_SECRET });
  await app.ready();
  const routes = app.routeTable();
  await app.close();
  return routes;
}

/** A concrete path for a route pattern: `:id` and friends get the given or a harmless value. */
export function fillPath(url: string, values: Record<string, string> = {}) {
  return url
    .replace(
      /:(\w+)/g,
      (_, name: string) =>
        values[name] ??
        { id: '1', group: '2', width: '300', name: 'abcdefgh12', code: 'x' }[name] ??
        'x',
    )
    .replace(/\*$/, values['*'] ?? 'x');
}
