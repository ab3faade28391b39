/**
 * Counts failed sign-ins under a key and refuses further attempts once the key has failed too
 * often within the window; the block ends when the window that began with its first failure
 * ends. The sign-in route keeps two counts (routes/auth.ts): per client and account, which that
 * account's successful sign-in clears (so a sign-in with one's own account never opens more
 * guesses at another's), and per client across accounts, with a higher limit, never cleared.
 * The interface is asynchronous so the store may live elsewhere (a database shared by several
 * processes, auth/shared-throttle.ts); this one keeps it in memory, per process.
 */
export interface SignInThrottle {
  /** Whether the key may try now; when not, how many seconds until it may. */
  check(key: string): Promise<ThrottleCheck>;
  recordFailure(key: string): Promise<void>;
  /** Forgets the key's failures. */
  clear(key: string): Promise<void>;
}

export type ThrottleCheck = { blocked: false } | { blocked: true; retryAfterSeconds: number };

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
    async clear(client) {
      failures.delete(client);
    },
  };
}
