/*
 * Where a Lighthouse run's TBT comes from: the page's own document (its parse, style and layout),
 * a script, or work Lighthouse cannot attribute. bench:web prints it per page, so that a page
 * over its budget says which of them to look at (bench/results.md, 2026-11-30 day: on `/` most
 * of it was the document's own first layout, which Lantern places after its simulated FCP).
 *
 * Read from the report's `long-tasks` audit, whose tasks carry Lantern's simulated start and
 * duration and their attribution, with Lighthouse's own rule for each task (TBTUtils in
 * Lighthouse's trace engine): the part of the task between FCP and TTI, less 50 ms. The audit's
 * simulation is not the one Lighthouse's TBT blends from (an optimistic and a pessimistic graph):
 * a twin's sources add up to its TBT, a page's to about it, sometimes well under (on 2026-11-30
 * 0–114 % of it, run by run). The line prints the sum beside the TBT: read the sources as where
 * the blocking is, not as its exact share.
 *
 * Imports nothing that loads chrome-launcher or Lighthouse, which cannot run under Jest.
 */
import { median } from './median';

/** A task of the `long-tasks` audit (times in ms from the navigation's start). */
export interface LongTask {
  /** The script the task ran, the document's URL, or 'Unattributable'. */
  url: string;
  startTime: number;
  duration: number;
}

const BLOCKING_THRESHOLD = 50;

/**
 * The document's own work, named the same for page and twin: its parse, style, layout and paint,
 * and its inline scripts (Lighthouse attributes them to the document's URL too).
 */
export const DOCUMENT = 'the document';
export const UNATTRIBUTABLE = 'unattributable';

/** A script's file name without the content hash webpack adds: `system.2859b921.js` → `system.js`. */
export function scriptName(url: string) {
  const file = new URL(url).pathname.split('/').pop() ?? url;
  return file.replace(/\.[0-9a-f]{8,}(?=\.(?:chunk\.)?js$)/, '');
}

/** Lighthouse's blocking time for one task between `fcp` and `tti`. */
function blocking(task: LongTask, fcp: number, tti: number) {
  const start = Math.max(task.startTime, fcp);
  const end = Math.min(task.startTime + task.duration, tti);
  return Math.max(0, end - start - BLOCKING_THRESHOLD);
}

/**
 * The blocking time of a run's long tasks between its FCP and TTI, by source: DOCUMENT for the
 * page's own document (its URL, whatever its query), a script's file name, or UNATTRIBUTABLE.
 * Sources with no blocking time are left out.
 */
export function blockingBySource(
  tasks: LongTask[],
  fcp: number,
  tti: number,
  documentUrl: string,
): Map<string, number> {
  const documentPath = new URL(documentUrl).pathname;
  const sources = new Map<string, number>();
  for (const task of tasks) {
    const time = blocking(task, fcp, tti);
    if (time <= 0) continue;
    let source = UNATTRIBUTABLE;
    if (/^https?:/.test(task.url)) {
      source = new URL(task.url).pathname === documentPath ? DOCUMENT : scriptName(task.url);
    }
    sources.set(source, (sources.get(source) ?? 0) + time);
  }
  return sources;
}

/**
 * Each source's median over the runs (a run where a source blocked nothing counts 0), largest
 * first, then the median of the runs' sums, to read against Lighthouse's TBT:
 * `the document 142 ms, system.js 95 ms (sum 260 ms)`.
 */
export function describeSources(runs: Map<string, number>[]) {
  const names = [...new Set(runs.flatMap((run) => [...run.keys()]))];
  const medians = names
    .map((name) => [name, median(runs.map((run) => run.get(name) ?? 0))] as const)
    .filter(([, time]) => time > 0)
    .sort((a, b) => b[1] - a[1]);
  const sum = median(runs.map((run) => [...run.values()].reduce((total, time) => total + time, 0)));
  const each = medians.map(([name, time]) => `${name} ${time.toFixed(0)} ms`);
  return `${each.join(', ') || 'none'} (sum ${sum.toFixed(0)} ms)`;
}
