/* npm run bench:api — the public listing, a product by code and a 300 px image, each measured
 * against the real built server (demo catalogue) and, side by side in the same run, against a
 * bare node:http server answering the same precomputed bytes with the same headers: the limit.
 * The server runs as `npm start` runs it: its built client served (built first when missing)
 * and its own log level (request logs at info), as a new user starts it.
 * Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32),
 * BENCH_DATABASE_URL (postgres://…: run on a fresh PostgreSQL database created there and dropped
 * afterwards; SQLite otherwise), BENCH_DATABASE_REUSE=1 (BENCH_DATABASE_URL names an existing
 * database, e.g. seeded with `DATABASE_URL=… npm run seed -- --products 100000`, used as is and
 * kept), BENCH_WARMUP_SECONDS (default 3: load on the app before each target is measured, not
 * counted, so a fresh process's optimizing compiler has caught up; the bare server has no code
 * to warm), BENCH_TARGETS (comma-separated ids to measure: listing,
 * listing-999, filtered, facets, code, image; all but listing-999 by default), BENCH_DATA_DIR (an existing SQLite data folder, e.g. seeded with
 * `npm run seed -- --products 100000`, used as is and kept), BENCH_UNCACHED=1 (the server keeps
 * no answers in memory: every request reaches the database), BENCH_API_ONLY=1 (no client
 * served and only warnings logged, as the figures before 2026-12-02 were measured),
 * BENCH_APP_DIR (another checkout of the project with its dependencies, e.g. an older commit's
 * `git worktree add ../wt-old 956ce42`: its build, made there first when missing, is measured
 * in the same run beside this one, each on a fresh database of its own, the two in turn and
 * each beside a bare server sending its own bytes and headers), BENCH_ROUNDS (default 1: how
 * many times each target is measured per build; with BENCH_APP_DIR the builds alternate
 * A B B A…, and a median line per build follows). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createBenchDatabase, freePort, sleep, startApp, waitFor } from './server-process';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const PG_URL = process.env.BENCH_DATABASE_URL;
const PG_REUSE = process.env.BENCH_DATABASE_REUSE === '1';
const GIVEN_DATA_DIR = process.env.BENCH_DATA_DIR;
const UNCACHED = process.env.BENCH_UNCACHED === '1';
const ONLY = process.env.BENCH_TARGETS?.split(',').map((t) => t.trim());
const API_ONLY = process.env.BENCH_API_ONLY === '1';
const OTHER_DIR = process.env.BENCH_APP_DIR || undefined;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 1));

/** Per-request headers the bare server leaves to node:http, as the app's server does. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * A bare node:http server answering every request with the given bytes and the headers the app
 * sent for them (security headers, cache-control, etag, vary…): the same work on the wire.
 */
