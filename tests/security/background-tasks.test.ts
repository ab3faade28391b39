import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Insights } from '@/shared/schemas/insights';
import { call, createProduct, signIn, type Item } from './client';
import { serverForThisFile } from './server';

/*
 * Issue 63: no background task ends the process. A beacon whose text PostgreSQL refuses, a
 * database that refuses the demand counts' writes for 10 s, and (on PostgreSQL) the connection
 * dropped in the middle of a flush: the server keeps answering, and counts the events once the
 * database takes them again.
 */

const target = serverForThisFile();
const onPostgres = process.env.SECURITY_DB === 'postgres';
let token: string;
let item: Item;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  ({ token } = await signIn(target.server));
  item = await createProduct(target.server, token);
});

let visitor = 0;
const beacon = (events: unknown[]) =>
  call(target.server, '/api/events', {
    method: 'POST',
    // A browser of its own each time: a visitor's views of an item count once a day.
    headers: { 'user-agent': `Mozilla/5.0 (Linux; Android 14) Chrome/${120 + visitor++}.0` },
    body: { events },
  });
const view = () => ({ kind: 'view', item: { kind: 'product', id: item.id } });

const insights = async () => {
  const res = await call(target.server, '/api/admin/insights', { token });
  expect(res.status).toBe(200);
  return res.json<Insights>();
};

/** The server is up and answers the public listing at once; its process has not ended. */
async function expectServing() {
  expect(target.server.process.exitCode).toBeNull();
  const started = Date.now();
  const res = await call(target.server, '/api/products/category/a/invernaderos?page=0&size=8');
  expect(res.status).toBe(200);
  // Not held up by a flush waiting for the database (a blocked event loop would be seconds).
  expect(Date.now() - started).toBeLessThan(1000);
}

/** Serves for `ms`, checked every second. */
async function serveFor(ms: number) {
  for (const until = Date.now() + ms; Date.now() < until;) {
    await expectServing();
    await sleep(1000);
  }
}

/** A connection of the test's own to the server's database. */
async function openDatabase() {
  if (onPostgres) {
    const client = new pg.Client({ connectionString: target.store.env.DATABASE_URL });
    await client.connect();
    return {
      exec: (text: string) => client.query(text).then(() => undefined),
      close: () => client.end(),
    };
  }
  const sqlite = new Database(path.join(target.store.env.DATA_DIR!, 'catalog.db'));
  return {
    exec: async (text: string) => void sqlite.exec(text),
    close: async () => void sqlite.close(),
  };
}

test('a search beacon with NUL is counted without it, and the process lives on', async () => {
  const before = await insights();
  expect((await beacon([{ kind: 'search', query: 'abc\u0000def', results: 0 }])).status).toBe(204);
  // Past the 5 s flush that ended the process on PostgreSQL (error 22021).
  await serveFor(6500);
  const after = await insights();
  expect(after.searches.find((s) => s.term === 'abc def')?.count).toBe(1);
  expect(after.totals.search.total - before.totals.search.total).toBe(1);
  expect(target.server.stderr.join('\n')).not.toMatch(/unhandled/i);
}, 30_000);

test('a database that refuses the counts for 10 s: the site serves, the events count once after', async () => {
  const before = (await insights()).totals.view.total;
  const db = await openDatabase();
  try {
    if (onPostgres) {
      await db.exec(`CREATE FUNCTION refuse_writes() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'writes refused'; END $$`);
      await db.exec(`CREATE TRIGGER refuse_counts BEFORE INSERT OR UPDATE ON event_counts
        FOR EACH ROW EXECUTE FUNCTION refuse_writes()`);
    } else {
      // The file locked for writing by another process, longer than the 5 s busy timeout.
      await db.exec('BEGIN IMMEDIATE');
    }
    for (let i = 0; i < 5; i++) expect((await beacon([view()])).status).toBe(204);
    await serveFor(10_000);
    for (let i = 0; i < 3; i++) expect((await beacon([view()])).status).toBe(204);
  } finally {
    if (onPostgres) {
      await db.exec('DROP TRIGGER refuse_counts ON event_counts');
      await db.exec('DROP FUNCTION refuse_writes()');
    } else await db.exec('ROLLBACK');
    await db.close();
  }
  // The next flush writes all of it, once.
  await sleep(6000);
  await expectServing();
  expect((await insights()).totals.view.total - before).toBe(8);
  await sleep(5500);
  expect((await insights()).totals.view.total - before).toBe(8);
}, 60_000);

// A dropped connection is PostgreSQL's story (SQLite's file has none): run where it exists.
if (onPostgres)
  test('a PostgreSQL connection dropped in the middle of a flush: the events count once it is back', async () => {
    const before = (await insights()).totals.view.total;
    const db = await openDatabase();
    const name = new URL(target.store.env.DATABASE_URL!).pathname.slice(1);
    try {
      // The flush waits on the table's lock: it is mid-flush when its connection goes.
      await db.exec('BEGIN');
      await db.exec('LOCK TABLE event_counts IN EXCLUSIVE MODE');
      for (let i = 0; i < 4; i++) expect((await beacon([view()])).status).toBe(204);
      await sleep(6000);
      await db.exec(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      );
      await db.exec('ROLLBACK');
    } finally {
      await db.close();
    }
    await serveFor(2000);
    await sleep(5000);
    expect((await insights()).totals.view.total - before).toBe(4);
    expect(target.server.process.exitCode).toBeNull();
  }, 60_000);
