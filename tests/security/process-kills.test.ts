import { parse as parseCsv } from 'csv-parse/sync';
import type { DryRun, ImportJob } from '@/shared/schemas/catalog-io';
import type { Insights } from '@/shared/schemas/insights';
import { call, createProduct, signIn } from './client';
import { serverForThisFile, startServer } from './server';

/*
 * What survives the server's process ending, told from outside: a real process, killed
 * (SIGKILL: no clean-up runs) or stopped (SIGTERM: the graceful close), then started again on
 * the same store. Issue 22 (an import killed mid-way leaves whole rows; the same file again
 * completes it) and issue 23 (SIGTERM loses no demand event; SIGKILL at most the last 5 s).
 */

const target = serverForThisFile();
let token: string;

beforeAll(async () => {
  ({ token } = await signIn(target.server));
});

const restart = async (signal: NodeJS.Signals) => {
  await target.server.stop(signal);
  target.server = await startServer(target.store);
  ({ token } = await signIn(target.server));
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an import killed mid-way', () => {
  const ROWS = 5000;
  const HEADER = 'codigo,nombre,descripcion,categoria,precio,precio_visible,publicado';
  const row = (i: number) =>
    `kill-${i},Artículo ${i},Descripción del artículo número ${i},riegos,${i + 1}.50,si,no`;
  const file = [HEADER, ...Array.from({ length: ROWS }, (_, i) => row(i))].join('\n');

  const send = (fields: Record<string, string>) => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'catalogo.csv');
    form.append('kind', 'products');
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return call(target.server, '/api/admin/catalog/import', { method: 'POST', token, body: form });
  };
  const review = async () => {
    const res = await send({ dry_run: 'true' });
    expect(res.status).toBe(200);
    return res.json<DryRun>();
  };
  const job = async (id: number | 'last') => {
    const res = await call(target.server, `/api/admin/catalog/import/${id}`, { token });
    expect(res.status).toBe(200);
    return id === 'last' ? res.json<{ job: ImportJob }>().job : res.json<ImportJob>();
  };
  /** The imported products as stored, read back through the export (code → its row). */
  const stored = async () => {
    const res = await call(target.server, '/api/admin/catalog/export?kind=products&format=csv', {
      token,
    });
    expect(res.status).toBe(200);
    const rows = parseCsv(res.body, { columns: true, bom: true }) as Array<Record<string, string>>;
    return new Map(rows.filter((r) => r.codigo.startsWith('kill-')).map((r) => [r.codigo, r]));
  };
  const expectWhole = (rows: Map<string, Record<string, string>>) => {
    for (const [code, r] of rows) {
      const i = Number(code.slice('kill-'.length));
      expect([code, r.nombre, r.descripcion, r.categoria, Number(r.precio)]).toEqual([
        code,
        `Artículo ${i}`,
        `Descripción del artículo número ${i}`,
        'riegos',
        i + 1.5,
      ]);
      expect([r.precio_visible, r.publicado]).toEqual(['si', 'no']);
    }
  };

  test('leaves only whole rows, reads as interrupted, and the same file again completes it', async () => {
    const first = await review();
    expect(first.counts).toEqual({ create: ROWS, update: 0, unchanged: 0, error: 0 });
    const started = await send({ token: first.token });
    expect(started.status).toBe(202);
    const { id } = started.json<ImportJob>();
    // Killed once the first chunks are in, long before the last one.
    for (let progress = await job(id); progress.done === 0; progress = await job(id))
      await sleep(10);
    await restart('SIGKILL');

    const cut = await stored();
    expect(cut.size).toBeGreaterThan(0);
    expect(cut.size).toBeLessThan(ROWS);
    expectWhole(cut);
    // Its heartbeat stops with its process: the job soon reads as interrupted.
    let last = await job('last');
    for (let waited = 0; last.status === 'running' && waited < 40_000; waited += 500) {
      await sleep(500);
      last = await job('last');
    }
    expect([last.id, last.status]).toEqual([id, 'interrupted']);

    const again = await review();
    expect(again.counts).toEqual({
      create: ROWS - cut.size,
      update: 0,
      unchanged: cut.size,
      error: 0,
    });
    const resumed = await send({ token: again.token });
    expect(resumed.status).toBe(202);
    let finished = resumed.json<ImportJob>();
    while (finished.status === 'running') {
      await sleep(100);
      finished = await job(finished.id);
    }
    expect(finished.status).toBe('done');
    const all = await stored();
    expect(all.size).toBe(ROWS);
    expectWhole(all);
  }, 120_000);
});

describe('demand events when the process ends', () => {
  const views = async (itemId: number, count: number) => {
    // Each from a phone of its own: a visitor's views of an item count once a day.
    for (let i = 0; i < count; i++) {
      const res = await call(target.server, '/api/events', {
        method: 'POST',
        headers: { 'user-agent': `Mozilla/5.0 (Linux; Android 13) Chrome/${130 + i} Mobile` },
        body: { events: [{ kind: 'view', item: { kind: 'product', id: itemId } }] },
      });
      expect(res.status).toBe(204);
    }
  };
  const viewsCounted = async () => {
    const res = await call(target.server, '/api/admin/insights', { token });
    expect(res.status).toBe(200);
    return res.json<Insights>().totals.view.total;
  };

  test('SIGTERM writes every event received, even within the 5 s batch', async () => {
    const before = await viewsCounted();
    const item = await createProduct(target.server, token);
    await views(item.id, 7);
    await restart('SIGTERM');
    expect(await viewsCounted()).toBe(before + 7);
  });

  test('SIGKILL loses nothing older than the 5 s batch', async () => {
    const before = await viewsCounted();
    const item = await createProduct(target.server, token);
    await views(item.id, 4);
    await sleep(6_000);
    await restart('SIGKILL');
    expect(await viewsCounted()).toBe(before + 4);
  });
});
