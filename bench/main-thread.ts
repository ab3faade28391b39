/*
 * What a Lighthouse run's own trace (its unthrottled page load) says about the main thread,
 * beside Lighthouse's simulated TBT (docs/decisions.md, "Measured on the visitor's phone"):
 * - the main thread's blocking after FCP at a CPU slowdown, in two ways: from its tasks' wall time
 *   (what Lighthouse's simulation multiplies by the slowdown) and from their thread (CPU) time.
 *   On a host with few cores the two differ by the time the main thread waited for a core while
 *   other threads (the scripts' streaming compilation, the browser and GPU processes, Lighthouse
 *   itself) ran: time a phone's other cores would have taken;
 * - the task in which a user-timing mark was set (the Chakra system's creation, `app:system`);
 * - the CPU time of the threads that share the host's cores during the load.
 */

/** The fields of a Chrome trace event read here (times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  cat?: string;
  args?: { name?: string };
}

/** A time in ms, from wall time and from thread (CPU) time. */
export interface WallAndThread {
  wall: number;
  thread: number;
}

const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** The page's main thread: the one that laid it out most often. */
function pageMainThread(events: TraceEvent[]) {
  const layouts = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'Layout') continue;
    layouts.set(threadOf(event), (layouts.get(threadOf(event)) ?? 0) + 1);
  }
  return [...layouts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const isTask = (event: TraceEvent) => event.name === 'RunTask' && event.ph === 'X';

/**
 * Σ max(0, duration × cpu − 50 ms) over the renderer main thread's tasks from FCP to the end of
 * the trace, once with the tasks' wall time and once with their thread time (µs in the trace).
 */
export function blockingAfterFcp(events: TraceEvent[], cpu: number): WallAndThread {
  const main = pageMainThread(events);
  const fcp =
    events.find(
      (event) => event.name === 'firstContentfulPaint' && main?.startsWith(`${event.pid}:`),
    )?.ts ?? Infinity;
  const tasks = events.filter(
    (event) => isTask(event) && threadOf(event) === main && event.ts >= fcp,
  );
  const sum = (time: (task: TraceEvent) => number) =>
    tasks.reduce((total, task) => total + Math.max(0, (time(task) / 1000) * cpu - 50), 0);
  return { wall: sum((task) => task.dur ?? 0), thread: sum((task) => task.tdur ?? 0) };
}

/**
 * The page's main-thread task in which the user-timing mark `mark` was set: its wall and thread
 * time in ms, or null when the page set no such mark (a static twin).
 */
export function markedTask(events: TraceEvent[], mark: string): WallAndThread | null {
  const main = pageMainThread(events);
  const marked = events.find(
    (event) =>
      event.name === mark && threadOf(event) === main && /blink\.user_timing/.test(event.cat ?? ''),
  );
  if (!marked) return null;
  const task = events.find(
    (event) =>
      isTask(event) &&
      threadOf(event) === main &&
      event.ts <= marked.ts &&
      marked.ts <= event.ts + (event.dur ?? 0),
  );
  return task ? { wall: (task.dur ?? 0) / 1000, thread: (task.tdur ?? 0) / 1000 } : null;
}

/** What Chromium names a thread's top-level tasks in a trace: the renderer's and the others'. */
const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** A thread's CPU time in ms: its outermost top-level tasks' thread time (nested ones not twice). */
function threadCpu(events: TraceEvent[], thread: string | undefined) {
  const tasks = events
    .filter(
      (event) => event.ph === 'X' && threadOf(event) === thread && TOP_LEVEL_TASKS.has(event.name),
    )
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    total += (task.tdur ?? 0) / 1000;
  }
  return total;
}

/**
 * The CPU time (ms) over the whole trace of the threads that share the host's cores while the page
 * loads: the page's main thread, the browser process's main thread and the GPU process's
 * compositor (Lighthouse's screenshots of every frame, tracing, software compositing: mostly the
 * instrument's and the host's work, which a static twin's load has too).
 */
export function threadsCpu(events: TraceEvent[]) {
  const processNames = new Map<number, string>();
  const threadNames = new Map<string, string>();
  for (const event of events) {
    if (event.ph !== 'M') continue;
    if (event.name === 'process_name') processNames.set(event.pid, event.args?.name ?? '');
    if (event.name === 'thread_name') threadNames.set(threadOf(event), event.args?.name ?? '');
  }
  const named = (process: string, thread: string) =>
    [...threadNames].find(
      ([key, name]) => name === thread && processNames.get(Number(key.split(':')[0])) === process,
    )?.[0];
  return {
    page: threadCpu(events, pageMainThread(events)),
    browser: threadCpu(events, named('Browser', 'CrBrowserMain')),
    compositor: threadCpu(events, named('GPU Process', 'VizCompositorThread')),
  };
}
