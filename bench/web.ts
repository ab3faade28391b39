/* npm run bench:web (compiled with esbuild and run by plain node: tsx would rewrite Lighthouse's
 * in-page functions).
 *
 * Lighthouse 12 (mobile preset, simulated throttling) on each public page — `/`, a product
 * listing, a product page, a service listing, a search — side by side with its STATIC TWIN: the server's own
 * HTML of that page with every script and script preload removed. Both go through the same small
 * proxy in front of the same built server, in the same run, alternating page and twin, so the
 * machine's noise hits both alike: the ratio page/twin is what we hold to (docs/decisions.md,
 * "Performance budgets against a static twin"). Prints, per page, the medians of the performance
 * score, LCP, TBT and CLS of both and their ratio, plus the page's first-load JS and CSS (gzip)
 * and its inline CSS (the bytes of its <style> elements, uncompressed), and the HTML's bytes on the
 * wire (headers included), with each run's LCP beside the medians and how far the LCP ratio moves
 * with the runs' own noise (their resampled 5th-95th percentiles).
 *
 * The CPU slowdown is calibrated for the host (bench/calibrate.ts: Lighthouse's benchmarkIndex
 * and Lighthouse's own rule, printed first), not Lighthouse's fixed 4×: pages and twins run as
 * on the same mid-tier phone on any host. BENCH_CPU_MULTIPLIER overrides it.
 *
 * Each run also prints the host's benchmarkIndex as Lighthouse measured it at that run's start
 * (a shared host's speed moves during the bench), and, from the run's own trace, the main
 * thread's blocking after FCP at the same slowdown computed twice: from its tasks' wall time
 * (what Lighthouse's simulation multiplies) and from their thread (CPU) time. On a host with few
 * cores the two differ by the time the main thread waited for a core while other threads (the
 * scripts' streaming compilation, the browser process, Lighthouse itself) ran: time a phone's
 * other cores would have taken (docs/decisions.md, "Measured on the visitor's phone"). From the
 * same traces: the task that built the Chakra system (mark `app:system`) and the TBT Lighthouse's
 * simulation counts for it alone, and the CPU time of the page's main thread, the browser
 * process's and the GPU process's compositor, which share the host's cores during the load. From
 * each report's long tasks: the blocking time by source, the document's own tasks, each script,
 * the unattributable rest (bench/blocking-sources.ts).
 *
 * First, the HOST'S FLOOR: the same Lighthouse runs (BENCH_RUNS of them) on a page of one
 * heading and one paragraph, with no style sheet, picture or script, served by the proxy. Its TBT
 * and score are what this host and the browser cost any page at this slowdown (on a 2-core host,
 * tasks that waited for a core while Chromium's other threads and Lighthouse ran); the pages'
 * figures are read against it.
 *
 * Before each run the instrument (this process, the server, Chromium's browser, GPU and utility
 * processes) is set to a lower scheduling priority than the page's renderer (bench/host-priority.ts,
 * docs/decisions.md "The page's renderer first on a small host").
 *
 * Env: BENCH_RUNS (runs per page and per twin, default 7: see docs/decisions.md), BENCH_NICE
 * (default 10; 0: every process at the default priority), BENCH_PAGES (page names, e.g.
 * 'home,search'), CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 18090; the proxy
 * listens on BENCH_PORT + 1),
 * BENCH_SKIP_BUILD=1 (use the existing dist/), BENCH_REPORTS (a folder: every run's full
 * Lighthouse JSON report and its trace, `<run>.trace.json`, are written there, to see where the
 * time goes).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { blockingBySource, describeSources, type LongTask } from './blocking-sources';
import { calibrate, describeCalibration } from './calibrate';
import { describePriority, instrumentYieldsToThePage } from './host-priority';
import {
  blockingAfterFcp,
  markedTask,
  threadsCpu,
  type TraceEvent,
  type WallAndThread,
} from './main-thread';
import { median } from './median';
import { scoredRun } from './scored-run';
import {
  buildUnlessSkipped,
  headlessChrome,
  FLOOR_PATH,
  publicPages,
  startBuiltServer,
  startTwinProxy,
} from './web-helpers';

const RUNS = Number(process.env.BENCH_RUNS || 7);
const REPORTS = process.env.BENCH_REPORTS;
const PORT = Number(process.env.BENCH_PORT || 18090);
const PROXY_PORT = PORT + 1;
const SERVER = `http://127.0.0.1:${PORT}`;
const ORIGIN = `http://127.0.0.1:${PROXY_PORT}`;

interface Run {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  /**
   * Bytes of the page's HTML on the wire, headers included, as Lantern counts them: its
   * simulated connection carries ~14.6 KB in the first round trip, then twice as much in each.
   */
  html: number;
  /** The host's benchmarkIndex, as Lighthouse measured it at the start of this run. */
  benchmarkIndex: number;
  /** The main thread's blocking after FCP at the run's slowdown, from wall and thread time. */
  blocking: WallAndThread;
  /** The task that built the Chakra system (mark `app:system`), unthrottled; null on a twin. */
  system: WallAndThread | null;
  /** CPU ms of the page's main thread, the browser's and the GPU compositor's during the load. */
  threads: ReturnType<typeof threadsCpu>;
  /** Lighthouse's blocking time by source: the document's own tasks, each script, the rest. */
  sources: Map<string, number>;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * `fetch`, and once more when the first try fails: a connection kept alive since the previous
 * run (Lighthouse's run lasts longer than the proxy keeps an idle connection) can be closed under
 * the request (ECONNRESET).
 */
async function fetchAgainOnReset(url: string) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

/**
 * gzip bytes of the scripts and stylesheets a page loaded (fetched again and compressed at level
 * 9), and of the scripts written in its HTML (boot, the early taps' note): those are first-load
 * JavaScript too, though no request carries them alone.
 */
async function firstLoadBytes(url: string, items: NetworkItem[]) {
  const html = await (await fetchAgainOnReset(url)).text();
  const sizes = { js: 0, css: 0 };
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    // Data blocks (the page's data, structured data) are not scripts.
    if (/\b(src|type)=/i.test(attributes) || !code.trim()) continue;
    sizes.js += gzipSync(Buffer.from(code), { level: 9 }).length;
  }
  for (const item of items) {
    const kind =
      item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind || !item.url.startsWith(ORIGIN)) continue;
    const body = Buffer.from(await (await fetchAgainOnReset(item.url)).arrayBuffer());
    sizes[kind] += gzipSync(body, { level: 9 }).length;
  }
  return sizes;
}

