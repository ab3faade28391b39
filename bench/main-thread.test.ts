import { blockingAfterFcp, markedTask, threadsCpu, type TraceEvent } from './main-thread';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 2, tid: 20 };
/** A top-level task of `wall` and `thread` ms starting at `at` ms. */
const task = (at: number, wall: number, thread: number, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: at * 1000,
  dur: wall * 1000,
  tdur: thread * 1000,
});
const layout = (at: number, where = MAIN): TraceEvent => ({
  name: 'Layout',
  ph: 'X',
  ...where,
  ts: at * 1000,
  dur: 1000,
});
const fcp = (at: number, where = MAIN): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ...where,
  ts: at * 1000,
});

test('counts the main thread tasks after FCP, slowed down, over 50 ms: from wall and thread time', () => {
  const events = [
    layout(10),
    layout(20),
    fcp(100),
    task(50, 40, 40), // before FCP: not counted
    task(200, 30, 10), // 30 ms wall × 5 = 150 → 100 over; 10 ms thread × 5 = 50 → 0
    task(300, 8, 8), // 40 ms at 5×: under 50
    task(400, 20, 20), // 100 → 50 over either way
  ];
  expect(blockingAfterFcp(events, 5)).toEqual({ wall: 150, thread: 50 });
});

test("another process's or thread's tasks and FCP are not the page's", () => {
  const events = [
    layout(10),
    layout(20),
    layout(30, OTHER),
    fcp(5, OTHER),
    fcp(100),
    task(50, 100, 100), // the page's, before its FCP
    task(200, 100, 100, OTHER),
    task(300, 20, 12),
  ];
  expect(blockingAfterFcp(events, 10)).toEqual({ wall: 150, thread: 70 });
});

test('a trace without a paint counts nothing', () => {
  expect(blockingAfterFcp([layout(10), task(50, 100, 100)], 4)).toEqual({ wall: 0, thread: 0 });
});

const mark = (at: number, name: string, where = MAIN): TraceEvent => ({
  name,
  ph: 'R',
  cat: 'blink.user_timing',
  ...where,
  ts: at * 1000,
});

test('the task a mark was set in: its wall and thread time; none for a page that sets no mark', () => {
  const events = [
    layout(10),
    task(100, 20, 5),
    task(200, 90, 30),
    mark(230, 'app:system'),
    mark(260, 'app:system', OTHER),
  ];
  expect(markedTask(events, 'app:system')).toEqual({ wall: 90, thread: 30 });
  expect(markedTask(events, 'app:listening')).toBeNull();
});

const names = (pid: number, process: string, threads: Record<number, string>): TraceEvent[] => [
  { name: 'process_name', ph: 'M', pid, tid: 0, ts: 0, args: { name: process } },
  ...Object.entries(threads).map(([tid, name]) => ({
    name: 'thread_name',
    ph: 'M',
    pid,
    tid: Number(tid),
    ts: 0,
    args: { name },
  })),
];
/** A top-level task of a thread other than the renderer's main one, as Chromium names it. */
const topLevel = (
  at: number,
  wall: number,
  thread: number,
  where: { pid: number; tid: number },
) => ({
  ...task(at, wall, thread, where),
  name: 'ThreadControllerImpl::RunTask',
});

test("the CPU time of the page's main thread, the browser's and the GPU compositor's, each task once", () => {
  const BROWSER = { pid: 3, tid: 30 };
  const COMPOSITOR = { pid: 4, tid: 41 };
  const events = [
    ...names(1, 'Renderer', { 10: 'CrRendererMain' }),
    ...names(3, 'Browser', { 30: 'CrBrowserMain', 31: 'Chrome_IOThread' }),
    ...names(4, 'GPU Process', { 40: 'CrGpuMain', 41: 'VizCompositorThread' }),
    layout(10),
    task(100, 30, 10),
    // A task nested in another on the same thread is in its parent's time already.
    task(105, 5, 4),
    task(200, 50, 20),
    // Not a task: an event inside one.
    layout(210),
    topLevel(100, 40, 25, BROWSER),
    topLevel(100, 40, 25, { pid: 3, tid: 31 }),
    topLevel(150, 10, 8, COMPOSITOR),
    topLevel(150, 10, 8, { pid: 4, tid: 40 }),
  ];
  // Counting the nested task again would have made the page's 34 ms.
  expect(threadsCpu(events)).toEqual({ page: 30, browser: 25, compositor: 8 });
});
