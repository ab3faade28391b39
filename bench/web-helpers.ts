/* What the browser benchmarks (bench:web, bench:phone) share: the build, the built server on a
 * fresh demo database, how Chromium is started, the public pages they measure, and the proxy
 * that serves a page's static twin. Their medians are in ./median. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Launcher, type Options as LaunchOptions } from 'chrome-launcher';
import { benchChromeFlags } from './chrome-flags';
import { waitFor } from './server-process';

/** `npm run build`, unless BENCH_SKIP_BUILD is set (then dist/ is used as it is). */
export function buildUnlessSkipped() {
  if (process.env.BENCH_SKIP_BUILD) return;
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The built server on 127.0.0.1:`port` with a fresh data folder (the demo catalogue). */
export function startBuiltServer(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agrotec-bench-'));
  const server = spawn('node', ['dist/server/main.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    ready: waitFor(`http://127.0.0.1:${port}/api/health`, 180_000),
    stop() {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * chrome-launcher's options for the benches' headless Chromium (bench:web, bench:phone,
 * bench:system): its own default flags with the desktop interface's features off
 * (./chrome-flags), then the benches' flags.
 */
export const headlessChrome = (chromePath: string): LaunchOptions => ({
  chromePath,
  ignoreDefaultFlags: true,
  chromeFlags: benchChromeFlags(Launcher.defaultFlags()),
});

/** The public pages the browser benchmarks measure (a product of the demo catalogue included). */
export async function publicPages(origin: string) {
  const list = (await (
    await fetch(`${origin}/api/products/category/a/invernaderos?size=1`)
  ).json()) as { content: Array<{ code: string }> };
  const product = list.content[0]?.code;
  if (!product) throw new Error('the demo catalogue has no greenhouse');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'product listing', path: '/all/invernaderos' },
    { name: 'product page', path: `/shared/product/${encodeURIComponent(product)}` },
    { name: 'service listing', path: '/service/cursos' },
    { name: 'search', path: '/buscar?q=invernadero' },
  ];
  // BENCH_PAGES: a comma-separated list of names ('home,search') to measure only those.
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  return only ? pages.filter((page) => only.includes(page.name)) : pages;
}

/**
 * The page's HTML without a script: every <script> element, every script preload and every
 * preload of API data (only the scripts would read it) removed.
 */
function staticTwin(html: string) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, (link) =>
      /\brel=["']?modulepreload/i.test(link) ||
      (/\brel=["']?preload/i.test(link) && /\bas=["']?(?:script|fetch)\b/i.test(link))
        ? ''
        : link,
    );
}

/** Where the proxy answers with FLOOR_HTML itself (the server has no such path). */
export const FLOOR_PATH = '/__bench/floor';

/**
 * The least a page can be: one heading and one paragraph, no style sheet, no picture, no script.
 * What Lighthouse measures on it at a slowdown is the host's and the browser's own share, which
 * every page and twin pays too (bench:web prints it as the host's floor).
 */
const FLOOR_HTML =
  '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Piso del equipo</title></head><body><h1>Invernaderos</h1>' +
  '<p>Una página con un título y un párrafo, sin estilos, imágenes ni scripts.</p></body></html>';

/**
 * A pass-through proxy to the server on `serverPort`, listening on `proxyPort`. In twin mode the
 * HTML documents it passes are the static twins, compressed again as the server sends a page it
 * has kept (brotli's best when the browser accepts it, else gzip's).
 * FLOOR_PATH answers with FLOOR_HTML.
 */
export function startTwinProxy(serverPort: number, proxyPort: number) {
  const state = { twin: false };
  const proxy = http.createServer((request, response) => {
    if (request.url === FLOOR_PATH) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(FLOOR_HTML);
      return;
    }
    const wantsTwin = state.twin && request.method === 'GET';
    const upstream = http.request(
      `http://127.0.0.1:${serverPort}${request.url}`,
      {
        method: request.method,
        headers: {
          ...request.headers,
          host: `127.0.0.1:${serverPort}`,
          ...(wantsTwin ? { 'accept-encoding': 'identity' } : {}),
        },
      },
      (answer) => {
        const html = /text\/html/.test(String(answer.headers['content-type']));
        if (!wantsTwin || !html) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.from(staticTwin(Buffer.concat(chunks).toString('utf8')));
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers.etag;
          // As the server sends a page asked for more than once (src/server/html/
          // page-compression.ts): brotli's best, or gzip's.
          const accepts = String(request.headers['accept-encoding'] ?? '');
          if (/\bbr\b/.test(accepts)) {
            body = brotliCompressSync(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            });
            headers['content-encoding'] = 'br';
          } else if (/\bgzip\b/.test(accepts)) {
            body = gzipSync(body, { level: zlib.Z_BEST_COMPRESSION });
            headers['content-encoding'] = 'gzip';
          }
          headers['content-length'] = String(body.length);
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise<{ state: typeof state; close: () => void }>((resolve) =>
    proxy.listen(proxyPort, '127.0.0.1', () => resolve({ state, close: () => proxy.close() })),
  );
}
