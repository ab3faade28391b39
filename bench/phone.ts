/* npm run bench:phone — the public pages as a visitor's mid-tier phone on slow 4G sees them.
 *
 * Real Chromium (Debian's `chromium`, or CHROME_PATH) driven over a bare DevTools connection
 * (bench/devtools.ts: no Runtime domain, no injected script, taps as touch events), each run in a
 * fresh browser context at 400 × 860 px with touch, the CPU slowed down by the rate calibrated
 * for this host (bench/calibrate.ts, printed first; BENCH_CPU_MULTIPLIER overrides it) and a
 * slow-4G network (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) emulated by Chromium itself. Per
 * page, the median of BENCH_PHONE_RUNS (default 5) runs of:
 *   - FCP and LCP (paint timing, largest-contentful-paint);
 *   - the moment the app listens (the `app:listening` mark of src/start/main.tsx) and its distance to LCP;
 *   - the longest task (and when it started), and the sum of task time over 50 ms after FCP
 *     (long tasks, as TBT);
 *   - on the product listing, the INP (Event Timing: the longest event of the interaction) of four
 *     taps made after the app listens: 'Agregar a la cotización' on a card, the bar's
 *     'Cotización' (its drawer open), a card's 'Ver fotos' (the dialog open) and the phone
 *     menu button 'Abrir menú' (the menu open);
 *   - on the product listing, in a load of its own per run, the INP of 'Agregar a la cotización'
 *     tapped as soon as the app listens (300 ms after `app:listening`): the other taps come 2 s
 *     later, once the parts in view have hydrated; this one meets a card still to hydrate, which
 *     React then hydrates inside the tap (src/start/hydration.tsx).
 * Every run waits 2 s after the app listens before it reads the tasks, so the tasks of the
 * start-up's tail are counted too. Each run is paired with one of the page's STATIC TWIN (the
 * same HTML without its scripts, as bench:web's, through the same proxy, same CPU and network),
 * whose FCP, LCP and tasks are printed below the page's: the browser's own work on the page
 * (parsing, style, layout, paint) makes long tasks on a slow phone too, with no script at all, so
 * the twin's longest task says how much of a page's longest one is the HTML and CSS's and not the
 * scripts'. On the product listing's twin the same four buttons are tapped, with no script to
 * answer them: their INP is the browser's own handling of a tap on that page, the host's floor
 * for the taps' INP. The budgets of issue 20 are printed beside the figures (✓ / ✗); they are not
 * pass/fail. Each run first measures the host in its fresh page, unthrottled, with Lighthouse's own
 * `computeBenchmarkIndex` (as Lighthouse does at the start of its runs), and the runs' indexes are
 * printed: a shared host's speed moves during the bench, and a run on a busier host ran as a
 * slower phone.
 *
 * The instrument yields the host's cores to the page's renderer (bench/host-priority.ts).
 *
 * Env: BENCH_PHONE_RUNS, BENCH_CPU_MULTIPLIER, BENCH_NICE (default 10; 0: every process at the
 * default priority), BENCH_PAGES (page names, e.g. 'home,search'), BENCH_PORT (default 18096; the
 * twin proxy listens on BENCH_PORT + 1), BENCH_SKIP_BUILD=1, CHROME_PATH.
 */
import * as chromeLauncher from 'chrome-launcher';
import { calibrate, describeCalibration, probeBenchmarkIndex } from './calibrate';
import { connectToBrowser, evaluate, type DevToolsPage } from './devtools';
import { describePriority, instrumentYieldsToThePage } from './host-priority';
import { median } from './median';
import { sleep } from './server-process';
import {
  buildUnlessSkipped,
  headlessChrome,
  publicPages,
  startBuiltServer,
  startTwinProxy,
} from './web-helpers';

const RUNS = Number(process.env.BENCH_PHONE_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 18096);
const SERVER = `http://127.0.0.1:${PORT}`;
/** Pages and twins both go through the proxy, so they load alike. */
const ORIGIN = `http://127.0.0.1:${PORT + 1}`;
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Slow 4G as Chromium emulates it: bytes per second, latency in ms. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const TAPS = ['add to quote', 'quote drawer', 'photo dialog', 'phone menu'] as const;
type Tap = (typeof TAPS)[number];