/**
 * Lighthouse's mobile preset (its "slow 4G" simulated network) with the calibrated CPU slowdown
 * in place of its fixed 4×.
 */
const settingsAt = (cpuSlowdownMultiplier: number) => ({
  extends: 'lighthouse:default' as const,
  settings: {
    onlyCategories: ['performance'],
    throttlingMethod: 'simulate' as const,
    throttling: {
      rttMs: 150,
      throughputKbps: 1.6 * 1024,
      requestLatencyMs: 150 * 3.75,
      downloadThroughputKbps: 1.6 * 1024 * 0.9,
      uploadThroughputKbps: 750 * 0.9,
      cpuSlowdownMultiplier,
    },
  },
});

async function measure(port: number, url: string, report: string, cpu: number): Promise<Run> {
  // A run Lighthouse could not score (lhr.runtimeError), or that it gave up on (a DevTools
  // command with no answer: Chromium's `Storage.getUsageAndQuota` once hung for Lighthouse's 30 s
  // before a run), is reported and run again (./scored-run).
  const result = await scoredRun(
    report,
    async () => {
      instrumentYieldsToThePage();
      const answer = await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error' },
        settingsAt(cpu),
      );
      if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(path.join(REPORTS, `${report}.json`), JSON.stringify(answer.lhr));
        // The run's own (unthrottled) trace, which Chromium's performance panel opens.
        writeFileSync(
          path.join(REPORTS, `${report}.trace.json`),
          JSON.stringify({ traceEvents: answer.artifacts.Trace.traceEvents }),
        );
      }
      return answer;
    },
    ({ lhr }) =>
      lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    console.warn,
  );
  const { lhr, artifacts } = result;
  const trace = artifacts.Trace.traceEvents as TraceEvent[];
  const items =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const longTasks =
    (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  const metrics = (
    lhr.audits.metrics?.details as
      { items?: { firstContentfulPaint?: number; interactive?: number }[] } | undefined
  )?.items?.[0];
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    html: items.find((item) => item.resourceType === 'Document')?.transferSize ?? 0,
    blocking: blockingAfterFcp(trace, cpu),
    system: markedTask(trace, 'app:system'),
    threads: threadsCpu(trace),
    sources: blockingBySource(
      longTasks,
      metrics?.firstContentfulPaint ?? 0,
      metrics?.interactive ?? 0,
      lhr.finalDisplayedUrl,
    ),
    ...(await firstLoadBytes(url, items)),
  };
}

/**
 * The Chakra system's creation, one task (mark `app:system`), as Lantern counts it: its wall
 * time, unthrottled, × the slowdown − 50 ms (docs/decisions.md, "Measured on the visitor's phone").
 */
