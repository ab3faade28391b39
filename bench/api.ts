/* npm run bench:api — the public listing, a product by code and a 300 px image, each measured
 * against the real built server (demo catalogue) and, side by side in the same run, against a
 * bare node:http server answering the same precomputed bytes with the same headers: the limit.
 * Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32),
 * BENCH_DATABASE_URL (postgres://…: run on a fresh PostgreSQL database created there and dropped
 * afterwards; SQLite otherwise), BENCH_DATABASE_REUSE=1 (BENCH_DATABASE_URL names an existing
 * database, e.g. seeded with `DATABASE_URL=… npm run seed -- --products 100000`, used as is and
 * kept), BENCH_WARMUP_SECONDS (default 3: load on the app before each measurement, not
 * counted, so a fresh process's optimizing compiler has caught up; the bare server has no code
 * to warm), BENCH_TARGETS (comma-separated ids to measure: listing,
 * listing-999, code, image), BENCH_DATA_DIR (an existing SQLite data folder, e.g. seeded with
 * `npm run seed -- --products 100000`, used as is and kept), BENCH_UNCACHED=1 (the server keeps
 * no answers in memory: every request reaches the database). */
import { spawn, type ChildProcess } from 'node:child_process';
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

/** A port free right now on loopback (the OS picks it). */

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

async function main() {
  const dataDir = GIVEN_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'agrotec-bench-'));
  const database = !PG_URL
    ? undefined
    : PG_REUSE
      ? { url: PG_URL, drop: async () => undefined }
      : await createBenchDatabase(PG_URL);
  const [appPort, barePort] = [await freePort(), await freePort()];
  const app = startApp({
    dataDir,
    port: appPort,
    databaseUrl: database?.url,
    env: UNCACHED ? { PUBLIC_CACHE_MB: '0' } : {},
  });
  const rows: string[] = [];
  try {
    await waitFor(`http://127.0.0.1:${appPort}/api/health`);
    const base = `http://127.0.0.1:${appPort}/api`;
    const listing =
      '/products/category/a/invernaderos?page=0&size=8&order_by=created_at&order_direction=desc';
    const page = (await (await fetch(base + listing)).json()) as {
      content: Array<{ code: string; default_image: string }>;
    };
    const first = page.content[0];
    const targets: Array<{
      id: string;
      name: string;
      path: string;
      headers: Record<string, string>;
    }> = [
      { id: 'listing', name: 'listing', path: listing, headers: {} },
      {
        id: 'listing-999',
        name: 'listing page=999',
        path: listing.replace('page=0', 'page=999'),
        headers: {},
      },
      { id: 'code', name: 'product by code', path: `/products/c/${first.code}`, headers: {} },
      {
        id: 'image',
        name: 'image 300 px (webp)',
        path: `/products/images/300/${first.default_image}`,
        headers: { accept: 'image/webp,*/*' },
      },
    ];

    for (const target of targets.filter((t) =>
      ONLY ? ONLY.includes(t.id) : t.id !== 'listing-999',
    )) {
      // As autocannon asks: without compression (fetch would ask for it by default).
      const response = await fetch(base + target.path, {
        headers: { ...target.headers, 'accept-encoding': 'identity' },
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      const file = path.join(dataDir, 'body.bin');
      writeFileSync(file, bytes);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!NODE_OWN_HEADERS.has(name) && name !== 'content-length') headers[name] = value;
      });
      const bare = startBare(file, headers, barePort);
      try {
        await waitFor(`http://127.0.0.1:${barePort}/`);
        if (WARMUP_SECONDS > 0) await load(base + target.path, target.headers, WARMUP_SECONDS);
        const appFigures = await load(base + target.path, target.headers);
        const bareFigures = await load(`http://127.0.0.1:${barePort}/`, target.headers);
        const ratio = appFigures.rps / bareFigures.rps;
        rows.push(
          [
            target.name.padEnd(22),
            `${bytes.length} B`.padStart(9),
            `${appFigures.rps.toFixed(0)} req/s`.padStart(13),
            `p50 ${appFigures.p50} ms`.padStart(11),
            `p99 ${appFigures.p99} ms`.padStart(11),
            `| bare ${bareFigures.rps.toFixed(0)} req/s`.padStart(19),
            `p99 ${bareFigures.p99} ms`.padStart(11),
            `| ratio ${ratio.toFixed(2)}`,
            appFigures.errors ? ` (${appFigures.errors} errors)` : '',
          ].join(' '),
        );
        console.log(rows.at(-1));
      } finally {
        bare.kill();
        await sleep(300);
      }
    }
    console.log(
      `\n${database ? 'PostgreSQL' : 'SQLite'}${UNCACHED ? ' (uncached)' : ''}, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s of warm-up, Node ${process.version}, ${new Date().toISOString()}`,
    );
    console.log(rows.join('\n'));
  } finally {
    const exited = new Promise((r) => app.once('exit', r));
    app.kill();
    await exited;
    await database?.drop();
    if (GIVEN_DATA_DIR) rmSync(path.join(dataDir, 'body.bin'), { force: true });
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
