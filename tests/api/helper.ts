import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '@/server/app';
import { hashPassword } from '@/server/auth/passwords';
import { createDb, type DbHandle } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { insertUser } from '@/server/db/repositories/users';

/** Which store the API suite runs on: SQLite unless TEST_DB=postgres (then DATABASE_URL). */
export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const ADMIN = { username: 'admin', password: 'admin-password-123' };
export const EDITOR = { username: 'editor', password: 'editor-password-123' };

/** A fresh migrated database: an in-memory SQLite, or a new PostgreSQL schema. */
export async function createTestDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (testDialect === 'sqlite') {
    const handle = await createDb({ sqliteFile: ':memory:' });
    await migrateToLatest(handle.db);
    return { handle, drop: () => handle.db.destroy() };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await createDb({ databaseUrl: url });
  await admin.db.schema.createSchema(schema).execute();
  const handle = await createDb({ databaseUrl: url, pgSchema: schema });
  await migrateToLatest(handle.db, schema);
  return {
    handle,
    drop: async () => {
      await handle.db.destroy();
      await admin.db.schema.dropSchema(schema).cascade().execute();
      await admin.db.destroy();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  handle: DbHandle;
  adminToken: string;
  editorToken: string;
  /** Signs in through the API and returns the token. */
  signIn(username: string, password: string): Promise<string>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database with an admin and a non-admin ("editor") user. */
export async function createTestContext(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const { handle, drop } = await createTestDb();
  await insertUser(handle.db, {
    username: ADMIN.username,
    passwordHash: await hashPassword(ADMIN.password),
    roles: ['admin'],
  });
  await insertUser(handle.db, {
    username: EDITOR.username,
    passwordHash: await hashPassword(EDITOR.password),
    roles: ['editor'],
  });
  const app = await buildApp({ db: handle, jwtSecret: TEST_SECRET, ...options });
  await app.ready();
  const signIn = async (username: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username, password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  };
  return {
    app,
    handle,
    adminToken: await signIn(ADMIN.username, ADMIN.password),
    editorToken: await signIn(EDITOR.username, EDITOR.password),
    signIn,
    inject: (opts) => app.inject(opts),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
