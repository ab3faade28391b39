/* npm run bench:api — the public listing, a product by code and a 300 px image, each measured
 * against the real built server (SQLite, demo catalogue) and, side by side in the same run,
 * against a bare node:http server answering the same precomputed bytes: the limit.
 * Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const APP_PORT = 18080;
const BARE_PORT = 18081;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, timeoutMs = 120_000) {
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

function startApp(dataDir: string): ChildProcess {
  if (!existsSync('dist/server/main.mjs'))
    spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
  return spawn('node', ['dist/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A bare node:http server answering every request with the given bytes and content type. */
function startBare(file: string, contentType: string): ChildProcess {
  const code = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': ${JSON.stringify(contentType)}, 'content-length': body.length });
      res.end(body);
    }).listen(${BARE_PORT}, '127.0.0.1');`;
  return spawn('node', ['-e', code], { stdio: 'inherit' });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agrotec-bench-'));
  const app = startApp(dataDir);
  const rows: string[] = [];
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
    const base = `http://127.0.0.1:${APP_PORT}/api`;
    const listing =
      '/products/category/a/invernaderos?page=0&size=8&order_by=created_at&order_direction=desc';
    const page = (await (await fetch(base + listing)).json()) as {
      content: Array<{ code: string; default_image: string }>;
    };
    const first = page.content[0];
    const targets: Array<{ name: string; path: string; headers: Record<string, string> }> = [
      { name: 'listing', path: listing, headers: {} },
      { name: 'product by code', path: `/products/c/${first.code}`, headers: {} },
      {
        name: 'image 300 px (webp)',
        path: `/products/images/300/${first.default_image}`,
        headers: { accept: 'image/webp,*/*' },
      },
    ];

    for (const target of targets) {
      const response = await fetch(base + target.path, { headers: target.headers });
      const bytes = Buffer.from(await response.arrayBuffer());
      const file = path.join(dataDir, 'body.bin');
      writeFileSync(file, bytes);
      const bare = startBare(
        file,
        response.headers.get('content-type') ?? 'application/octet-stream',
      );
      try {
        await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
        const appFigures = await load(base + target.path, target.headers);
        const bareFigures = await load(`http://127.0.0.1:${BARE_PORT}/`, target.headers);
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
      `\n${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}, ${new Date().toISOString()}`,
    );
    console.log(rows.join('\n'));
  } finally {
    app.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
