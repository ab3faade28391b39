/**
 * Two built servers (dist/server/main.mjs) on one fresh PostgreSQL database behave as one: run by
 * `npm test` after the build when DATABASE_URL is set, or alone with
 * `DATABASE_URL=postgres://… npx tsx --test tests/cluster/two-instances.test.ts`.
 * The database is created here with a random name and dropped at the end; only its own
 * connections are ever terminated.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, test } from 'node:test';
import pg from 'pg';

const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'dist/server/main.mjs');
const JWT_SECRET = randomBytes(32).toString('base64url');
const ADMIN_PASSWORD = 'cluster-admin-password-1';
const LISTING = '/api/products/category/a/invernaderos?page=0&size=8';
const PAGE = '/all/invernaderos';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
}

const baseUrl = process.env.DATABASE_URL;
const dbName = `agrotec_cluster_${randomBytes(5).toString('hex')}`;
let admin: pg.Client;
let dbUrl: string;
let dataDir: string;
const running: Instance[] = [];

/** Starts a built server on an ephemeral port; resolves once it logs its address. */
function startInstance(name: string): Promise<Instance> {
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      JWT_SECRET,
      ADMIN_PASSWORD,
      SEED_DEMO: '0',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(dataDir, name),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start`)), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}): ${stderr.join('')}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (!address) return;
      clearTimeout(timer);
      const instance = { name, base: address, child };
      running.push(instance);
      resolve(instance);
    });
  });
}

async function stop(instance: Instance, signal: NodeJS.Signals = 'SIGTERM') {
  running.splice(running.indexOf(instance), 1);
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((r) => instance.child.once('exit', r));
  instance.child.kill(signal);
  await exited;
}

async function api<T>(
  instance: Instance,
  url: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(instance.base + url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { 'x-access-token': init.token } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(5000),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as T };
}

/** Polls `check` every 50 ms until it holds; fails after `ms`. Returns the time it took. */
async function within(ms: number, what: string, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > ms) assert.fail(`${what}: not within ${ms} ms`);
    await sleep(50);
  }
  return Date.now() - started;
}

async function signIn(instance: Instance) {
  const res = await api<{ token: string }>(instance, '/api/auth/signin', {
    method: 'POST',
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  assert.equal(res.status, 200, res.text);
  return res.json().token;
}

/** Renames the product through `writer` and checks `reader` shows the name, API and page, in 1 s. */
async function renameAndSee(writer: Instance, reader: Instance, token: string, id: number) {
  // Both readers have the old copy cached before the write.
  assert.equal((await api(reader, LISTING)).status, 200);
  assert.equal((await api(reader, PAGE)).status, 200);
  const name = `Invernadero ${randomBytes(4).toString('hex')}`;
  const res = await api(writer, `/api/products/${id}`, {
    method: 'PUT',
    token,
    body: {
      name,
      description: '<p>Túnel de prueba</p>',
      category_id: 2,
      price_id: { visible: true, totalPrice: 1500 },
    },
  });
  assert.equal(res.status, 200, res.text);
  await within(1000, `${reader.name} API shows the write of ${writer.name}`, async () =>
    (await api(reader, LISTING)).text.includes(name),
  );
  await within(1000, `${reader.name} page shows the write of ${writer.name}`, async () =>
    (await api(reader, PAGE)).text.includes(name),
  );
}

let a: Instance;
let b: Instance;
let token: string;
let productId: number;

before(async () => {
  assert.ok(baseUrl, 'DATABASE_URL (postgres://…) is required');
  assert.ok(existsSync(MAIN), 'dist/server/main.mjs is missing: run `npm run build` first');
  admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  dbUrl = url.toString();
  dataDir = mkdtempSync(path.join(tmpdir(), 'agrotec-cluster-'));
  // One after the other: the first migrates and creates the admin.
  a = await startInstance('A');
  b = await startInstance('B');
  token = await signIn(a);
  const created = await api<{ id: number }>(a, '/api/products', {
    method: 'POST',
    token,
    body: {
      name: 'Invernadero inicial',
      description: '<p>Túnel</p>',
      category_id: 2,
      price_id: { visible: true, totalPrice: 1000 },
      published: true,
    },
  });
  assert.equal(created.status, 201, created.text);
  productId = created.json().id;
});

after(async () => {
  for (const instance of [...running]) await stop(instance, 'SIGKILL');
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a token signed by one instance is accepted by the other', async () => {
  assert.equal((await api(b, '/api/users', { token })).status, 200);
  assert.equal((await api(a, '/api/users', { token: await signIn(b) })).status, 200);
});

test('a write through either instance shows through the other, API and page, within 1 s', async () => {
  await renameAndSee(a, b, token, productId);
  await renameAndSee(b, a, token, productId);
});

test('demand events sent to both instances add up to the same totals', async () => {
  const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
  const post = async (instance: Instance, events: unknown[]) => {
    const res = await fetch(`${instance.base}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': ua },
      body: JSON.stringify({ events }),
      signal: AbortSignal.timeout(5000),
    });
    assert.equal(res.status, 204, await res.text());
  };
  const view = { kind: 'view', item: { kind: 'product', id: productId } };
  const add = { kind: 'quote_add', item: { kind: 'product', id: productId } };
  const quote = { kind: 'quote_send', items: [{ kind: 'product', id: productId, quantity: 2 }] };
  for (let i = 0; i < 4; i++) {
    await post(
      a,
      Array.from({ length: 10 }, () => add),
    );
    await post(
      b,
      Array.from({ length: 10 }, () => add),
    );
  }
  // A view counts once per visitor, item and day, whichever instances it reaches.
  await post(a, [view, view]);
  await post(b, [view]);
  await post(a, [quote]);
  await post(b, [quote]);
  type Totals = { totals: Record<string, { total: number; unique: number }> };
  // Each instance writes within 5 s; asking one flushes its own share at once.
  for (const reader of [a, b])
    await within(8000, `${reader.name} sees both instances' events`, async () => {
      const res = await api<Totals>(reader, '/api/admin/insights', { token });
      const { quote_add: adds, quote_send: sends, view: views } = res.json().totals;
      return adds!.total === 80 && sends!.total === 2 && views!.total === 1;
    });
  const { totals } = (await api<Totals>(a, '/api/admin/insights', { token })).json();
  // One visitor (one address, one browser) through both instances is one unique visitor.
  assert.deepEqual(
    [totals.quote_add!.unique, totals.quote_send!.unique, totals.view!.unique],
    [1, 1, 1],
  );
});

