/* npm run bench:web (compiled with esbuild and run by plain node: tsx would rewrite Lighthouse's
 * in-page functions) — Lighthouse 12 (mobile preset, simulated throttling) on /, a listing and a
 * product detail, against the built server on a fresh demo database; median of 3 runs each.
 * Prints the performance and accessibility scores, LCP, TBT, CLS and the JavaScript and CSS of
 * the first load (gzip bytes). Env: BENCH_RUNS (default 3), CHROME_PATH (default /usr/bin/chromium),
 * BENCH_REPORTS (a folder: every run's full Lighthouse JSON report is written there, to see where
 * the time goes). */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const REPORTS = process.env.BENCH_REPORTS;
const PORT = 18090;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitFor(url: string, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer in time`);
}

interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** gzip bytes of the scripts and stylesheets a page loaded (fetched again and compressed at level 9). */
async function firstLoadBytes(items: NetworkItem[]) {
  const sizes = { js: 0, css: 0 };
  for (const item of items) {
    const kind =
      item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind || !item.url.startsWith(ORIGIN)) continue;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    sizes[kind] += gzipSync(body, { level: 9 }).length;
  }
  return sizes;
}

async function main() {
  spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agrotec-web-'));
  const server = spawn('node', ['dist/server/main.mjs'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await waitFor(`${ORIGIN}/api/health`);
    const list = (await (
      await fetch(`${ORIGIN}/api/products/category/a/invernaderos?size=1`)
    ).json()) as {
      content: Array<{ code: string }>;
    };
    const pages = [
      { name: 'home', url: `${ORIGIN}/` },
      { name: 'listing', url: `${ORIGIN}/all/invernaderos` },
      { name: 'product detail', url: `${ORIGIN}/shared/product/${list.content[0].code}` },
    ];
    const lines: string[] = [];
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0, failed = 0; i < RUNS; i++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
        const { lhr } = result;
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          const file = `${page.name.replace(/\W+/g, '-')}-${runs.length + 1}.json`;
          writeFileSync(path.join(REPORTS, file), JSON.stringify(lhr));
        }
        // A run Lighthouse could not score (lhr.runtimeError) is reported and run again, once.
        if (lhr.runtimeError) {
          console.warn(
            `${page.name}: run ${i + 1} failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`,
          );
          if (failed++ === 0) {
            i--;
            continue;
          }
        }
        const items =
          (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
            ?.items ?? [];
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
          ...(await firstLoadBytes(items)),
        });
      }
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      const line = [
        page.name.padEnd(15),
        `perf ${m('performance')}`.padEnd(9),
        `a11y ${m('accessibility')}`.padEnd(9),
        `LCP ${(m('lcp') / 1000).toFixed(2)} s`.padEnd(12),
        `TBT ${m('tbt').toFixed(0)} ms`.padEnd(11),
        `CLS ${m('cls').toFixed(3)}`.padEnd(10),
        `JS ${(m('js') / 1024).toFixed(1)} KB gz`.padEnd(15),
        `CSS ${(m('css') / 1024).toFixed(1)} KB gz`,
        `  (runs perf: ${runs.map((r) => r.performance).join(', ')})`,
      ].join(' ');
      console.log(line);
      lines.push(line);
    }
    console.log(`\nLighthouse mobile preset, median of ${RUNS}, ${new Date().toISOString()}`);
    console.log(lines.join('\n'));
  } finally {
    await chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
