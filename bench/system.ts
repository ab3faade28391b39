/*
 * `npm run bench:system`: what building a Chakra system costs on the calibrated phone on its own,
 * in an empty page: the site's (src/theme), Chakra's base config alone and Chakra's default
 * config (an out-of-the-box Chakra v3 app's); and the site's after a run of the system's code
 * in a task of its own (`runSystemCodeOnce`, as src/start/system-start.ts does), with that task. On a prerendered page the system's creation is the
 * start-up's longest task (bench:phone prints it per page), and the phone's budget is no task
 * over 150 ms: this run tells how much of that task is the work itself and how much the page
 * around it (other scripts compiling, pictures decoding, on the same cores), and where the named
 * stack's floor is (docs/decisions.md, "The Chakra system built first and kept small").
 *
 * The page script (bench/system-page.ts) is bundled by the npm script with esbuild, minified, and
 * served with V8's compile hint on its first line, as the build's `system` entry is
 * (docs/decisions.md, "Start-up: compile hints and tasks that yield"). Chromium, the CPU slowdown
 * calibrated as in bench:web (`BENCH_CPU_MULTIPLIER` overrides it), a fresh browser context per
 * run, the three systems in turn; the median of BENCH_SYSTEM_RUNS (default 7) runs each.
 *
 * Env: BENCH_SYSTEM_RUNS, BENCH_CPU_MULTIPLIER, CHROME_PATH (default /usr/bin/chromium),
 * BENCH_PORT (default 18100).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { calibrate, describeCalibration } from './calibrate';
import { connectToBrowser, evaluate } from './devtools';
import { describePriority, instrumentYieldsToThePage } from './host-priority';
import { median } from './median';
import { headlessChrome } from './web-helpers';

const RUNS = Number(process.env.BENCH_SYSTEM_RUNS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 18100);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SCRIPT = path.resolve('.bench/system-page.js');
const SYSTEMS = ['site', 'site-after-code-run', 'chakra-base', 'chakra-default'] as const;
const BUDGET_MS = 150;

const PAGE = `<!doctype html><html lang="es-BO"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>system</title></head>
<body><p>system</p><script src="/system-page.js"></script></body></html>`;

/** The page, its script (with the compile hint) and a light page for the calibration. */
function serve() {
  const script = `//# allFunctionsCalledOnLoad\n${readFileSync(SCRIPT, 'utf8')}`;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${PORT}`);
    if (url.pathname === '/system-page.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(script);
    } else if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    } else {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('light');
    }
  });
  return new Promise<typeof server>((resolve) =>
    server.listen(PORT, '127.0.0.1', () => resolve(server)),
  );
}

/** When the page has built its system: how long the call took (ms); an error after 60 s. */
const SYSTEM_MS = `new Promise((resolve, reject) => {
  const until = Date.now() + 60000;
  const read = () => window.__systemMs !== undefined ? resolve(window.__systemMs)
    : Date.now() > until ? reject(new Error('no system built within 60 s'))
    : setTimeout(read, 50);
  read();
})`;

async function main() {
  const server = await serve();
  const launched = await chromeLauncher.launch(headlessChrome(CHROME));
  try {
    const calibration = await calibrate(launched.port, `http://127.0.0.1:${PORT}/light`);
    const cpu = calibration.cpuMultiplier;
    const browser = await connectToBrowser(launched.port);
    const times: Record<string, number[]> = {};
    // The task before `site-after-code-run`'s: the run of the system's code.
    const codeRunTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const system of SYSTEMS) {
        const page = await browser.newPage();
        try {
          instrumentYieldsToThePage();
          await page.send('Emulation.setCPUThrottlingRate', { rate: cpu });
          await page.send('Page.enable');
          const loaded = page.nextEvent('Page.loadEventFired');
          await page.send('Page.navigate', { url: `http://127.0.0.1:${PORT}/?system=${system}` });
          await loaded;
          (times[system] ??= []).push(await evaluate<number>(page, SYSTEM_MS));
          if (system === 'site-after-code-run') {
            codeRunTimes.push(await evaluate<number>(page, 'window.__codeRunMs'));
          }
        } finally {
          await page.close();
        }
      }
    }
    browser.close();
    const lines = SYSTEMS.map((system) => {
      const ms = median(times[system]);
      return (
        `  ${system.padEnd(19)} ${ms.toFixed(0).padStart(4)} ms ${ms <= BUDGET_MS ? '✓' : '✗'} ` +
        `(runs: ${times[system].map((t) => t.toFixed(0)).join(', ')})` +
        (system === 'site-after-code-run'
          ? `; the code run's task before it ${median(codeRunTimes).toFixed(0)} ms ` +
            `(runs: ${codeRunTimes.map((t) => t.toFixed(0)).join(', ')})`
          : '')
      );
    });
    console.log(
      `\nThe Chakra system's creation alone, in an empty page: Chromium at ${cpu}× CPU, ` +
        `median of ${RUNS} fresh contexts, ${new Date().toISOString()}\n` +
        `${describeCalibration(calibration)}\n${describePriority()}\n` +
        `  (site: src/theme as a prerendered page builds it; site-after-code-run: the same in the ` +
        `task after runSystemCodeOnce's, as src/start/system-start.ts does; chakra-base: createSystem(defaultBaseConfig); ` +
        `chakra-default: createSystem(defaultConfig); ✓: under the phone's ${BUDGET_MS} ms task budget)\n` +
        lines.join('\n'),
    );
  } finally {
    launched.kill();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