interface PhoneRun {
  /** The host's benchmarkIndex (Lighthouse's, one light run) just before this run's page and twin. */
  benchmarkIndex: number;
  fcp: number;
  lcp: number;
  listens: number;
  longestTask: number;
  /** When the longest task started (ms from navigation): the first paint's, the start-up's… */
  longestTaskAt: number;
  /**
   * The long task that holds the `app:system` mark (the Chakra system's creation, the start-up's
   * longest piece of work): its duration, 0 when it was under 50 ms, undefined on a twin.
   */
  systemTask?: number;
  /** The same for the task before it, holding `app:system-code` (src/start/system-start.ts). */
  systemCodeTask?: number;
  blockingAfterFcp: number;
  inp: Partial<Record<Tap, number>>;
  /** On the product listing: 'Agregar a la cotización' tapped as soon as the app listens. */
  earlyTap?: number;
}

/** Observers installed before any of the page's scripts: paints, long tasks, events. */
function observe() {
  const w = window as unknown as {
    __bench: { lcp: number; tasks: Array<[number, number]>; events: Array<[number, number]> };
  };
  w.__bench = { lcp: 0, tasks: [], events: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
      if (entry.interactionId) w.__bench.events.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** Resolves once the page has the `app:listening` mark (a user-timing observer, no polling). */
const WAIT_FOR_LISTENING = `new Promise((resolve) => {
  const listens = () => performance.getEntriesByName('app:listening').length > 0;
  if (listens()) return resolve(true);
  new PerformanceObserver((_, observer) => {
    if (!listens()) return;
    observer.disconnect();
    resolve(true);
  }).observe({ type: 'mark' });
})`;

/** Rejects after `ms` with `message`, unless `promise` settles first. */
async function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens `url` as the phone does, in a fresh browser context over the bare DevTools connection
 * (bench/devtools.ts); a static twin (`twin`) is read 2 s after its load event, a page 2 s after
 * the app listens (`settleMs`).
 */
async function openPage(
  browser: Awaited<ReturnType<typeof connectToBrowser>>,
  cpu: number,
  url: string,
  twin = false,
  settleMs = 2000,
) {
  const page = await browser.newPage();
  try {
    instrumentYieldsToThePage();
    await page.send('Emulation.setDeviceMetricsOverride', {
      width: 400,
      height: 860,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await page.send('Emulation.setLocaleOverride', { locale: 'es-BO' });
    await page.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.send('Network.enable');
    await page.send('Network.setUserAgentOverride', {
      userAgent: page.userAgent,
      acceptLanguage: 'es-BO',
    });
    await page.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${observe})()` });
    const loaded = page.nextEvent('Page.loadEventFired');
    await page.send('Page.navigate', { url });
    await within(loaded, 120_000, `${url}: no load event in 120 s`);
    if (!twin) {
      await within(
        evaluate(page, WAIT_FOR_LISTENING),
        120_000,
        `${url}: no app:listening in 120 s`,
      );
    }
    await sleep(settleMs);
    return { page, close: () => page.close() };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/** A run's longest task and when it started: `181 ms @2.15 s`. */
const taskOf = (run: Pick<PhoneRun, 'longestTask' | 'longestTaskAt'>) =>
  `${run.longestTask.toFixed(0)} ms @${(run.longestTaskAt / 1000).toFixed(2)} s`;

/** The page's paint, start-up and task figures so far (evaluated in the page). */
function figuresInPage() {
  const bench = (window as unknown as { __bench: { lcp: number; tasks: Array<[number, number]> } })
    .__bench;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const listens = performance.getEntriesByName('app:listening')[0]?.startTime ?? 0;
  const longest = bench.tasks.reduce<[number, number]>(
    (found, task) => (task[1] > found[1] ? task : found),
    [0, 0],
  );
  // The long task holding a mark: its duration, 0 when it was under 50 ms.
  const taskHolding = (mark: string) => {
    const at = performance.getEntriesByName(mark)[0]?.startTime;
    if (at === undefined) return undefined;
    return bench.tasks.find(([start, duration]) => start <= at && at <= start + duration)?.[1] ?? 0;
  };
  return {
    fcp,
    lcp: bench.lcp,
    listens,
    longestTask: longest[1],
    longestTaskAt: longest[0],
    systemTask: taskHolding('app:system'),
    systemCodeTask: taskHolding('app:system-code'),
    blockingAfterFcp: bench.tasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
  };
}

const readFigures = (page: DevToolsPage) =>
  evaluate<ReturnType<typeof figuresInPage>>(page, `(${figuresInPage})()`);

/**
 * In the page: the centre of the visible button named `name` (its aria-label, else its text; a
 * trailing `*` matches the start) in the first card (`main article`) or the bar (`header`),
 * scrolled into view first when it is not.
 */
function buttonCentre(scope: 'card' | 'bar', name: string) {
  const root = document.querySelector(scope === 'card' ? 'main article' : 'header');
  const nameOf = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  const button = [...(root?.querySelectorAll('button') ?? [])].find(
    (b) =>
      b.getClientRects().length > 0 &&
      (name.endsWith('*') ? nameOf(b).startsWith(name.slice(0, -1)) : nameOf(b) === name),
  );
  if (!button) throw new Error(`no visible button '${name}' in the ${scope}`);
  const centreOf = () => {
    const box = button.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  // What a finger there would touch: the button, not something over it (a dialog still open).
  const free = ({ x, y }: { x: number; y: number }) =>
    button.contains(document.elementFromPoint(x, y));
  button.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  let centre = centreOf();
  // Scrolled just into view at the foot of the screen, the round social-links button may sit on
  // it: the visitor scrolls it further up before tapping.
  if (!free(centre)) {
    button.scrollIntoView({ block: 'center', behavior: 'instant' });
    centre = centreOf();
  }
  if (!free(centre)) throw new Error(`'${name}' is covered at its centre`);
  return centre;
}

/**
 * In the page: resolves once a dialog is open (`dialog`), none is (`closed`), or a toast says
 * `toast`, watching the DOM (a cheap query per change, no text of the whole page).
 */
function opened(what: { dialog: true } | { closed: true } | { toast: string }) {
  const dialogOpen = () => !!document.querySelector('[role="dialog"]');
  const shown = () => {
    if ('dialog' in what) return dialogOpen();
    if ('closed' in what) return !dialogOpen();
    return [...document.querySelectorAll('[role="status"]')].some((el) =>
      el.textContent?.includes(what.toast),
    );
  };
  return new Promise<void>((resolve) => {
    if (shown()) return resolve();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Taps the button (a touch at its centre, as a finger: Input.dispatchTouchEvent), waits until
 * `until` holds (and 1 s more), and returns the interaction's INP: its longest event's duration
 * (Event Timing reports none under 16 ms: then 16). Escape closes what opened (and the run fails
 * if a dialog stays open).
 */
async function inpOf(
  page: DevToolsPage,
  button: Parameters<typeof buttonCentre>,
  until: Parameters<typeof opened>[0] | null,
) {
  const { x, y } = await evaluate<{ x: number; y: number }>(
    page,
    `(${buttonCentre})(...${JSON.stringify(button)})`,
  );
  await sleep(300);
  const since = await evaluate<number>(page, 'performance.now()');
  // On a static twin nothing opens (`until` null): the tap's events are read 1 s after it.
  const shown = until ? evaluate(page, `(${opened})(${JSON.stringify(until)})`) : Promise.resolve();
  // Awaited below; a failure while the touch is sent (the page gone) is thrown there, not
  // reported as an unhandled rejection first.
  shown.catch(() => undefined);
  await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await within(shown, 60_000, `'${button[1]}': nothing opened in 60 s`);
  await sleep(1000);
  const longest = await evaluate<number>(
    page,
    `Math.max(0, ...window.__bench.events.filter(([start]) => start >= ${since}).map(([, d]) => d))`,
  );
  for (const type of ['keyDown', 'keyUp']) {
    await page.send('Input.dispatchKeyEvent', {
      type,
      key: 'Escape',
      code: 'Escape',
      windowsVirtualKeyCode: 27,
    });
  }
  await within(
    evaluate(page, `(${opened})({ closed: true })`),
    10_000,
    `'${button[1]}': Escape left a dialog open`,
  );
  await sleep(500);
  return Math.max(16, longest);
}

/** 'Agregar a la cotización' on the first card, and the toast that says it was added. */
const ADD_TO_QUOTE: [Parameters<typeof buttonCentre>, Parameters<typeof opened>[0]] = [
  ['card', 'Agregar a la cotización'],
  { toast: 'Agregado a su cotización' },
];

/**
 * The four taps of the product listing, each after the app listens. On its static twin
 * (`twin`), the same four buttons of the server's HTML are tapped with no script to answer them:
 * what is left is the browser's own handling of a tap on that page (hit test, the gesture,
 * style, layout and paint of the pressed state), the host's floor for the taps' INP.
 */
async function measureTaps(page: DevToolsPage, twin = false): Promise<PhoneRun['inp']> {
  const opens = (until: Parameters<typeof opened>[0]) => (twin ? null : until);
  return {
    'add to quote': await inpOf(page, ADD_TO_QUOTE[0], opens(ADD_TO_QUOTE[1])),
    'quote drawer': await inpOf(page, ['bar', 'Cotización*'], opens({ dialog: true })),
    'photo dialog': await inpOf(page, ['card', 'Ver fotos'], opens({ dialog: true })),
    'phone menu': await inpOf(page, ['bar', 'Abrir menú'], opens({ dialog: true })),
  };
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const check = (name: string, met: boolean) => `${name} ${met ? '✓' : '✗'}`;

async function main() {
  buildUnlessSkipped();
  const server = startBuiltServer(PORT);
  const proxy = await startTwinProxy(PORT, PORT + 1);
  let launched: chromeLauncher.LaunchedChrome | undefined;
  let browser: Awaited<ReturnType<typeof connectToBrowser>> | undefined;
  try {
    await server.ready;
    // One Chromium for the calibration and the runs; each run in a fresh browser context.
    launched = await chromeLauncher.launch(headlessChrome(CHROME));
    const calibration = await calibrate(launched.port, `${SERVER}/robots.txt`);
    console.log(`${describeCalibration(calibration)}\n${describePriority()}`);
    const cpu = calibration.cpuMultiplier;
    browser = await connectToBrowser(launched.port);
    const blocks: string[] = [];
    const twinsOverBudget: string[] = [];
    const twinTapsOverBudget: string[] = [];
    for (const target of await publicPages(SERVER)) {
      const runs: PhoneRun[] = [];
      const twinRuns: Array<Omit<PhoneRun, 'listens'>> = [];
      for (let i = 0; i < RUNS; i++) {
        // The host's index just before this run's page and twin (a busy host scores lower).
        const benchmarkIndex = await probeBenchmarkIndex(launched.port, `${SERVER}/robots.txt`);
        proxy.state.twin = false;
        const { page, close } = await openPage(browser, cpu, `${ORIGIN}${target.path}`);
        let run: PhoneRun;
        try {
          const figures = await readFigures(page);
          const inp = target.name === 'product listing' ? await measureTaps(page) : {};
          run = { ...figures, inp, benchmarkIndex };
        } finally {
          await close();
        }
        if (target.name === 'product listing') {
          const early = await openPage(browser, cpu, `${ORIGIN}${target.path}`, false, 0);
          try {
            run.earlyTap = await inpOf(early.page, ...ADD_TO_QUOTE);
          } finally {
            await early.close();
          }
        }
        runs.push(run);
        proxy.state.twin = true;
        const twin = await openPage(browser, cpu, `${ORIGIN}${target.path}`, true);
        try {
          const figures = await readFigures(twin.page);
          const inp = target.name === 'product listing' ? await measureTaps(twin.page, true) : {};
          twinRuns.push({ ...figures, inp, benchmarkIndex });
        } finally {
          await twin.close();
        }
      }
      const t = (pick: (run: (typeof twinRuns)[number]) => number) => median(twinRuns.map(pick));
      const m = (pick: (run: PhoneRun) => number | undefined) =>
        median(runs.map(pick).filter((v): v is number => v !== undefined));
      const taps = TAPS.filter((tap) => runs[0].inp[tap] !== undefined);
      const afterLcp = m((run) => run.listens - run.lcp);
      const lines = [
        `${target.name} (${target.path})`,
        `  FCP ${s(m((r) => r.fcp))}, LCP ${s(m((r) => r.lcp))}, app listens ${s(m((r) => r.listens))} ` +
          `(${s(afterLcp)} after LCP), longest task ${m((r) => r.longestTask).toFixed(0)} ms, ` +
          `task time over 50 ms after FCP ${m((r) => r.blockingAfterFcp).toFixed(0)} ms`,
        ...(taps.length
          ? [
              `  INP: ${taps
                .map((tap) => `${tap} ${m((r) => r.inp[tap]).toFixed(0)} ms`)
                .join(', ')}`,
            ]
          : []),
        ...(runs[0].earlyTap !== undefined
          ? [
              `  INP of 'Agregar a la cotización' tapped as soon as the app listens (300 ms after, ` +
                `a load of its own): ${m((r) => r.earlyTap).toFixed(0)} ms ` +
                `(runs: ${runs.map((r) => (r.earlyTap ?? 0).toFixed(0)).join(', ')})`,
            ]
          : []),
        `  the system's creation (the task holding app:system) ${m((r) => r.systemTask).toFixed(0)} ms ` +
          `(runs: ${runs.map((r) => (r.systemTask ?? 0).toFixed(0)).join(', ')}; 0: under 50 ms), ` +
          `the task before it, running the system's code once (app:system-code) ` +
          `${m((r) => r.systemCodeTask).toFixed(0)} ms ` +
          `(runs: ${runs.map((r) => (r.systemCodeTask ?? 0).toFixed(0)).join(', ')})`,
        `  (longest task per run, and when it started: ${runs.map(taskOf).join(', ')}; ` +
          `host index per run: ${runs.map((r) => r.benchmarkIndex).join(', ')})`,
        `  static twin: FCP ${s(t((r) => r.fcp))}, LCP ${s(t((r) => r.lcp))}, ` +
          `longest task ${t((r) => r.longestTask).toFixed(0)} ms, ` +
          `task time over 50 ms after FCP ${t((r) => r.blockingAfterFcp).toFixed(0)} ms ` +
          `(longest task per run: ${twinRuns.map(taskOf).join(', ')}; ` +
          `host index per run: ${twinRuns.map((r) => r.benchmarkIndex).join(', ')})`,
        ...(taps.length
          ? [
              `  static twin's taps (the same buttons, no script: the browser's own handling): ${taps
                .map((tap) => `${tap} ${t((r) => r.inp[tap] ?? 16).toFixed(0)} ms`)
                .join(', ')}`,
            ]
          : []),
        `  budgets: ${[
          check('listens ≤ LCP + 2.0 s', afterLcp <= 2000),
          `${check('no task > 150 ms', m((r) => r.longestTask) <= 150)} ` +
            `(the twin's own: ${t((r) => r.longestTask).toFixed(0)} ms)`,
          ...taps.map((tap) => check(`INP ${tap} ≤ 200 ms`, m((r) => r.inp[tap]) <= 200)),
        ].join(', ')}`,
      ];
      console.log(lines.join('\n'));
      blocks.push(lines.join('\n'));
      if (t((r) => r.longestTask) > 150) twinsOverBudget.push(target.name);
      const twinTapsOver = taps.filter((tap) => t((r) => r.inp[tap] ?? 16) > 200);
      if (twinTapsOver.length)
        twinTapsOverBudget.push(`${target.name}: ${twinTapsOver.join(', ')}`);
    }
    // As in bench:web: a static twin runs no script of ours, so a twin whose longest task is
    // over the budget says the host, not the app, sets the floor of this run's tasks and taps.
    if (twinsOverBudget.length)
      blocks.push(
        `host: the static twins' own longest task is over 150 ms here ` +
          `(${twinsOverBudget.join(', ')}): the pages' tasks and taps say more of the host than ` +
          `of the app; judge them on a host whose twins stay under the budget`,
      );
    if (twinTapsOverBudget.length)
      blocks.push(
        `host: taps on the static twins, with no script to answer them, are over 200 ms here ` +
          `(${twinTapsOverBudget.join('; ')}): the browser's own handling of a tap is over the ` +
          `INP budget on this host`,
      );
    console.log(
      `\nPhone run: ${cpu}× CPU, slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), 400 px, ` +
        `median of ${RUNS} fresh contexts, ${new Date().toISOString()}\n` +
        `${describeCalibration(calibration)}\n${describePriority()}\n${blocks.join('\n')}`,
    );
  } finally {
    browser?.close();
    launched?.kill();
    proxy.close();
    server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
