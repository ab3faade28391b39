/*
 * The main thread's blocking after FCP at a CPU slowdown, from an unthrottled page load's trace
 * (a Lighthouse run's own), in two ways: from its tasks' wall time (what Lighthouse's simulation
 * multiplies by the slowdown) and from their thread (CPU) time. Not Lighthouse's TBT (simulated,
 * from FCP to TTI): a diagnostic beside it. On a host with few cores the two differ by the time the main
 * thread waited for a core while other threads (the scripts' streaming compilation, the browser
 * and GPU processes, Lighthouse itself) ran: time a phone's other cores would have taken.
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
}

/**
 * Σ max(0, duration × cpu − 50 ms) over the renderer main thread's tasks from FCP to the end of
 * the trace, once with the tasks' wall time and once with their thread time (µs in the trace).
 */
export function blockingAfterFcp(events: TraceEvent[], cpu: number) {
  const layouts = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'Layout') continue;
    const thread = `${event.pid}:${event.tid}`;
    layouts.set(thread, (layouts.get(thread) ?? 0) + 1);
  }
  // The page's main thread is the one that laid it out.
  const main = [...layouts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fcp =
    events.find(
      (event) => event.name === 'firstContentfulPaint' && main?.startsWith(`${event.pid}:`),
    )?.ts ?? Infinity;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      `${event.pid}:${event.tid}` === main &&
      event.ts >= fcp,
  );
  const sum = (time: (task: TraceEvent) => number) =>
    tasks.reduce((total, task) => total + Math.max(0, (time(task) / 1000) * cpu - 50), 0);
  return { wall: sum((task) => task.dur ?? 0), thread: sum((task) => task.tdur ?? 0) };
}
