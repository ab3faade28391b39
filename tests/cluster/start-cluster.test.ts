/**
 * `npm run start:cluster` (scripts/start-cluster.mjs) with two workers on one fresh PostgreSQL
 * database: it serves, a killed worker is replaced while the other keeps serving, and SIGTERM
 * ends every worker. Run by `npm test` after the build when DATABASE_URL is set, or alone with
 * `DATABASE_URL=postgres://… npx tsx --test tests/cluster/start-cluster.test.ts`.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, test } from 'node:test';
import pg from 'pg';

const ROOT = path.resolve(__dirname, '../..');
const LISTING = '/api/products/category/a/invernaderos?page=0&size=8';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const baseUrl = process.env.DATABASE_URL;
const dbName = `agrotec_start_cluster_${randomBytes(5).toString('hex')}`;
let admin: pg.Client;
let dataDir: string;
let primary: ChildProcess;
let base: string;
/** Workers that logged "Server listening", in order; an entry per worker process. */
const serving: number[] = [];
const output: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Polls `check` every 50 ms until it holds; fails after `ms`. */
async function within(ms: number, what: string, check: () => boolean | Promise<boolean>) {
  const started = Date.now();
  while (!(await Promise.resolve(check()).catch(() => false))) {
    if (Date.now() - started > ms) assert.fail(`${what}: not within ${ms} ms\n${output.join('')}`);
    await sleep(50);
  }
}

/** Statuses of `count` listing requests, eight at a time, each on a fresh connection. */
async function statuses(count: number) {
  const results: string[] = [];
  for (let done = 0; done < count; done += 8) {
    const batch = Array.from({ length: Math.min(8, count - done) }, async () => {
      try {
        const res = await fetch(base + LISTING, {
          headers: { connection: 'close' },
          signal: AbortSignal.timeout(5000),
        });
        await res.arrayBuffer();
        return String(res.status);
      } catch (err) {
        return (err as Error).message;
      }
    });
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

before(async () => {
  assert.ok(baseUrl, 'DATABASE_URL (postgres://…) is required');
  assert.ok(
    existsSync(path.join(ROOT, 'dist/server/main.mjs')) &&
      existsSync(path.join(ROOT, 'dist/client/index.html')),
    'dist/ is missing: run `npm run build` first',
  );
  admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'agrotec-start-cluster-'));
  // START_CLUSTER_PORT pins the port (on a shared machine with port ranges); a free one otherwise.
  const port = Number(process.env.START_CLUSTER_PORT) || (await freePort());
  base = `http://127.0.0.1:${port}`;
  primary = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      WEB_CONCURRENCY: '2',
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_PASSWORD: 'start-cluster-admin-password-1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  createInterface({ input: primary.stdout! }).on('line', (line) => {
    output.push(`${line}\n`);
    if (!line.includes('Server listening at')) return;
    const pid = (JSON.parse(line) as { pid: number }).pid;
    serving.push(pid);
  });
  await within(90_000, 'two workers serving', () => serving.length >= 2);
});

after(async () => {
  if (primary && primary.exitCode === null && primary.signalCode === null) {
    primary.kill('SIGKILL');
    for (const pid of serving) if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('two workers serve the catalogue on one port', async () => {
  assert.equal(new Set(serving).size, 2);
  const results = await statuses(40);
  assert.deepEqual(new Set(results), new Set(['200']));
  const page = (await (await fetch(base + LISTING)).json()) as { totalElements: number };
  assert.ok(page.totalElements > 0, 'the first worker seeded the demo catalogue');
});

test('a killed worker is replaced while the other keeps serving', async () => {
  const [victim, survivor] = serving;
  process.kill(victim, 'SIGKILL');
  await within(5000, 'the killed worker is gone', () => !alive(victim));
  // The other worker answers every request meanwhile.
  assert.deepEqual(new Set(await statuses(24)), new Set(['200']));
  await within(30_000, 'a third worker serving', () => serving.length >= 3);
  const replacement = serving[2];
  assert.ok(alive(survivor) && alive(replacement), 'two workers alive again');
  assert.deepEqual(new Set(await statuses(40)), new Set(['200']));
});

test('SIGTERM to the cluster ends every worker', async () => {
  const exited = new Promise<number | null>((r) => primary.once('exit', (code) => r(code)));
  primary.kill('SIGTERM');
  assert.equal(await exited, 0);
  for (const pid of serving) assert.equal(alive(pid), false, `worker ${pid} ended`);
});