function startBare(file: string, headers: Record<string, string>, port: number): ChildProcess {
  const code = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const headers = { ...${JSON.stringify(headers)}, 'content-length': body.length };
    require('node:http').createServer((req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  return spawn('node', ['-e', code], { stdio: 'inherit' });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  url: string,
  headers: Record<string, string>,
  duration = SECONDS,
): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

interface Build {
  name: string;
  app: ChildProcess;
  base: string;
  dataDir: string;
  database?: { url: string; drop: () => Promise<unknown> };
}

/** The commit a checkout is at (with `+` when it has changes), or its folder's name. */
function commitOf(dir: string) {
  const git = (...args: string[]) =>
    spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = git('rev-parse', '--short', 'HEAD');
  if (!commit) return path.basename(path.resolve(dir));
  return git('status', '--porcelain', '--untracked-files=no') ? `${commit}+` : commit;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function startBuild(appDir: string | undefined): Promise<Build> {
  const dataDir = (!appDir && GIVEN_DATA_DIR) || mkdtempSync(path.join(tmpdir(), 'agrotec-bench-'));
  const database = !PG_URL
    ? undefined
    : PG_REUSE
      ? { url: PG_URL, drop: async () => undefined }
      : await createBenchDatabase(PG_URL);
  const port = await freePort();
  const app = startApp({
    dataDir,
    port,
    databaseUrl: database?.url,
    appDir,
    asStarted: !API_ONLY,
    env: UNCACHED ? { PUBLIC_CACHE_MB: '0' } : {},
  });
  return {
    name: commitOf(appDir ?? '.'),
    app,
    base: `http://127.0.0.1:${port}/api`,
    dataDir,
    database,
  };
}

async function stopBuild(build: Build, given: boolean) {
  const exited = new Promise((r) => build.app.once('exit', r));
  build.app.kill();
  await exited;
  await build.database?.drop();
  if (given) rmSync(path.join(build.dataDir, 'body.bin'), { force: true });
  else rmSync(build.dataDir, { recursive: true, force: true });
}

const listing =
  '/products/category/a/invernaderos?page=0&size=8&order_by=created_at&order_direction=desc';
/** Issue 65's filtered listing: two covers of the demo's four, at least 500 m², by price. */
const filters = `f.cubierta=${encodeURIComponent('policarbonato,malla antiáfido')}&f.area_m2.min=500`;
const filteredListing = `/products/category/a/invernaderos?page=0&size=12&order_by=price&order_direction=asc&${filters}`;
const facets = `/products/category/a/invernaderos/facets?${filters}`;

interface Target {
  id: string;
  name: string;
  path: string;
  headers: Record<string, string>;
}

async function targetsOf(build: Build): Promise<Target[]> {
  const page = (await (await fetch(build.base + listing)).json()) as {
    content: Array<{ code: string; default_image: string }>;
  };
  const first = page.content[0];
  const all: Target[] = [
    { id: 'listing', name: 'listing', path: listing, headers: {} },
    {
      id: 'listing-999',
      name: 'listing page=999',
      path: listing.replace('page=0', 'page=999'),
      headers: {},
    },
    { id: 'filtered', name: 'filtered listing', path: filteredListing, headers: {} },
    { id: 'facets', name: 'facets', path: facets, headers: {} },
    { id: 'code', name: 'product by code', path: `/products/c/${first.code}`, headers: {} },
    {
      id: 'image',
      name: 'image 300 px (webp)',
      path: `/products/images/300/${first.default_image}`,
      headers: { accept: 'image/webp,*/*' },
    },
  ];
  return all.filter((t) => (ONLY ? ONLY.includes(t.id) : t.id !== 'listing-999'));
}

/** The bytes and headers a build answers to `target` with, as autocannon asks (no compression). */
async function answerOf(build: Build, target: Target) {
  const response = await fetch(build.base + target.path, {
    headers: { ...target.headers, 'accept-encoding': 'identity' },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!NODE_OWN_HEADERS.has(name) && name !== 'content-length') headers[name] = value;
  });
  return { bytes, headers };
}

async function main() {
  if (OTHER_DIR && (GIVEN_DATA_DIR || PG_REUSE))
    throw new Error(
      'BENCH_APP_DIR needs a fresh database per build: not with BENCH_DATA_DIR or BENCH_DATABASE_REUSE',
    );
  const builds: Build[] = [];
  const rows: string[] = [];
  try {
    builds.push(await startBuild(undefined));
    if (OTHER_DIR) builds.push(await startBuild(OTHER_DIR));
    for (const build of builds) await waitFor(`${build.base}/health`);
    const nameWidth = Math.max(...builds.map((b) => b.name.length));
    const targets = await targetsOf(builds[0]);
    for (const target of targets) {
      const paths = await Promise.all(
        builds.map(async (build) => {
          const own = (await targetsOf(build)).find((t) => t.id === target.id) ?? target;
          return own.path;
        }),
      );
      const bares: Array<{ bare: ChildProcess; url: string; bytes: number }> = [];
      const figures = builds.map(() => [] as Array<{ rps: number; ratio: number }>);
      try {
        for (const [i, build] of builds.entries()) {
          const { bytes, headers } = await answerOf(build, { ...target, path: paths[i] });
          const file = path.join(build.dataDir, 'body.bin');
          writeFileSync(file, bytes);
          const port = await freePort();
          bares.push({
            bare: startBare(file, headers, port),
            url: `http://127.0.0.1:${port}/`,
            bytes: bytes.length,
          });
          await waitFor(bares[i].url);
          if (WARMUP_SECONDS > 0) await load(build.base + paths[i], target.headers, WARMUP_SECONDS);
        }
        for (let round = 0; round < ROUNDS; round++) {
          // A B, B A, A B…: neither build is always the one measured first.
          const order = builds.map((_, i) => i);
          if (round % 2) order.reverse();
          for (const i of order) {
            const appFigures = await load(builds[i].base + paths[i], target.headers);
            const bareFigures = await load(bares[i].url, target.headers);
            const ratio = appFigures.rps / bareFigures.rps;
            figures[i].push({ rps: appFigures.rps, ratio });
            rows.push(
              [
                target.name.padEnd(20),
                builds.length > 1 || ROUNDS > 1 ? builds[i].name.padEnd(nameWidth) : '',
                ROUNDS > 1 ? `#${round + 1}` : '',
                `${bares[i].bytes} B`.padStart(9),
                `${appFigures.rps.toFixed(0)} req/s`.padStart(13),
                `p50 ${appFigures.p50} ms`.padStart(11),
                `p99 ${appFigures.p99} ms`.padStart(11),
                `| bare ${bareFigures.rps.toFixed(0)} req/s`.padStart(19),
                `p99 ${bareFigures.p99} ms`.padStart(11),
                `| ratio ${ratio.toFixed(2)}`,
                appFigures.errors ? ` (${appFigures.errors} errors)` : '',
              ]
                .filter(Boolean)
                .join(' '),
            );
            console.log(rows.at(-1));
          }
        }
        if (ROUNDS > 1)
          for (const [i, build] of builds.entries()) {
            const rps = figures[i].map((f) => f.rps);
            const ratios = figures[i].map((f) => f.ratio);
            rows.push(
              `${target.name.padEnd(20)} ${build.name.padEnd(nameWidth)} median ${median(rps).toFixed(0)} req/s (${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)}), ratio ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
            );
            console.log(rows.at(-1));
          }
      } finally {
        for (const { bare } of bares) bare.kill();
        await sleep(300);
      }
    }
    console.log(
      `\n${PG_URL ? 'PostgreSQL' : 'SQLite'}${UNCACHED ? ' (uncached)' : ''}, ${API_ONLY ? 'API only, warnings logged' : 'as `npm start` runs it (client served, request logs at info)'}, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s of warm-up, ${ROUNDS} round(s), Node ${process.version}, ${new Date().toISOString()}`,
    );
    console.log(rows.join('\n'));
  } finally {
    for (const build of builds) await stopBuild(build, !OTHER_DIR && Boolean(GIVEN_DATA_DIR));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
