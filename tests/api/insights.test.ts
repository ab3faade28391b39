import type { Insights } from '@/shared/schemas/insights';
import { createTestContext, type TestContext } from './helper';
import { auth, createItem, expectError, PRODUCT_KIND, type ApiItem } from './fixtures';

const DAY = 86_400_000;
const START = Date.parse('2026-03-01T08:00:00Z');

/** GET /api/admin/insights: periods, the previous period, and who may read it (issue 23). */
describe('demand insights', () => {
  let ctx: TestContext;
  let clock = START;
  let pump: ApiItem;

  // Each view from a visitor of its own (a visitor's views of an item count once a day).
  let visitor = 0;
  const view = () =>
    ctx.inject({
      method: 'POST',
      url: '/api/events',
      payload: { events: [{ kind: 'view', item: { kind: 'product', id: pump.id } }] },
      headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Firefox/${100 + visitor++}.0` },
    });
  const get = (query: string, token = ctx.adminToken) =>
    ctx.inject({ url: `/api/admin/insights${query}`, headers: auth(token) });

  beforeAll(async () => {
    ctx = await createTestContext({ events: { now: () => clock, flushMs: 60_000 } });
    pump = await createItem(ctx, PRODUCT_KIND, { name: 'Bomba de agua' });
    // Views on 2026-03-01 (2), 2026-03-05 (1) and 2026-03-10 (3).
    for (const [offset, times] of [
      [0, 2],
      [4, 1],
      [9, 3],
    ] as const) {
      clock = START + offset * DAY;
      for (let i = 0; i < times; i++) expect((await view()).statusCode).toBe(204);
    }
  });
  afterAll(() => ctx.close());

  test('a period by dates, zero-filled day by day, compared with the one before', async () => {
    const res = await get('?from=2026-03-06&to=2026-03-10');
    expect(res.statusCode).toBe(200);
    const data = res.json<Insights>();
    expect(data.from).toBe('2026-03-06');
    expect(data.to).toBe('2026-03-10');
    expect(data.previous).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(data.daily.map((d) => [d.day, d.view])).toEqual([
      ['2026-03-06', 0],
      ['2026-03-07', 0],
      ['2026-03-08', 0],
      ['2026-03-09', 0],
      ['2026-03-10', 3],
    ]);
    expect(data.totals.view).toEqual({
      total: 3,
      unique: 3,
      previous_total: 3,
      previous_unique: 3,
    });
    expect(data.items).toEqual([
      expect.objectContaining({ id: pump.id, name: 'Bomba de agua', views: 3 }),
    ]);
  });

  test('by default the last 30 days up to today; one date alone is accepted', async () => {
    clock = START + 9 * DAY;
    const data = (await get('')).json<Insights>();
    expect([data.from, data.to]).toEqual(['2026-02-09', '2026-03-10']);
    expect(data.previous).toEqual({ from: '2026-01-10', to: '2026-02-08' });
    expect(data.totals.view.total).toBe(6);
    const oneDay = (await get('?from=2026-03-10')).json<Insights>();
    expect(oneDay.daily).toHaveLength(1);
    const emptyPeriod = (await get('?from=2025-01-01&to=2025-01-31')).json<Insights>();
    expect(emptyPeriod.items).toEqual([]);
    expect(emptyPeriod.daily).toHaveLength(31);
    expect(emptyPeriod.totals.view.total).toBe(0);
  });

  test('bad periods are refused in Spanish', async () => {
    expectError(await get('?from=2026-03-10&to=2026-03-01'), 400, /anterior o igual/);
    expectError(await get('?from=2025-01-01&to=2026-03-01'), 400, /366 días/);
    expectError(await get('?from=2026-02-30'), 400, /no es válida/);
    expect((await get('?from=ayer')).statusCode).toBe(400);
    expect((await get('?desde=2026-01-01')).statusCode).toBe(400);
    expect((await get('?from=2025-03-01&to=2026-03-01')).statusCode).toBe(200);
  });

  test('admins only: 401 without a token, 403 for other users', async () => {
    expect((await ctx.inject({ url: '/api/admin/insights' })).statusCode).toBe(401);
    expect((await get('', ctx.editorToken)).statusCode).toBe(403);
  });
});
