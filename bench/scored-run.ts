/**
 * A Lighthouse run the bench can count. Lighthouse now and then cannot score a load on a busy
 * 2-core host (`NO_NAVSTART`: the trace lost the navigation's start), or gives up on a DevTools
 * command that never answers; such a run is reported and made again, up to `attempts` times in
 * all. A run still unscored after that stops the bench: its zeros (perf 0, LCP 0, TBT 0) must
 * never reach the medians. No imports, so that Jest can load it.
 */
export async function scoredRun<T>(
  name: string,
  attempt: () => Promise<T>,
  /** Why Lighthouse could not score the result (its `runtimeError`), or undefined. */
  failure: (result: T) => string | undefined,
  warn: (message: string) => void,
  attempts = 3,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (tries >= attempts) throw error;
      warn(`${name}: ${(error as Error).message}; again`);
      continue;
    }
    const why = failure(result);
    if (why === undefined) return result;
    if (tries >= attempts) throw new Error(`${name}: not scored in ${attempts} attempts: ${why}`);
    warn(`${name}: ${why}; again`);
  }
}
