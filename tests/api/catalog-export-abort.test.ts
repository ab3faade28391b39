import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { exportStream, type ExportEnd } from '@/server/catalog-io/export';
import type { DbOrTrx } from '@/server/db/database';
import { PRODUCTS } from '@/server/catalog/kinds';
import type { ExportFormat } from '@/shared/schemas/catalog-io';
import { createTestContext, type TestContext } from './helper';
import { auth } from './fixtures';

/*
 * An export whose client leaves mid-download ends: the writer stops waiting for a `drain` that
 * cannot come, runs no more queries, and the next export is served whole (issue 63).
 */

const ITEMS = 3000;
const FORMATS: ExportFormat[] = ['csv', 'csv-excel', 'xlsx'];
const logLines: Array<Record<string, unknown>> = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    publicUrl: 'https://agrotec.example',
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            logLines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      }),
    },
  });
  const now = new Date().toISOString();
  const description = `<p>${'Estructura de acero galvanizado y cubierta de 200 µm. '.repeat(100)}</p>`;
  const rows = Array.from({ length: ITEMS }, (_, i) => ({
    kind: 'product' as const,
    code: `grande-${String(i).padStart(4, '0')}`,
    name: `Producto ${i}`,
    description,
    default_image: null,
    price_cents: 1000 + i,
    price_visible: 1,
    group_id: 1,
    published: 1,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 300)
    await ctx.handle.db
      .insertInto('catalog_items')
      .values(rows.slice(i, i + 300))
      .execute();
});
afterAll(() => ctx.close());

/** The database, counting the queries the export starts. */
function countingDb() {
  const counter = { queries: 0 };
  const db = new Proxy(ctx.handle.db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === 'selectFrom') counter.queries++;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  }) as DbOrTrx;
  return { db, counter };
}

/** Resolves with the export's end, or fails after `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(FORMATS)('an export (%s) whose reader goes away', (format) => {
  it('ends at once, with no query after that, and a following export is whole', async () => {
    const { db, counter } = countingDb();
    let end: (value: ExportEnd) => void = () => undefined;
    const ended = new Promise<ExportEnd>((resolve) => (end = resolve));
    const errors: unknown[] = [];
    const stream = exportStream(db, PRODUCTS, format, 'https://agrotec.example', {
      onError: (err) => errors.push(err),
      onEnd: end,
    });
    // A slow client: it takes one chunk, lets the buffers fill up, then leaves.
    await new Promise<void>((resolve) => stream.once('data', () => resolve()));
    stream.pause();
    await new Promise((resolve) => setTimeout(resolve, 200));
    stream.destroy();

    const result = await within(ended, 5000, 'the export did not end');
    expect(result.complete).toBe(false);
    // A CSV is read a page at a time as the client takes it; ExcelJS's zip takes every row it is
    // given, so a workbook may have read them all by then (it still stops writing).
    if (format !== 'xlsx') expect(result.rows).toBeLessThan(ITEMS);
    const queries = counter.queries;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(counter.queries).toBe(queries);
    expect(errors).toEqual([]);

    const again = new Promise<ExportEnd>((resolve) => (end = resolve));
    const whole = exportStream(ctx.handle.db, PRODUCTS, format, 'https://agrotec.example', {
      onError: (err) => errors.push(err),
      onEnd: end,
    });
    let bytes = 0;
    for await (const chunk of whole) bytes += (chunk as Buffer).length;
    expect(await within(again, 5000, 'the full export did not end')).toEqual({
      rows: ITEMS,
      complete: true,
    });
    expect(bytes).toBeGreaterThan(100_000);
    expect(errors).toEqual([]);
  });
});

describe('GET /api/admin/catalog/export over HTTP, the client leaving', () => {
  it('logs the export ended unfinished, and keeps serving exports', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    logLines.length = 0;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/admin/catalog/export?kind=products&format=csv',
          headers: auth(ctx.adminToken),
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            // Read a little, then cut the connection.
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', () => undefined);
      req.once('error', reject);
      req.end();
    });
    const endedLine = async () => {
      for (let i = 0; i < 100; i++) {
        const line = logLines.find((l) => l.msg === 'export ended');
        if (line) return line;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no «export ended» log line');
    };
    const line = await endedLine();
    expect(line).toMatchObject({ kind: 'products', format: 'csv', complete: false });
    expect(line.rows as number).toBeLessThan(ITEMS);

    logLines.length = 0;
    const res = await ctx.inject({
      url: '/api/admin/catalog/export?kind=products&format=csv',
      headers: auth(ctx.adminToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.trimEnd().split('\n')).toHaveLength(ITEMS + 1);
    expect(await endedLine()).toMatchObject({ rows: ITEMS, complete: true });
  });
});
