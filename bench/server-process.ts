/* What the server benchmarks (bench:api, bench:events, bench:import) share: a free port, the
 * built server started on a data folder (and a PostgreSQL database when given), waiting for it,
 * and a fresh PostgreSQL database for one run. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves once `url` answers 2xx. */
export async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer in time`);
}

/** A fresh PostgreSQL database for the run on the server of `serverUrl`, dropped by `drop`. */
export async function createBenchDatabase(serverUrl: string) {
  const name = `agrotec_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The built server (built first when missing) on 127.0.0.1:`port`, on `dataDir` and, when given,
 * the PostgreSQL database `databaseUrl`; no client is served (the API only). `env` adds to or
 * overrides its environment.
 */
export function startApp(options: {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  env?: Record<string, string>;
}): ChildProcess {
  if (!existsSync('dist/server/main.mjs'))
    spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
  return spawn('node', ['dist/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(options.dataDir, 'no-client'),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
