/**
 * Counts failed sign-ins per client and refuses further attempts once a client has failed too
 * often within the window; the block ends when the window that began with its first failure
 * ends. Successful sign-ins neither count nor clear the failures: a sign-in with one's own
 * account must not open more guesses at another's (the count is per client, not per user). The
 * interface is asynchronous so the store may live
 * elsewhere (a database shared by several processes); this one keeps it in memory, per process.
 */
export interface SignInThrottle {
  /** Whether the client may try now; when not, how many seconds until it may. */
  check(client: string): Promise<ThrottleCheck>;
  recordFailure(client: string): Promise<void>;
}

type ThrottleCheck = { blocked: false } | { blocked: true; retryAfterSeconds: number };

export interface ThrottleLimits {
  maxFailures: number;
  failureWindowMs: number;
}

export function createMemoryThrottle(
  { maxFailures, failureWindowMs }: ThrottleLimits,
  now = Date.now,
): SignInThrottle {
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
    async check(client) {
      const entry = current(client);
      if (!entry || entry.count < maxFailures) return { blocked: false };
      return {
        blocked: true,
        retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)),
      };
    },
    async recordFailure(client) {
      const entry = current(client) ?? { count: 0, resetAt: now() + failureWindowMs };
      entry.count++;
      failures.set(client, entry);
      if (failures.size > 100_000) failures.delete(failures.keys().next().value!);
    },
  };
}
