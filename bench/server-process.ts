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
 * the PostgreSQL database `databaseUrl`. `appDir` is the checkout whose build runs (this one by
 * default: another build, e.g. an older commit's worktree, for a side-by-side run). By default no
 * client is served (the API only) and only warnings are logged; `asStarted` runs it with `npm
 * start`'s settings instead: the checkout's built client served (built first when missing, as
 * `npm start` does) and the server's own log level (request logs at info). `env` adds to or
 * overrides its environment.
 */
export function startApp(options: {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  appDir?: string;
  asStarted?: boolean;
  env?: Record<string, string>;
}): ChildProcess {
  const cwd = options.appDir ?? process.cwd();
  const build = (script: string, output: string) => {
    if (!existsSync(path.join(cwd, output)))
      spawnSync('npm', ['run', script], { cwd, stdio: 'inherit' });
  };
  build('build:server', 'dist/server/main.mjs');
  if (options.asStarted) build('build:client', 'dist/client/index.html');
  const { LOG_LEVEL: _ownLevel, CLIENT_DIR: _ownClient, ...inherited } = process.env;
  return spawn('node', ['dist/server/main.mjs'], {
    cwd,
    env: {
      ...inherited,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ...(!options.asStarted && {
        LOG_LEVEL: 'warn',
        CLIENT_DIR: path.join(options.dataDir, 'no-client'),
      }),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