test('SIGKILL of one instance under load leaves the other serving without errors', async () => {
  let requests = 0;
  const failures: string[] = [];
  const until = Date.now() + 3000;
  // Eight bounded request loops on B (API and pages); A is killed a second in.
  const loops = Array.from({ length: 8 }, async (_, i) => {
    while (Date.now() < until) {
      const url = i % 2 ? PAGE : LISTING;
      try {
        const res = await api(b, url);
        if (res.status !== 200) failures.push(`${url} ${res.status}`);
      } catch (err) {
        failures.push(`${url} ${(err as Error).message}`);
      }
      requests++;
    }
  });
  await sleep(1000);
  await stop(a, 'SIGKILL');
  await Promise.all(loops);
  assert.deepEqual(failures, []);
  assert.ok(requests > 50, `only ${requests} requests were made`);
  a = await startInstance('A2');
  await renameAndSee(b, a, token, productId);
});

test('dropping every connection of the database leaves both answering within 5 s and still in touch', async () => {
  // Both hold pooled connections and a LISTEN connection.
  await Promise.all([api(a, '/api/health'), api(b, '/api/health')]);
  const { rowCount } = await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [dbName],
  );
  assert.ok((rowCount ?? 0) >= 4, `only ${rowCount} connections were terminated`);
  for (const instance of [a, b]) {
    await within(5000, `${instance.name} answers again`, async () => {
      const [health, item] = await Promise.all([
        api(instance, '/api/health'),
        api(instance, `/api/products/${productId}`, { token }),
      ]);
      return health.status === 200 && item.status === 200;
    });
    assert.equal(instance.child.exitCode, null, `${instance.name} is still running`);
  }
  // The LISTEN connections come back on their own: each hears the other's writes again.
  await within(5000, 'both listening again', async () => {
    const { rows } = await admin.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'",
      [dbName],
    );
    return rows[0].n === 2;
  });
  await renameAndSee(a, b, token, productId);
  await renameAndSee(b, a, token, productId);
});

test('failed sign-ins through one instance count on the other', async () => {
  // The default limit: 10 failures per client and account in a window; both see this client as
  // 127.0.0.1.
  for (let i = 0; i < 10; i++) {
    const res = await api(i % 2 ? a : b, '/api/auth/signin', {
      method: 'POST',
      body: { username: 'admin', password: 'wrong-password-0' },
    });
    assert.equal(res.status, 401, res.text);
  }
  for (const instance of [a, b]) {
    const res = await api(instance, '/api/auth/signin', {
      method: 'POST',
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    assert.equal(res.status, 429, `${instance.name}: ${res.text}`);
  }
});
