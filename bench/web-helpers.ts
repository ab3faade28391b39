/* What the browser benchmarks (bench:web, bench:phone) share: the build, the built server on a
 * fresh demo database, the public pages they measure, medians. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from './server-process';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return NaN;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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

/** The public pages the browser benchmarks measure (a product of the demo catalogue included). */
export async function publicPages(origin: string) {
  const list = (await (
    await fetch(`${origin}/api/products/category/a/invernaderos?size=1`)
  ).json()) as { content: Array<{ code: string }> };
  const product = list.content[0]?.code;
  if (!product) throw new Error('the demo catalogue has no greenhouse');
  return [
    { name: 'home', path: '/' },
    { name: 'product listing', path: '/all/invernaderos' },
    { name: 'product page', path: `/shared/product/${encodeURIComponent(product)}` },
    { name: 'service listing', path: '/service/cursos' },
    { name: 'search', path: '/buscar?q=invernadero' },
  ];
}
