import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { buildApp } from '@/server/app';
import { hashPassword } from '@/server/auth/passwords';
import { createDb } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { insertUser } from '@/server/db/repositories/users';
import { auth, expectError, itemBody, PRODUCT_KIND } from './fixtures';
import { ADMIN, TEST_SECRET } from './helper';

/** What any request needing an unavailable database gets: a 503 and a Spanish message. */
const UNAVAILABLE = /no está disponible/;
const LISTING = '/api/products/category/a/invernaderos?page=0&size=8';

describe('PostgreSQL unreachable', () => {
  // Nothing listens on this port of the range reserved for these tests.
  const url = 'postgres://postgres@127.0.0.1:14099/none';

  test('reads answer 503 within a bounded time, health reports the database down', async () => {
    const handle = await createDb({ databaseUrl: url });
    const app = await buildApp({ db: handle, ownsDb: true, jwtSecret: TEST_SECRET });
    try {
      const started = Date.now();
      expectError(await app.inject({ url: LISTING }), 503, UNAVAILABLE);
      expectError(await app.inject({ url: '/api/products/c/abc' }), 503, UNAVAILABLE);
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        status: 'unavailable',
        database: 'down',
        message: 'La base de datos no responde.',
      });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await app.close();
    }
  });
});

describe('SQLite locked or read-only', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'agrotec-faults-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function start() {
    const file = path.join(dir, 'catalog.db');
    const handle = await createDb({ sqliteFile: file });
    await migrateToLatest(handle.db);
    await insertUser(handle.db, {
      username: ADMIN.username,
      passwordHash: await hashPassword(ADMIN.password),
      roles: ['admin'],
    });
    const app = await buildApp({ db: handle, ownsDb: true, jwtSecret: TEST_SECRET });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: ADMIN,
    });
    const create = () =>
      app.inject({
        method: 'POST',
        url: PRODUCT_KIND.base,
        headers: auth(signIn.json<{ token: string }>().token),
        payload: itemBody(PRODUCT_KIND),
      });
    return { app, handle, file, create };
  }

  test('a write while another process holds the write lock is a 503, then works', async () => {
    const { app, handle, file, create } = await start();
    // Wait for the lock only briefly (the server waits 5 s).
    await sql`pragma busy_timeout = 100`.execute(handle.db);
    const other = new SQLite(file);
    try {
      other.exec('BEGIN IMMEDIATE');
      expectError(await create(), 503, UNAVAILABLE);
      other.exec('ROLLBACK');
      expect((await create()).statusCode).toBe(201);
    } finally {
      other.close();
      await app.close();
    }
  });

  test('a write to a read-only database is a 503, not a 500', async () => {
    const { app, handle, create } = await start();
    try {
      await sql`pragma query_only = on`.execute(handle.db);
      expectError(await create(), 503, UNAVAILABLE);
      expect((await app.inject({ url: LISTING })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
