import { blockingAfterFcp, type TraceEvent } from './main-thread';

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
