import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

/*
 * The built server (dist/server/main.mjs) as an outsider meets it: its own process on 127.0.0.1,
 * an ephemeral port, a fresh data directory, and a fresh PostgreSQL database of its own when
 * SECURITY_DB=postgres (DATABASE_URL names the server to create it on; it is dropped after).
 */

const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'dist/server/main.mjs');
const USERS_CLI = path.join(ROOT, 'dist/server/users.mjs');

export const JWT_SECRET = 'security-suite-secret-that-is-long-enough-42';
export const ADMIN = { username: 'admin', password: 'admin-clave-segura-1' };
const onPostgres = process.env.SECURITY_DB === 'postgres';

export interface Store {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, empty store: a data directory, plus a database of its own on PostgreSQL. */
async function createStore(): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agrotec-security-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!onPostgres)
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => removeDir() };
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('SECURITY_DB=postgres needs DATABASE_URL');
  const name = `agrotec_security_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
      removeDir();
    },
  };
}

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Lines the server wrote to stderr (a crash shows here). */
  stderr: string[];
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the built server on the store and resolves once it listens. */
export async function startServer(
  store: Store,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  if (!existsSync(MAIN))
    throw new Error('dist/server/main.mjs is missing: run `npm run build` first');
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      JWT_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      // Tests speak for many clients through X-Forwarded-For (the sign-in throttle counts per client):
      // the suite's own connections, from loopback, are the trusted proxy.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'info',
      ...store.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start: ${stderr.join('\n')}`)),
      30_000,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr.join('\n')}`));
    });
    // pino writes one JSON object per line; Fastify logs the address it listens on.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    stderr,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Runs the built users CLI on the store (e.g. `passwd admin --password …`). */
export function usersCli(store: Store, args: string[]) {
  const result = spawnSync(process.execPath, [USERS_CLI, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', JWT_SECRET, ...store.env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`users ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/**
 * The server of one test file: the built server on a fresh store, started before the file's
 * tests and stopped (and the store dropped) after them. `server` may be replaced by a restart.
 */
export function serverForThisFile(env: Record<string, string> = {}) {
  const target = {} as { store: Store; server: RunningServer };
  beforeAll(async () => {
    target.store = await createStore();
    target.server = await startServer(target.store, env);
  });
  afterAll(async () => {
    await target.server?.stop();
    await target.store?.drop();
  });
  return target;
}
