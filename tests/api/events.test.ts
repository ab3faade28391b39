import type { InjectOptions } from 'fastify';
import type { Insights } from '@/shared/schemas/insights';
import { createTestContext, type TestContext } from './helper';
import { auth, createItem, PRODUCT_KIND, SERVICE_KIND, type ApiItem } from './fixtures';

const DAY = 86_400_000;
const START = Date.parse('2026-06-10T12:00:00Z');
const UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const OTHER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0';

/** POST /api/events: what is counted, what is refused, what is ignored (issue 23). */
describe('demand events', () => {
  let ctx: TestContext;
  let clock = START;
  let tractor: ApiItem;
  let greenhouse: ApiItem;
  let course: ApiItem;
  let draft: ApiItem;

  const send = (events: unknown[], extra: Partial<InjectOptions> = {}) =>
    ctx.inject({
      method: 'POST',
      url: '/api/events',
      payload: { events },
      ...extra,
      headers: { 'user-agent': UA, 'content-type': 'application/json', ...extra.headers },
    });
  const insights = async (query = '') => {
    const res = await ctx.inject({
      url: `/api/admin/insights${query}`,
      headers: auth(ctx.adminToken),
    });
    expect(res.statusCode).toBe(200);
    return res.json<Insights>();
  };
  const product = (item: ApiItem) => ({ kind: 'product', id: item.id });
  const service = (item: ApiItem) => ({ kind: 'service', id: item.id });
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  beforeEach(async () => {
    clock = START;
    ctx = await createTestContext({
      events: { now: () => clock, flushMs: 60_000, limits: { maxEvents: 60, windowMs: 60_000 } },
    });
    tractor = await createItem(ctx, PRODUCT_KIND, { name: 'Tractor compacto' });
    greenhouse = await createItem(ctx, PRODUCT_KIND, { name: 'Invernadero túnel' });
    course = await createItem(ctx, SERVICE_KIND, { name: 'Curso de riego' });
    draft = await createItem(ctx, PRODUCT_KIND, { name: 'Borrador', published: false });
  });
  afterEach(() => ctx.close());

  test('counts each kind of event, per item and in total, with its unique visitors', async () => {
    const res = await send([
      { kind: 'view', item: product(tractor) },
      { kind: 'view', item: product(tractor) },
      { kind: 'view', item: service(course) },
      { kind: 'quote_add', item: product(tractor) },
      { kind: 'order', item: service(course) },
      { kind: 'share', item: product(greenhouse) },
      { kind: 'search', query: '  Tractor   ROJO ', results: 3 },
      {
        kind: 'quote_send',
        items: [
          { ...product(tractor), quantity: 2 },
          { ...service(course), quantity: 1 },
        ],
      },
    ]);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await send([{ kind: 'view', item: product(tractor) }], { headers: { 'user-agent': OTHER_UA } });

    const data = await insights();
    expect(data.to).toBe(day(START));
    expect(data.from).toBe(day(START - 29 * DAY));
    // The first visitor's second view of the tractor adds nothing: a view counts once per
    // visitor, item and day.
    expect(data.totals.view).toEqual({
      total: 3,
      unique: 2,
      previous_total: 0,
      previous_unique: 0,
    });
    expect(data.totals.quote_add).toMatchObject({ total: 1, unique: 1 });
    expect(data.totals.quote_send).toMatchObject({ total: 1, unique: 1 });
    expect(data.totals.order).toMatchObject({ total: 1, unique: 1 });
    expect(data.totals.share).toMatchObject({ total: 1, unique: 1 });
    expect(data.totals.search).toMatchObject({ total: 1, unique: 1 });
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1)).toEqual({
      day: day(START),
      view: 3,
      quote_add: 1,
      quote_send: 1,
      order: 1,
      share: 1,
      search: 1,
    });
    expect(data.daily[0]).toMatchObject({ view: 0, search: 0 });
    expect(data.items[0]).toMatchObject({
      id: tractor.id,
      kind: 'product',
      code: tractor.code,
      name: 'Tractor compacto',
      group: PRODUCT_KIND.group,
      views: 2,
      quotes: 1,
      orders: 0,
      shares: 0,
    });
    expect(data.items.find((i) => i.kind === 'service')).toMatchObject({
      id: course.id,
      group: SERVICE_KIND.group,
      views: 1,
      orders: 1,
    });
    expect(data.searches).toEqual([{ term: 'tractor rojo', count: 1, no_results: 0 }]);
    expect(data.pairs).toEqual([
      {
        a: { id: tractor.id, kind: 'product', code: tractor.code, name: 'Tractor compacto' },
        b: { id: course.id, kind: 'service', code: course.code, name: 'Curso de riego' },
        count: 1,
      },
    ]);
  });

  test('pairs of a quote are counted once per quote, and searches without results apart', async () => {
    const quote = [
      { ...product(greenhouse), quantity: 1 },
      { ...product(tractor), quantity: 3 },
      { ...service(course), quantity: 1 },
    ];
    await send([{ kind: 'quote_send', items: quote }]);
    await send([{ kind: 'quote_send', items: quote.slice(0, 2) }]);
    await send([
      { kind: 'search', query: 'Vivero', results: 0 },
      { kind: 'search', query: 'vivero ', results: 0 },
      { kind: 'search', query: 'riego', results: 4 },
    ]);
    const data = await insights();
    const [first, ...rest] = data.pairs;
    const ids = (p: (typeof data.pairs)[number]) => [p.a.id, p.b.id].sort((x, y) => x - y);
    expect(first!.count).toBe(2);
    expect(ids(first!)).toEqual([tractor.id, greenhouse.id].sort((x, y) => x - y));
    expect(rest.map((p) => p.count)).toEqual([1, 1]);
    expect(data.totals.quote_send.total).toBe(2);
    expect(data.searches).toEqual([
      { term: 'vivero', count: 2, no_results: 2 },
      { term: 'riego', count: 1, no_results: 0 },
    ]);
    expect(data.searches_without_results).toEqual([{ term: 'vivero', count: 2 }]);
  });

  test('unique visitors are counted per day: a new day has a new salt, old salts go after 48 h', async () => {
    await send([{ kind: 'view', item: product(tractor) }]);
    await send([{ kind: 'view', item: product(tractor) }]);
    await insights();
    const firstSalt = await ctx.handle.db.selectFrom('event_salts').selectAll().execute();
    expect(firstSalt.map((s) => s.day)).toEqual([day(START)]);

    clock = START + DAY;
    await send([{ kind: 'view', item: product(tractor) }]);
    let data = await insights();
    expect(data.daily.slice(-2).map((d) => d.view)).toEqual([1, 1]);
    expect(data.totals.view).toMatchObject({ total: 2, unique: 2 });
    const salts = await ctx.handle.db.selectFrom('event_salts').selectAll().execute();
    expect(salts).toHaveLength(2);
    expect(salts[0]!.salt).not.toBe(salts[1]!.salt);

    clock = START + 2 * DAY;
    await send([{ kind: 'view', item: product(tractor) }]);
    data = await insights();
    expect(data.totals.view).toMatchObject({ total: 3, unique: 3 });
    const kept = await ctx.handle.db
      .selectFrom('event_salts')
      .select('day')
      .orderBy('day')
      .execute();
    expect(kept.map((s) => s.day)).toEqual([day(START + DAY), day(START + 2 * DAY)]);
    const digests = await ctx.handle.db.selectFrom('event_uniques').select('day').execute();
    expect(digests.every((d) => d.day >= day(START + DAY))).toBe(true);
    // Nothing personal is stored: no address or user agent in any row.
    const dump = JSON.stringify([
      await ctx.handle.db.selectFrom('event_uniques').selectAll().execute(),
      await ctx.handle.db.selectFrom('event_counts').selectAll().execute(),
    ]);
    expect(dump).not.toContain('127.0.0');
    expect(dump).not.toContain('Android');
  });

  test('bots, DNT: 1 and Sec-GPC: 1 get 204 and are not counted', async () => {
    const view = [{ kind: 'view', item: product(tractor) }];
    const bot = await send(view, {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    const dnt = await send(view, { headers: { dnt: '1' } });
    const gpc = await send(view, { headers: { 'sec-gpc': '1' } });
    expect([bot.statusCode, dnt.statusCode, gpc.statusCode]).toEqual([204, 204, 204]);
    const data = await insights();
    expect(data.totals.view.total).toBe(0);
    expect(data.items).toEqual([]);
  });

  test('bad bodies are refused with a Spanish message and nothing of them is counted', async () => {
    const good = { kind: 'view', item: product(tractor) };
    const cases: [unknown, RegExp][] = [
      [[good, { kind: 'like', item: product(tractor) }], /./],
      [
        [good, { kind: 'view', item: { kind: 'product', id: 999_999 } }],
        /^Producto o servicio inexistente: producto 999999\.$/,
      ],
      [[good, { kind: 'view', item: product(draft) }], /inexistente/],
      [
        [good, { kind: 'view', item: { kind: 'service', id: tractor.id } }],
        /inexistente: servicio \d+\.$/,
      ],
      [[good, { kind: 'view' }], /producto o servicio/],
      [[good, { kind: 'search', query: '   ', results: 0 }], /búsqueda/],
      [[good, { kind: 'quote_send' }], /cotización/],
      [[good, { kind: 'view', item: product(tractor), extra: 1 }], /./],
    ];
    for (const [events, message] of cases) {
      const res = await send(events as unknown[]);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    const big = await ctx.inject({
      method: 'POST',
      url: '/api/events',
      payload: `{"events": [${JSON.stringify(good)}]${' '.repeat(9000)}}`,
      headers: { 'content-type': 'application/json', 'user-agent': UA },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json<{ message: string }>().message).toMatch(/demasiado grande/);
    const notJson = await ctx.inject({
      method: 'POST',
      url: '/api/events',
      payload: '{"events": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const data = await insights();
    expect(data.totals.view.total).toBe(0);
    expect(data.totals.search.total).toBe(0);
  });

  test('a network sending more than a person could is cut off with 429; others go on', async () => {
    // quote_add counts every time (a view would count once a day): the limit is what is seen.
    const add = { kind: 'quote_add', item: product(tractor) };
    for (let i = 0; i < 6; i++)
      expect((await send(Array.from({ length: 10 }, () => add))).statusCode).toBe(204);
    const cut = await send([add]);
    expect(cut.statusCode).toBe(429);
    expect(cut.headers['retry-after']).toBeDefined();
    expect(cut.json<{ message: string }>().message).toMatch(/Demasiados eventos/);
    // Another address of the same /24 shares the limit; another network does not.
    expect((await send([add], { remoteAddress: '127.0.0.77' })).statusCode).toBe(429);
    const other = await send([add], { remoteAddress: '10.1.2.3' });
    expect(other.statusCode).toBe(204);
    clock += 61_000;
    expect((await send([add])).statusCode).toBe(204);
    const data = await insights(`?to=${day(clock)}`);
    expect(data.totals.quote_add.total).toBe(62);
  });

  test('an IPv6 /64 is one network, however many of its addresses send', async () => {
    const add = { kind: 'quote_add', item: product(tractor) };
    for (let i = 0; i < 60; i++) {
      const res = await send([add], { remoteAddress: `2001:db8:1:2::${(i + 1).toString(16)}` });
      expect(res.statusCode).toBe(204);
    }
    expect((await send([add], { remoteAddress: '2001:db8:1:2:ffff::1' })).statusCode).toBe(429);
    expect((await send([add], { remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(204);
  });

  test('a visitor adds one view, order and share of an item a day, however many it sends', async () => {
    const burst = [
      ...Array.from({ length: 8 }, () => ({ kind: 'view', item: product(tractor) })),
      ...Array.from({ length: 6 }, () => ({ kind: 'order', item: product(tractor) })),
      ...Array.from({ length: 6 }, () => ({ kind: 'share', item: product(tractor) })),
    ];
    for (let i = 0; i < 3; i++) expect((await send(burst)).statusCode).toBe(204);
    // Flushed between bursts too: the once-a-day rule holds across writes.
    await ctx.app.close().catch(() => undefined);
    const rows = await ctx.handle.db
      .selectFrom('event_counts')
      .select(['event', 'item_id', 'total', 'uniques'])
      .orderBy('event')
      .orderBy('item_id')
      .execute();
    expect(rows.map((r) => [r.event, r.item_id, Number(r.total), Number(r.uniques)])).toEqual([
      ['order', 0, 1, 1],
      ['order', tractor.id, 1, 1],
      ['share', 0, 1, 1],
      ['share', tractor.id, 1, 1],
      ['view', 0, 1, 1],
      ['view', tractor.id, 1, 1],
    ]);
  });

  test("ids beyond the schema's 32-bit maximum are a 400, not a database error", async () => {
    for (const id of [3e9, 2147483648]) {
      const res = await send([{ kind: 'view', item: { kind: 'product', id } }]);
      expect(res.statusCode).toBe(400);
      const quote = await send([
        { kind: 'quote_send', items: [{ kind: 'product', id, quantity: 1 }] },
      ]);
      expect(quote.statusCode).toBe(400);
    }
  });

  test('a search with control characters (NUL) is counted without them', async () => {
    const res = await send([{ kind: 'search', query: 'abc\u0000def\u0007', results: 0 }]);
    expect(res.statusCode).toBe(204);
    const data = await insights();
    expect(data.searches).toEqual([{ term: 'abc def', count: 1, no_results: 1 }]);
  });

  test('closing the app writes what is pending (SIGTERM closes it)', async () => {
    await send([
      { kind: 'view', item: product(tractor) },
      { kind: 'order', item: product(tractor) },
    ]);
    const before = await ctx.handle.db.selectFrom('event_counts').selectAll().execute();
    expect(before).toEqual([]);
    await ctx.app.close();
    const rows = await ctx.handle.db
      .selectFrom('event_counts')
      .select(['event', 'total'])
      .where('item_id', '=', 0)
      .orderBy('event')
      .execute();
    expect(rows.map((r) => [r.event, Number(r.total)])).toEqual([
      ['order', 1],
      ['view', 1],
    ]);
  });
});
