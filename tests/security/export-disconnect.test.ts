import { connect } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createDb } from '@/server/db/database';
import { call, signIn } from './client';
import { serverForThisFile } from './server';

/*
 * Issue 63: an export whose client disconnects mid-download used to leave its writer waiting on
 * `drain` forever. From outside: large exports (each format, gzip too) cut after their first
 * bytes end at once (the server says so in its log), the server keeps serving, and a following
 * export is complete.
 */

const target = serverForThisFile();
const ITEMS = 4000;
let adminToken: string;
const logs: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  adminToken = (await signIn(target.server)).token;
  createInterface({ input: target.server.process.stdout! }).on('line', (line) => {
    try {
      logs.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // Not a pino line.
    }
  });
  // A catalogue of ~20 MB of CSV, written straight into the server's store.
  const { env } = target.store;
  const handle = await createDb({
    databaseUrl: env.DATABASE_URL,
    sqliteFile: path.join(env.DATA_DIR, 'catalog.db'),
  });
  try {
    const now = new Date().toISOString();
    const description = `<p>${'Estructura de acero galvanizado, cubierta de 200 µm. '.repeat(90)}</p>`;
    for (let i = 0; i < ITEMS; i += 250)
      await handle.db
        .insertInto('catalog_items')
        .values(
          Array.from({ length: 250 }, (_, j) => ({
            kind: 'product' as const,
            code: `exportado-${String(i + j).padStart(4, '0')}`,
            name: `Producto exportado ${i + j}`,
            description,
            default_image: null,
            price_cents: 1000 + i + j,
            price_visible: 1,
            group_id: 1,
            published: 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
  } finally {
    await handle.db.destroy();
  }
});

/** Requests an export on a raw socket, reads its first `bytes` bytes, and cuts the connection. */
function cutExport(format: string, headers: Record<string, string> = {}, bytes = 64 * 1024) {
  return new Promise<{ status: string; read: number }>((resolve, reject) => {
    const socket = connect(target.server.port, '127.0.0.1');
    let head = '';
    let read = 0;
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (!head) head = chunk.toString('latin1').split('\r\n')[0];
      if (read >= bytes) {
        socket.destroy();
        resolve({ status: head, read });
      }
    });
    socket.on('close', () => reject(new Error(`closed by the server after ${read} bytes`)));
    const lines = Object.entries({
      Host: '127.0.0.1',
      'X-Access-Token': adminToken,
      ...headers,
    }).map(([k, v]) => `${k}: ${v}`);
    socket.write(
      `GET /api/admin/catalog/export?kind=products&format=${format} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`,
    );
  });
}

/** Waits for the next «export ended» log line of `format` after `since`. */
async function exportEnded(format: string, since: number, ms = 5000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const line = logs.slice(since).find((l) => l.msg === 'export ended' && l.format === format);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no «export ended» of ${format} within ${ms} ms`);
}

test.each([
  ['csv', {}],
  ['csv-excel', { 'Accept-Encoding': 'gzip' }],
  ['xlsx', {}],
])(
  'an export (%s) cut after its first bytes ends at once; the server keeps serving',
  async (format, headers) => {
    const since = logs.length;
    const cut = await cutExport(format, headers);
    expect(cut.status).toBe('HTTP/1.1 200 OK');
    const ended = await exportEnded(format, since);
    expect(ended).toMatchObject({ kind: 'products', format, complete: false });
    if (format !== 'xlsx') expect(ended.rows as number).toBeLessThan(ITEMS);
    const started = Date.now();
    expect((await call(target.server, '/api/health')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  },
);

test('many cut exports at once leave the server serving, and the next export is whole', async () => {
  const since = logs.length;
  await Promise.all(Array.from({ length: 8 }, () => cutExport('csv', {}, 16 * 1024)));
  const deadline = Date.now() + 10_000;
  const endedCount = () =>
    logs.slice(since).filter((l) => l.msg === 'export ended' && l.complete === false).length;
  while (endedCount() < 8 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(endedCount()).toBe(8);

  const before = logs.length;
  const res = await call(target.server, '/api/admin/catalog/export?kind=products&format=csv', {
    token: adminToken,
  });
  expect(res.status).toBe(200);
  const lines = res.body.trimEnd().split('\n');
  expect(lines).toHaveLength(ITEMS + 1);
  expect(lines[ITEMS]).toMatch(/^exportado-3999,/);
  expect(await exportEnded('csv', before)).toMatchObject({ rows: ITEMS, complete: true });
  expect(target.server.process.exitCode).toBeNull();
});
