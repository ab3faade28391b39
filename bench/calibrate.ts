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
}

/**
 * Probes the host with Lighthouse (on a light page of the server, `url`) through the Chromium on
 * `port`, and returns the calibrated CPU multiplier.
 */
export async function calibrate(port: number, url: string): Promise<Calibration> {
  const probes: number[] = [];
  for (let i = 0; i < PROBES; i++) {
    instrumentYieldsToThePage();
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['first-contentful-paint'],
    });
    const index = result?.lhr.environment.benchmarkIndex;
    if (index) probes.push(Math.round(index));
  }
  const benchmarkIndex = probes.length ? Math.max(...probes) : 0;
  const override = Number(process.env.BENCH_CPU_MULTIPLIER);
  if (override > 0) {
    return { benchmarkIndex, probes, cpuMultiplier: override, source: 'BENCH_CPU_MULTIPLIER' };
  }
  if (!benchmarkIndex) throw new Error('Lighthouse gave no benchmarkIndex for this host');
  return {
    benchmarkIndex,
    probes,
    cpuMultiplier: multiplierFor(benchmarkIndex),
    source: 'calibrated',
  };
}

export const describeCalibration = (c: Calibration) =>
  `host benchmarkIndex ${c.benchmarkIndex || '—'} (probes: ${c.probes.join(', ') || '—'}) → ` +
  `CPU slowdown ${c.cpuMultiplier}× (${c.source === 'calibrated' ? "Lighthouse's rule: 3× at 1300, +1× per 233" : 'BENCH_CPU_MULTIPLIER'})`;
