import { sql } from 'kysely';
import type { Insights } from '@/shared/schemas/insights';
import { createTestContext, testDialect, type TestContext } from './helper';
import { auth, createItem, PRODUCT_KIND, type ApiItem } from './fixtures';

const UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Demand counts when writing them fails (issue 63): a flush the database refuses ends nothing,
 * keeps its events for the next one, and counts them once when the database takes them again;
 * a quote makes the pairs of its first 20 items.
 */
describe('demand counts when the database refuses them', () => {
  let ctx: TestContext;
  let items: ApiItem[];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  const send = (events: unknown[], client = '203.0.113.10', userAgent = UA) =>
    ctx.inject({
      method: 'POST',
      url: '/api/events',
      payload: { events },
      remoteAddress: client,
      headers: { 'user-agent': userAgent, 'content-type': 'application/json' },
    });
  const insights = async () => {
    const res = await ctx.inject({ url: '/api/admin/insights', headers: auth(ctx.adminToken) });
    expect(res.statusCode).toBe(200);
    return res.json<Insights>();
  };
  const product = (item: ApiItem) => ({ kind: 'product', id: item.id });

  /** Every write of a count fails, as on a locked or read-only database. */
  async function refuseWrites() {
    if (testDialect === 'sqlite')
      await sql`CREATE TRIGGER refuse_counts BEFORE INSERT ON event_counts
        BEGIN SELECT RAISE(ABORT, 'writes refused'); END`.execute(ctx.handle.db);
    else {
      await sql`CREATE FUNCTION refuse_writes() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'writes refused'; END $$`.execute(ctx.handle.db);
      await sql`CREATE TRIGGER refuse_counts BEFORE INSERT ON event_counts
        FOR EACH ROW EXECUTE FUNCTION refuse_writes()`.execute(ctx.handle.db);
    }
  }
  async function allowWrites() {
    if (testDialect === 'sqlite') await sql`DROP TRIGGER refuse_counts`.execute(ctx.handle.db);
    else {
      await sql`DROP TRIGGER refuse_counts ON event_counts`.execute(ctx.handle.db);
      await sql`DROP FUNCTION refuse_writes()`.execute(ctx.handle.db);
    }
  }

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    ctx = await createTestContext({ events: { flushMs: 100 } });
    items = [];
    for (let i = 0; i < 50; i++)
      items.push(await createItem(ctx, PRODUCT_KIND, { name: `Artículo ${i + 1}` }));
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await ctx.close();
  });

  test('a refused flush ends nothing and loses nothing: the events count once, later', async () => {
    await refuseWrites();
    try {
      const burst = [
        { kind: 'view', item: product(items[0]!) },
        { kind: 'quote_add', item: product(items[0]!) },
        { kind: 'quote_add', item: product(items[1]!) },
        { kind: 'search', query: 'abc\u0000def', results: 0 },
      ];
      expect((await send(burst)).statusCode).toBe(204);
      // Several flushes (every 100 ms) fail meanwhile; the app answers throughout.
      for (let i = 0; i < 5; i++) {
        await sleep(120);
        expect((await ctx.inject({ url: '/api/health' })).statusCode).toBe(200);
      }
      expect((await send([{ kind: 'share', item: product(items[0]!) }])).statusCode).toBe(204);
      expect((await insights()).totals.view.total).toBe(0);
      expect(unhandled).toEqual([]);
    } finally {
      await allowWrites();
    }
    const data = await insights();
    expect(data.totals.view).toMatchObject({ total: 1, unique: 1 });
    expect(data.totals.quote_add).toMatchObject({ total: 2, unique: 1 });
    expect(data.totals.share).toMatchObject({ total: 1, unique: 1 });
    expect(data.searches).toEqual([{ term: 'abc def', count: 1, no_results: 1 }]);
    // Later flushes add nothing twice.
    await sleep(300);
    expect((await insights()).totals.quote_add.total).toBe(2);
    expect(unhandled).toEqual([]);
  });

  test("a quote's pairs come from its first 20 items", async () => {
    const quote = {
      kind: 'quote_send',
      items: items.map((i) => ({ ...product(i), quantity: 1 })),
    };
    expect((await send([quote], '198.51.100.1')).statusCode).toBe(204);
    const data = await insights();
    expect(data.totals.quote_send.total).toBe(1);
    const pairs = await ctx.handle.db
      .selectFrom('event_pairs')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(pairs.n)).toBe(190);
  });
});
