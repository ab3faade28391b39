/*
 * The page under measurement gets the host's cores first (docs/decisions.md, "The page's renderer
 * first on a small host").
 *
 * On a 2-core host the page's main thread shares two cores with the instrument: Chromium's browser
 * process (tracing over the DevTools protocol, a screenshot of every frame for Lighthouse's
 * filmstrip), its GPU process (software compositing of those frames), its network service, the
 * benchmark's own Node process (Lighthouse receiving the trace, the twin proxy) and the server.
 * Lighthouse's simulation multiplies each main-thread task's WALL time by the CPU slowdown, so
 * every millisecond the page's main thread waited for a core while the instrument ran counted as
 * the page's own work, multiplied by 4–13×.
 *
 * So every thread of those processes runs at a lower scheduling priority (nice BENCH_NICE,
 * default 10): the instrument still does all its work, but when the page's renderer has work it
 * gets a core first, as it would on a phone whose other cores take the browser's and the GPU's
 * work. Chromium's renderers (and the zygote that forks them) keep the default priority, so all of
 * the page's own threads, its script compilation and garbage collection included, are measured as
 * they are, and a static twin's renderer is treated exactly like its page's. Nothing of the page
 * is hidden or skipped: only the instrument yields.
 *
 * One part of the browser process is the page's and keeps the default priority too: its
 * thread-pool workers for urgent tasks. On Linux a renderer cannot open font files itself: while
 * it lays the page out it asks the browser, synchronously, for each font and for each family and
 * size's rendering style (`FontServiceApp`, through fontconfig), and its main thread waits for
 * every answer. At nice 10 those answers came late whenever the page kept a core busy, and the
 * first layout's wait, counted by Lighthouse as the page's work, grew with them (docs/decisions.md,
 * "The page's renderer first on a small host"). A phone's renderer reads its fonts itself.
 *
 * Raising a nice value needs no privilege; a thread that cannot be changed (gone, or not ours) is
 * left as it is. Linux only (`/proc`); elsewhere this does nothing. `BENCH_NICE=0` turns it off.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const BENCH_NICE = Number(process.env.BENCH_NICE ?? 10);

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

const threadsOf = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
};

/**
 * Whether a thread is the page's, and keeps the default priority: every thread of a renderer and
 * of the zygote that forks renderers, and the browser process's thread-pool workers for urgent
 * tasks, which answer the renderer's synchronous font requests on Linux (Chromium names them
 * `ThreadPoolForegroundWorker`; Linux keeps a thread name's first 15 characters). `processType`
 * is a Chromium process's `--type`: none for the browser process, as for the bench's own Node
 * processes, which have no thread of that name.
 */
export function isThePages(processType: string | undefined, threadName: string) {
  if (processType === 'renderer' || processType === 'zygote') return true;
  return processType === undefined && threadName.startsWith('ThreadPoolForeg');
}

/** Sets every thread of process `pid` but the page's to nice BENCH_NICE (never raises one). */
function yieldToThePage(pid: number | undefined, processType?: string) {
  if (!BENCH_NICE || !pid) return;
  for (const tid of threadsOf(pid)) {
    if (isThePages(processType, read(`/proc/${pid}/task/${tid}/comm`).trim())) continue;
    try {
      if (os.getPriority(tid) < BENCH_NICE) os.setPriority(tid, BENCH_NICE);
    } catch {
      // the thread ended, or is not ours to change
    }
  }
}

/** The parent pid of every process on the host, from /proc/<pid>/stat. */
function parents() {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!pid) continue;
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const stat = read(`/proc/${pid}/stat`);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parentOf.set(pid, Number(fields[1]));
  }
  return parentOf;
}

/** `pid` and all its descendants. */
function processTree(pid: number) {
  const parentOf = parents();
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return tree;
}

/** A Chromium process's `--type=` (undefined for the browser process itself). */
const chromiumType = (pid: number) =>
  read(`/proc/${pid}/cmdline`)
    .split('\0')
    .find((arg) => arg.startsWith('--type='))
    ?.slice('--type='.length);

/**
 * Every process of this benchmark's run yields to the page: this process (Lighthouse or
 * Playwright, the twin proxy), the server it started, and every Chromium process it launched but
 * the renderers and the zygote that forks them (the browser process, the GPU process, the network
 * and storage services), the browser's workers that answer the page's font requests excepted
 * (`isThePages`). Call it before each run: a process or thread started since is caught then.
 */
export function instrumentYieldsToThePage() {
  if (!BENCH_NICE || process.platform !== 'linux') return;
  for (const pid of processTree(process.pid)) {
    yieldToThePage(pid, chromiumType(pid));
  }
}

export const describePriority = () =>
  BENCH_NICE
    ? `the instrument (this process, the server, Chromium's browser, GPU and utility processes) ` +
      `at nice ${BENCH_NICE}, the page's renderer and the browser's workers that answer its font ` +
      `requests at the default (BENCH_NICE=0: all at the default)`
    : 'every process at the default priority (BENCH_NICE=0)';
