import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { SignInThrottle, ThrottleLimits } from './throttle';

/**
 * The sign-in throttle kept in the database: every process on one PostgreSQL counts the same
 * failures, so N instances behind a balancer allow the same number of guesses as one. Same
 * contract as the in-memory throttle (auth/throttle.ts): the block ends when the window that
 * began with the key's first failure ends; `clear` forgets a key's failures.
 */
export function createDatabaseThrottle(
  db: Db,
  { maxFailures, failureWindowMs }: ThrottleLimits,
  now = Date.now,
): SignInThrottle {
  return {
    async check(client) {
      const at = now();
      const row = await db
        .selectFrom('sign_in_failures')
        .select(['failures', 'reset_at'])
        .where('client', '=', client)
        .where('reset_at', '>', at)
        .executeTakeFirst();
      if (!row || row.failures < maxFailures) return { blocked: false };
      return {
        blocked: true,
        retryAfterSeconds: Math.max(1, Math.ceil((Number(row.reset_at) - at) / 1000)),
      };
    },
    async recordFailure(client) {
      const at = now();
      // One statement, so concurrent failures on several processes all count.
      await db
        .insertInto('sign_in_failures')
        .values({ client, failures: 1, reset_at: at + failureWindowMs })
        .onConflict((oc) =>
          oc.column('client').doUpdateSet({
            failures: sql`case when sign_in_failures.reset_at <= ${at} then 1 else sign_in_failures.failures + 1 end`,
            reset_at: sql`case when sign_in_failures.reset_at <= ${at} then excluded.reset_at else sign_in_failures.reset_at end`,
          }),
        )
        .execute();
      // Windows that have ended are of no use: the table holds only current failures.
      await db.deleteFrom('sign_in_failures').where('reset_at', '<=', at).execute();
    },
    async clear(client) {
      await db.deleteFrom('sign_in_failures').where('client', '=', client).execute();
    },
  };
}