function systemLine(runs: Run[], cpu: number) {
  const tasks = runs.flatMap((run) => (run.system ? [run.system] : []));
  if (tasks.length === 0) return "  the system's creation (app:system): not in the traces";
  const counted = (task: WallAndThread) => Math.max(0, task.wall * cpu - 50);
  return (
    `  the system's creation (app:system), unthrottled: wall / CPU ` +
    `${median(tasks.map((task) => task.wall)).toFixed(0)} / ` +
    `${median(tasks.map((task) => task.thread)).toFixed(0)} ms, so ` +
    `${median(tasks.map(counted)).toFixed(0)} ms of TBT on its own at ${cpu}× ` +
    `(runs: ${tasks.map((task) => `${task.wall.toFixed(0)} / ${task.thread.toFixed(0)}`).join(', ')})`
  );
}

const threadsLine = (runs: Run[]) =>
  (['page', 'browser', 'compositor'] as const)
    .map((thread) => median(runs.map((run) => run.threads[thread])).toFixed(0))
    .join(' / ') + ' ms';

const ratio = (page: number, twin: number) => (twin ? (page / twin).toFixed(2) : '—');

/**
 * How far the ratio of two medians moves with the runs' own noise: the 5th and 95th percentiles
 * of the ratio over 2 000 resamples (with replacement) of the page's runs and the twin's. A fixed
 * seed, so the same runs always print the same interval.
 */
function resampledRatio(page: number[], twin: number[]) {
  let seed = 20;
  // mulberry32: a small seeded generator; Math.random cannot be seeded.
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const resample = (values: number[]) =>
    values.map(() => values[Math.floor(random() * values.length)]);
  const ratios = Array.from(
    { length: 2000 },
    () => median(resample(page)) / median(resample(twin)),
  );
  ratios.sort((a, b) => a - b);
  return `${ratios[100].toFixed(2)}–${ratios[1899].toFixed(2)}`;
}

/** 'name ✓' or 'name ✗' for each budget of issue 20, as one line. */
const budgetReport = (checks: Array<[string, boolean]>) =>
  checks.map(([name, met]) => `${name} ${met ? '✓' : '✗'}`).join(', ');

/** Bytes (uncompressed) of the <style> elements of a page's server HTML. */
async function inlineCssBytes(pagePath: string) {
  const html = await (await fetch(`${SERVER}${pagePath}`)).text();
  let bytes = 0;
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    bytes += Buffer.byteLength(css);
  }
  return bytes;
}

