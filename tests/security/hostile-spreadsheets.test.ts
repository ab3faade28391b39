import { readFileSync } from 'node:fs';
import { parse as parseCsv } from 'csv-parse/sync';
import type { DryRun } from '@/shared/schemas/catalog-io';
import { call, signIn } from './client';
import {
  angleCellCsv,
  newlinesCsv,
  sparseXfdWorkbook,
  SPARSE_PRODUCTS,
  validCsv,
} from './fixtures/hostile-sheets';
import { serverForThisFile } from './server';

/*
 * Issue 63: spreadsheets within the upload limits that crashed or froze the server (admins only,
 * but an admin opens what suppliers send). Each is uploaded as a dry run to the built server
 * while a client reads the public listing one request after another: the file gets its Spanish
 * refusal or its right review, the listing keeps answering quickly, the process's memory stays
 * bounded, and nothing is stored.
 */

const target = serverForThisFile();
let token: string;
const LISTING = '/api/products/category/a/riegos?page=0&size=8';
/** Generous for a busy 2-core machine; the bench records the real figures (bench/results.md). */
const LISTING_P99_MS = 250;
const RSS_GROWTH_MB = 300;

beforeAll(async () => {
  ({ token } = await signIn(target.server));
});

const rssMb = () =>
  Number(
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${target.server.process.pid}/status`, 'utf8'))?.[1],
  ) / 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads `file` as a dry run while the listing is read in a loop and the server's memory is
 * sampled; answers the upload's answer, the listing's p99 and the memory peak over idle.
 */
async function uploadWatched(file: Buffer, name: string) {
  // Warm the listing, then read the idle size.
  for (let i = 0; i < 20; i++) await call(target.server, LISTING);
  const idle = rssMb();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 25);
  const latencies: number[] = [];
  let uploading = true;
  const probe = (async () => {
    while (uploading) {
      const started = performance.now();
      const res = await call(target.server, LISTING);
      latencies.push(performance.now() - started);
      expect(res.status).toBe(200);
      await sleep(5);
    }
  })();
  const form = new FormData();
  form.append('kind', 'products');
  form.append('dry_run', 'true');
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const started = performance.now();
  const answer = await call(target.server, '/api/admin/catalog/import', {
    method: 'POST',
    token,
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  uploading = false;
  await probe;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))];
  return { answer, p99, samples: latencies.length, growthMb: peak - idle, seconds };
}

/** The products stored with a code starting with `prefix`, read back through the export. */
async function storedCodes(prefix: string) {
  const res = await call(target.server, '/api/admin/catalog/export?kind=products&format=csv', {
    token,
  });
  expect(res.status).toBe(200);
  const rows = parseCsv(res.body, { columns: true, bom: true }) as Array<{ codigo: string }>;
  return rows.filter((r) => r.codigo.startsWith(prefix)).map((r) => r.codigo);
}

const expectServed = (run: { p99: number; samples: number; growthMb: number }) => {
  expect(run.samples).toBeGreaterThan(0);
  expect(run.p99).toBeLessThan(LISTING_P99_MS);
  expect(run.growthMb).toBeLessThan(RSS_GROWTH_MB);
  // The process lived through it: no crash line, and it still answers.
  expect(target.server.process.exitCode).toBeNull();
};

test('a sparse workbook of 45 000 rows with a cell in column XFD: its 100 products, nothing more', async () => {
  const run = await uploadWatched(await sparseXfdWorkbook(), 'disperso.xlsx');
  expect(run.answer.status).toBe(200);
  const review = run.answer.json<DryRun>();
  expect(review.total).toBe(SPARSE_PRODUCTS);
  expect(review.counts).toEqual({ create: SPARSE_PRODUCTS, update: 0, unchanged: 0, error: 0 });
  expectServed(run);
  expect(await storedCodes('xfd-')).toEqual([]);
}, 120_000);

test('a description of 320 000 characters of `<a`: refused at once, naming row and column', async () => {
  const run = await uploadWatched(angleCellCsv(), 'angulos.csv');
  expect(run.answer.status).toBe(400);
  expect(run.answer.json<{ message: string }>().message).toBe(
    'La celda de la fila 2, columna «descripcion», tiene 320.000 caracteres: el máximo es 20.000. ' +
      'Acórtela y vuelva a enviar el archivo.',
  );
  expect(run.seconds).toBeLessThan(10);
  expectServed(run);
  expect(await storedCodes('angulos')).toEqual([]);
}, 120_000);

test('20 MB of newlines: refused at the row limit, never parsed whole', async () => {
  const run = await uploadWatched(newlinesCsv(), 'saltos.csv');
  expect(run.answer.status).toBe(400);
  expect(run.answer.json<{ message: string }>().message).toBe(
    'El archivo tiene más de 50.000 filas: divídalo en partes.',
  );
  expectServed(run);
}, 120_000);

test('a valid file of 2 000 rows: its review, the listing served meanwhile', async () => {
  const run = await uploadWatched(validCsv(2000), 'valido.csv');
  expect(run.answer.status).toBe(200);
  const review = run.answer.json<DryRun>();
  expect(review.counts).toEqual({ create: 2000, update: 0, unchanged: 0, error: 0 });
  expect(review.rows[0]).toMatchObject({ line: 2, code: 'valido-0', action: 'create' });
  expectServed(run);
  expect(await storedCodes('valido-')).toEqual([]);
}, 120_000);

test('the server still answers after all of them', async () => {
  expect((await call(target.server, LISTING)).status).toBe(200);
  expect(target.server.stderr.filter((line) => /out of memory|FATAL/i.test(line))).toEqual([]);
});
