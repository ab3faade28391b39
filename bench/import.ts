/* npm run bench:import — the spreadsheet import (issue 22) on the built server: a dry run and an
 * import of 10 000 product rows without photos, timed; the server's resident memory over its idle
 * size; and the public listing's latency (autocannon, a few connections) while they run. Runs on
 * SQLite, then on PostgreSQL when BENCH_DATABASE_URL (postgres://…) is given (a fresh database
 * created there and dropped afterwards). Options (env): BENCH_ROWS (default 10000),
 * BENCH_CONNECTIONS (default 4). BENCH_MODE=hostile instead sends, as dry runs, the hostile
 * spreadsheets of issue 63 (tests/security/fixtures/hostile-sheets.ts) and a valid file of
 * BENCH_ROWS rows, one after another, each while the listing is loaded: the answer, its time,
 * the server's memory over idle and the listing's latency meanwhile. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  angleCellCsv,
  newlinesCsv,
  sparseXfdWorkbook,
  validCsv,
} from '../tests/security/fixtures/hostile-sheets';
import { createBenchDatabase, freePort, sleep, startApp, waitFor } from './server-process';

const ROWS = Number(process.env.BENCH_ROWS || 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 4);
const PG_URL = process.env.BENCH_DATABASE_URL;
const ADMIN = { username: 'admin', password: `bench-${randomBytes(8).toString('hex')}` };
const LISTING = '/api/products/category/a/riegos?page=0&size=8';
const HOSTILE = process.env.BENCH_MODE === 'hostile';

/** Resident memory of a process, in MB (Linux). */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The file: ROWS products in 'riegos', published, prices visible. */
function spreadsheet(price: number) {
  const lines = [
    'codigo,nombre,descripcion,categoria,precio,precio_visible,publicado,fotos,relacionados',
  ];
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      `banco-${i},Producto de banco ${i},"<p>Descripción del producto ${i}, con detalle.</p>",riegos,${(price + i / 100).toFixed(2)},si,si,,`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

interface Phase {
  seconds: number;
  peakMb: number;
}

/** Runs `work` while sampling the server's memory; returns its duration and the peak. */
async function measured(pid: number, work: () => Promise<void>): Promise<Phase> {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return { seconds: (performance.now() - started) / 1000, peakMb: Math.max(peak, rssMb(pid)) };
}

/** Each hostile file (and a valid one) as a dry run under load: answer, time, memory, latency. */
async function hostileFiles(
  base: string,
  pid: number,
  headers: Record<string, string>,
  idleMb: number,
  label: string,
) {
  const files: Array<[string, string, () => Promise<Buffer> | Buffer]> = [
    ['sparse XFD .xlsx, 45 000 rows', 'disperso.xlsx', sparseXfdWorkbook],
    ['320 000 characters of <a', 'angulos.csv', angleCellCsv],
    ['20 MB of newlines', 'saltos.csv', newlinesCsv],
    [`valid CSV, ${ROWS} rows`, 'valido.csv', () => validCsv(ROWS)],
  ];
  for (const [what, name, make] of files) {
    const file = await make();
    const body = new FormData();
    body.append('kind', 'products');
    body.append('dry_run', 'true');
    body.append('file', new Blob([new Uint8Array(file)]), name);
    let finished: (result: autocannon.Result) => void = () => undefined;
    const loadDone = new Promise<autocannon.Result>((resolve) => (finished = resolve));
    const load = autocannon(
      { url: `${base}${LISTING}`, connections: CONNECTIONS, duration: 3600 },
      (_err, result) => finished(result),
    );
    // The listing under load alone a moment first, so the figures are of the file's time.
    await sleep(500);
    let answer = '';
    const phase = await measured(pid, async () => {
      const res = await fetch(`${base}/api/admin/catalog/import`, {
        method: 'POST',
        headers,
        body,
      });
      const json = (await res.json()) as { message?: string; total?: number };
      answer = `${res.status} ${json.message ?? `${json.total} rows reviewed`}`;
    });
    load.stop();
    const result = await loadDone;
    console.log(
      `${label} · ${what} (${(file.length / 1024).toFixed(0)} KB): ${answer.slice(0, 90)} · ` +
        `${phase.seconds.toFixed(1)} s · +${(phase.peakMb - idleMb).toFixed(0)} MB over idle ${idleMb.toFixed(0)} MB · ` +
        `listing p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ` +
        `${result.requests.average.toFixed(0)} req/s, ${result.errors + result.non2xx} errors`,
    );
    await sleep(2000);
  }
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agrotec-bench-import-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = startApp({
    dataDir,
    port,
    databaseUrl,
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true' },
  });
  try {
    await waitFor(`${base}/api/health`);
    const signIn = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { 'x-access-token': token };
    // Warm the listing, then read the idle size.
    await autocannon({ url: `${base}${LISTING}`, connections: CONNECTIONS, duration: 3 });
    await sleep(1000);
    const idleMb = rssMb(app.pid!);
    if (HOSTILE) return await hostileFiles(base, app.pid!, headers, idleMb, label);

    const file = spreadsheet(100);
    const form = (extra: Record<string, string>) => {
      const body = new FormData();
      body.append('kind', 'products');
      for (const [k, v] of Object.entries(extra)) body.append(k, v);
      body.append('file', new Blob([file]), 'banco.csv');
      return body;
    };

    let finished: (result: autocannon.Result) => void = () => undefined;
    const loadDone = new Promise<autocannon.Result>((resolve) => (finished = resolve));
    const load = autocannon(
      { url: `${base}${LISTING}`, connections: CONNECTIONS, duration: 3600 },
      (_err, result) => finished(result),
    );
    let tokenOfReview = '';
    const dryRun = await measured(app.pid!, async () => {
      const res = await fetch(`${base}/api/admin/catalog/import`, {
        method: 'POST',
        headers,
        body: form({ dry_run: 'true' }),
      });
      if (!res.ok) throw new Error(`dry run: ${res.status} ${await res.text()}`);
      tokenOfReview = ((await res.json()) as { token: string }).token;
    });
    const imported = await measured(app.pid!, async () => {
      const res = await fetch(`${base}/api/admin/catalog/import`, {
        method: 'POST',
        headers,
        body: form({ token: tokenOfReview }),
      });
      if (res.status !== 202) throw new Error(`import: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: number };
      for (;;) {
        await sleep(200);
        const job = (await (
          await fetch(`${base}/api/admin/catalog/import/${id}`, { headers })
        ).json()) as { status: string; counts: Record<string, number> };
        if (job.status !== 'running') {
          if (job.status !== 'done' || job.counts.create !== ROWS)
            throw new Error(`import ended ${job.status}: ${JSON.stringify(job.counts)}`);
          return;
        }
      }
    });
    load.stop();
    const result = await loadDone;
    console.log(
      `${label}: ${ROWS} rows · dry run ${dryRun.seconds.toFixed(1)} s (+${(dryRun.peakMb - idleMb).toFixed(0)} MB) · ` +
        `import ${imported.seconds.toFixed(1)} s (+${(imported.peakMb - idleMb).toFixed(0)} MB) · ` +
        `idle ${idleMb.toFixed(0)} MB · listing meanwhile p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.requests.average.toFixed(0)} req/s, ${result.errors + result.non2xx} errors`,
    );
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await run('SQLite');
  if (PG_URL) {
    const database = await createBenchDatabase(PG_URL);
    try {
      await run('PostgreSQL', database.url);
    } finally {
      await database.drop();
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
