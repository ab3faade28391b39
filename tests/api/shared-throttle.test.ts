import { createDatabaseThrottle } from '@/server/auth/shared-throttle';
import type { DbHandle } from '@/server/db/database';
import { createTestDb } from './helper';

/** Two throttles on one database stand for two server processes behind a balancer. */
let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => ({ handle, drop } = await createTestDb()));
afterAll(() => drop());

const limits = { maxFailures: 3, failureWindowMs: 60_000 };

test('failures counted by one process block the client on another', async () => {
  let clock = 1_000_000;
  const now = () => clock;
  const first = createDatabaseThrottle(handle.db, limits, now);
  const second = createDatabaseThrottle(handle.db, limits, now);
  await first.recordFailure('10.0.0.1');
  await second.recordFailure('10.0.0.1');
  expect(await first.check('10.0.0.1')).toEqual({ blocked: false });
  await Promise.all([first.recordFailure('10.0.0.1'), second.recordFailure('10.0.0.2')]);
  clock += 20_000;
  expect(await second.check('10.0.0.1')).toEqual({ blocked: true, retryAfterSeconds: 40 });
  expect(await first.check('10.0.0.2')).toEqual({ blocked: false });
  // The window that began with the first failure ends: the client may try again.
  clock += 40_000;
  expect(await first.check('10.0.0.1')).toEqual({ blocked: false });
  await second.recordFailure('10.0.0.1');
  expect(await first.check('10.0.0.1')).toEqual({ blocked: false });
});

test('clearing a key on one process clears it for all', async () => {
  const now = () => 2_000_000;
  const first = createDatabaseThrottle(handle.db, limits, now);
  const second = createDatabaseThrottle(handle.db, limits, now);
  for (let i = 0; i < 3; i++) await first.recordFailure('a:cuenta');
  await first.recordFailure('a:otra');
  expect(await second.check('a:cuenta')).toEqual({ blocked: true, retryAfterSeconds: 60 });
  await second.clear('a:cuenta');
  expect(await first.check('a:cuenta')).toEqual({ blocked: false });
  // Only that key.
  await first.recordFailure('a:otra');
  await first.recordFailure('a:otra');
  expect(await second.check('a:otra')).toEqual({ blocked: true, retryAfterSeconds: 60 });
});