async function main() {
  buildUnlessSkipped();
  const server = startBuiltServer(PORT);
  const proxy = await startTwinProxy(PORT, PROXY_PORT);
  const chrome = await chromeLauncher.launch(
    headlessChrome(process.env.CHROME_PATH || '/usr/bin/chromium'),
  );
  try {
    await server.ready;
    const calibration = await calibrate(chrome.port, `${SERVER}/robots.txt`);
    console.log(`${describeCalibration(calibration)}\n${describePriority()}`);
    const cpu = calibration.cpuMultiplier;
    const floorRuns: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      floorRuns.push(await measure(chrome.port, `${ORIGIN}${FLOOR_PATH}`, `floor-${i + 1}`, cpu));
    }
    const floor =
      `host's floor (${FLOOR_PATH}: one heading and one paragraph, no CSS, picture or script): ` +
      `perf ${median(floorRuns.map((run) => run.performance))}, ` +
      `TBT ${median(floorRuns.map((run) => run.tbt)).toFixed(0)} ms, ` +
      `blocking from wall / thread time ${median(floorRuns.map((run) => run.blocking.wall)).toFixed(0)} / ` +
      `${median(floorRuns.map((run) => run.blocking.thread)).toFixed(0)} ms ` +
      `(TBT runs: ${floorRuns.map((run) => run.tbt.toFixed(0)).join(', ')}; ` +
      `host index: ${floorRuns.map((run) => run.benchmarkIndex).join(', ')})`;
    console.log(floor);
    const pages = await publicPages(SERVER);
    const lines: string[] = [floor];
    const twinsUnder98: string[] = [];
    for (const page of pages) {
      const runs: Record<'page' | 'twin', Run[]> = { page: [], twin: [] };
      for (let i = 0; i < RUNS; i++) {
        for (const variant of ['page', 'twin'] as const) {
          proxy.state.twin = variant === 'twin';
          const report = `${page.name.replace(/\W+/g, '-')}-${variant}-${i + 1}`;
          runs[variant].push(await measure(chrome.port, `${ORIGIN}${page.path}`, report, cpu));
        }
      }
      const m = (
        variant: 'page' | 'twin',
        key: Exclude<keyof Run, 'blocking' | 'system' | 'threads' | 'sources'>,
      ) => median(runs[variant].map((run) => run[key]));
      const b = (variant: 'page' | 'twin', time: 'wall' | 'thread') =>
        median(runs[variant].map((run) => run.blocking[time])).toFixed(0);
      const row = (variant: 'page' | 'twin') =>
        [
          `  ${variant.padEnd(5)}`,
          `perf ${m(variant, 'performance')}`.padEnd(9),
          `LCP ${(m(variant, 'lcp') / 1000).toFixed(2)} s`.padEnd(12),
          `TBT ${m(variant, 'tbt').toFixed(0)} ms`.padEnd(12),
          `CLS ${m(variant, 'cls').toFixed(3)}`.padEnd(10),
          `JS ${(m(variant, 'js') / 1024).toFixed(1)} KB gz`.padEnd(16),
          `CSS ${(m(variant, 'css') / 1024).toFixed(1)} KB gz`.padEnd(16),
          `HTML ${(m(variant, 'html') / 1024).toFixed(1)} KB`.padEnd(12),
          `(perf runs: ${runs[variant].map((run) => run.performance).join(', ')}; ` +
            `LCP runs: ${runs[variant].map((run) => (run.lcp / 1000).toFixed(2)).join(', ')}; ` +
            `TBT runs: ${runs[variant].map((run) => run.tbt.toFixed(0)).join(', ')}; ` +
            `host index: ${runs[variant].map((run) => run.benchmarkIndex).join(', ')})`,
        ].join(' ');
      const inlineCss = await inlineCssBytes(page.path);
      const block = [
        `${page.name} (${page.path})`,
        row('page'),
        row('twin'),
        `  ratio perf ${ratio(m('page', 'performance'), m('twin', 'performance'))}, ` +
          `LCP ${ratio(m('page', 'lcp'), m('twin', 'lcp'))} (its runs resampled, 5–95 %: ` +
          `${resampledRatio(
            runs.page.map((run) => run.lcp),
            runs.twin.map((run) => run.lcp),
          )}); ` +
          `first-load JS ${(m('page', 'js') / 1024).toFixed(1)} KB gzip; ` +
          `inline CSS ${(inlineCss / 1024).toFixed(1)} KB`,
        `  main thread's blocking after FCP at ${cpu}× from the tasks' wall time / thread time: ` +
          `page ${b('page', 'wall')} / ${b('page', 'thread')} ms, ` +
          `twin ${b('twin', 'wall')} / ${b('twin', 'thread')} ms`,
        `  blocking by source (Lighthouse's long tasks between its FCP and TTI, medians; its own ` +
          `simulation, so about the TBT, not exactly): page ` +
          `${describeSources(runs.page.map((run) => run.sources))} against TBT ` +
          `${m('page', 'tbt').toFixed(0)} ms; twin ${describeSources(runs.twin.map((run) => run.sources))} ` +
          `against ${m('twin', 'tbt').toFixed(0)} ms`,
        systemLine(runs.page, cpu),
        `  CPU time of the load's threads (unthrottled), the page's main thread / the browser's / ` +
          `the GPU compositor's: page ${threadsLine(runs.page)}, twin ${threadsLine(runs.twin)}`,
        `  budgets: ${budgetReport([
          ['TBT ≤ 300 ms', m('page', 'tbt') <= 300],
          ['perf ≥ 0.95× twin', m('page', 'performance') >= 0.95 * m('twin', 'performance')],
          ['LCP ≤ 1.1× twin', m('page', 'lcp') <= 1.1 * m('twin', 'lcp')],
          ['CLS ≤ 0.02', m('page', 'cls') <= 0.02],
          ['JS ≤ 200 KB gz', m('page', 'js') <= 200 * 1024],
          ['inline CSS ≤ 40 KB', inlineCss <= 40 * 1024],
          ['twin ≥ 98', m('twin', 'performance') >= 98],
        ])}`,
      ].join('\n');
      console.log(block);
      lines.push(block);
      if (m('twin', 'performance') < 98) twinsUnder98.push(page.name);
    }
    // A twin is the page's HTML and CSS with no script: under its own budget, the host (not the
    // app) is what the page's figures mostly measure (bench/results.md, 2026-11-28 late morning).
    if (twinsUnder98.length)
      lines.push(
        `host: the static twins score under 98 here (${twinsUnder98.join(', ')}): the HTML ` +
          `without a script misses its budget on this host, so the pages' TBT and long tasks ` +
          `say more of the host than of the app; judge them on a host whose twins meet theirs`,
      );
    console.log(
      `\nLighthouse 12 mobile preset at ${cpu}× CPU, median of ${RUNS} page/twin pairs, ` +
        `${new Date().toISOString()}\n${describeCalibration(calibration)}\n${describePriority()}`,
    );
    console.log(lines.join('\n'));
  } finally {
    await chrome.kill();
    proxy.close();
    server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
