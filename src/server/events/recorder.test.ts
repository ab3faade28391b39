import { createDb, type DbHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createEventRecorder, PAIR_ITEMS } from './recorder';

/** The recorder's bounds, on a real migrated SQLite database, flushed by hand. */
describe('event recorder bounds', () => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createDb({ sqliteFile: ':memory:' });
    await migrateToLatest(handle.db);
  });
  afterEach(() => handle.db.destroy());

  const quoteOf = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ['product', from + i] as [string, number]);
  const pairRows = async () =>
    (await handle.db.selectFrom('event_pairs').select('a_id').execute()).length;
  const quoteSends = async () =>
    (
      await handle.db
        .selectFrom('event_counts')
        .select('total')
        .where('event', '=', 'quote_send')
        .where('item_id', '=', 0)
        .executeTakeFirst()
    )?.total ?? 0;

  it('pairs have a bound of their own: past it, new pairs are dropped and counted, events are not', async () => {
    const lost: { events: number; pairs: number }[] = [];
    const recorder = createEventRecorder(handle.db, {
      flushMs: 3_600_000,
      maxPairs: 250,
      onDropped: (l) => lost.push(l),
    });
    const send = (visitor: string, from: number) =>
      recorder.record(visitor, [{ event: 'quote_send', itemKind: '', itemId: 0 }], {
        pairItems: quoteOf(from, 50),
      });
    send('a', 1); // 190 pairs: the quote's first PAIR_ITEMS items
    send('b', 1001); // 190 more would pass the bound of 250: 60 of them are kept
    send('c', 2001); // none
    await recorder.close();
    expect(PAIR_ITEMS).toBe(20);
    expect(await pairRows()).toBe(250);
    expect(Number(await quoteSends())).toBe(3);
    expect(lost).toEqual([{ events: 0, pairs: 130 + 190 }]);
  });

  it('events past the pending bound are dropped and counted in the report, never silently', async () => {
    const lost: { events: number; pairs: number }[] = [];
    const recorder = createEventRecorder(handle.db, {
      flushMs: 3_600_000,
      maxPending: 10,
      onDropped: (l) => lost.push(l),
    });
    for (let i = 0; i < 15; i++)
      recorder.record(`v${i}`, [
        { event: 'quote_add', itemKind: '', itemId: 0 },
        { event: 'quote_add', itemKind: 'product', itemId: 1 },
      ]);
    await recorder.flush();
    expect(lost).toHaveLength(1);
    expect(lost[0]!.events).toBeGreaterThan(0);
    const counted = await handle.db
      .selectFrom('event_counts')
      .select('total')
      .where('item_id', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(counted.total) + lost[0]!.events).toBe(15);
    await recorder.close();
    expect(lost).toHaveLength(1);
  });

  it('a failing flush rejects its caller only: nothing is left unhandled, the next one writes it', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const recorder = createEventRecorder(handle.db, { flushMs: 3_600_000 });
      recorder.record('v', [{ event: 'quote_add', itemKind: '', itemId: 0 }]);
      await handle.db.schema.alterTable('event_counts').renameTo('event_counts_away').execute();
      await expect(recorder.flush()).rejects.toHaveProperty(
        'message',
        expect.stringContaining('event_counts'),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      await handle.db.schema.alterTable('event_counts_away').renameTo('event_counts').execute();
      await recorder.close();
      const rows = await handle.db.selectFrom('event_counts').select('total').execute();
      expect(rows.map((r) => Number(r.total))).toEqual([1]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
