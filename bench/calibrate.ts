/*
 * The CPU slowdown that makes this host a mid-tier phone, from Lighthouse's own measure of the
 * host (`lhr.environment.benchmarkIndex`) and Lighthouse's own rule for it (its docs'
 * "CPU throttling calculator": an index of 1300 wants 3×, and each 233 more one more ×). A
 * fixed 4× is a weak phone on a slow host and a strong one on a fast host; this is the same
 * phone on any host. The index moves with noisy neighbours (a busy host scores lower), so it is
 * probed a few times and the highest is kept. `BENCH_CPU_MULTIPLIER` overrides the result.
 */
import lighthouse from 'lighthouse';
import { instrumentYieldsToThePage } from './host-priority';

const PROBES = Number(process.env.BENCH_CALIBRATION_PROBES || 3);

/** Lighthouse's rule: 1300 → 3×, +1× per 233 of benchmarkIndex (never below 1×). */
export function multiplierFor(benchmarkIndex: number) {
  return Math.max(1, Math.round((3 + (benchmarkIndex - 1300) / 233) * 10) / 10);
}

export interface Calibration {
  /** The highest benchmarkIndex of the probes (0 when overridden without probing). */
  benchmarkIndex: number;
  /** Every probe's index, in order. */
  probes: number[];
  cpuMultiplier: number;
  /** Where the multiplier came from. */
  source: 'calibrated' | 'BENCH_CPU_MULTIPLIER';
  /** Microseconds the host takes to hand this process one fresh 4 KB page (freshPageCost). */
  freshPageMicros: number;
}

const PAGE_BYTES = 4096;
const PROBE_BYTES = 64 * 1024 * 1024;

/**
 * What a fresh page of memory costs on this host: the best of three times 64 MB newly mapped and
 * written once per 4 KB page, in µs per page. `benchmarkIndex` measures the CPU on a warm heap
 * only; a browser loading a page maps new memory all along (a new renderer, its heaps, the DOM,
 * decoded pictures), and on a host whose virtualisation makes a page fault dear (a software-paged
 * guest) every task of the page, and of its static twin, takes longer in wall time than the index
 * predicts, while Lighthouse's simulation multiplies that wall time by the slowdown. Printed so a
 * run can be read against its host: a native Linux host answers in about a microsecond or less.
 */
export function freshPageCost() {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const memory = Buffer.allocUnsafeSlow(PROBE_BYTES);
    for (let at = 0; at < PROBE_BYTES; at += PAGE_BYTES) memory[at] = 1;
    best = Math.min(best, ((performance.now() - start) * 1000) / (PROBE_BYTES / PAGE_BYTES));
  }
  return Math.round(best * 100) / 100;
}

/**
 * The host's benchmarkIndex now, as Lighthouse reports it (`lhr.environment`, its public result)
 * after one light run on `url` through the Chromium on `port`; 0 when the run gave none.
 */
export async function probeBenchmarkIndex(port: number, url: string) {
  instrumentYieldsToThePage();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyAudits: ['first-contentful-paint'],
  });
  return Math.round(result?.lhr.environment.benchmarkIndex ?? 0);
}

/**
 * Probes the host with Lighthouse (on a light page of the server, `url`) through the Chromium on
 * `port`, and returns the calibrated CPU multiplier.
 */
export async function calibrate(port: number, url: string): Promise<Calibration> {
  const probes: number[] = [];
  for (let i = 0; i < PROBES; i++) {
    const index = await probeBenchmarkIndex(port, url);
    if (index) probes.push(index);
  }
  const benchmarkIndex = probes.length ? Math.max(...probes) : 0;
  const freshPageMicros = freshPageCost();
  const override = Number(process.env.BENCH_CPU_MULTIPLIER);
  if (override > 0) {
    return {
      benchmarkIndex,
      probes,
      cpuMultiplier: override,
      source: 'BENCH_CPU_MULTIPLIER',
      freshPageMicros,
    };
  }
  if (!benchmarkIndex) throw new Error('Lighthouse gave no benchmarkIndex for this host');
  return {
    benchmarkIndex,
    probes,
    cpuMultiplier: multiplierFor(benchmarkIndex),
    source: 'calibrated',
    freshPageMicros,
  };
}

export const describeCalibration = (c: Calibration) =>
  `host benchmarkIndex ${c.benchmarkIndex || '—'} (probes: ${c.probes.join(', ') || '—'}) → ` +
  `CPU slowdown ${c.cpuMultiplier}× (${c.source === 'calibrated' ? "Lighthouse's rule: 3× at 1300, +1× per 233" : 'BENCH_CPU_MULTIPLIER'})\n` +
  `fresh memory: ${c.freshPageMicros} µs per 4 KB page newly mapped (Lighthouse's index does not see it; on a native Linux host about 1 µs or less)`;
