/**
 * Counts failed sign-ins per client and refuses further attempts once a client has failed too
 * often within the window. Successful sign-ins do not count. In memory, per process: behind a
 * load balancer each process throttles on its own, which bounds guessing all the same.
 */
export interface FailureThrottle {
  isBlocked(client: string): boolean;
  recordFailure(client: string): void;
  reset(client: string): void;
}

export function createFailureThrottle(
  maxFailures: number,
  windowMs: number,
  now = Date.now,
): FailureThrottle {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (client: string) => {
    const entry = failures.get(client);
    if (entry && entry.resetAt <= now()) {
      failures.delete(client);
      return undefined;
    }
    return entry;
  };
  return {
    isBlocked: (client) => (current(client)?.count ?? 0) >= maxFailures,
    recordFailure(client) {
      const entry = current(client) ?? { count: 0, resetAt: now() + windowMs };
      entry.count++;
      failures.set(client, entry);
      if (failures.size > 100_000) failures.delete(failures.keys().next().value!);
    },
    reset: (client) => void failures.delete(client),
  };
}
