/* npm run bench:import — the spreadsheet import (issue 22) on the built server: a dry run and an
 * import of 10 000 product rows without photos, timed; the server's resident memory over its idle
 * size; and the public listing's latency (autocannon, a few connections) while they run. Runs on
 * SQLite, then on PostgreSQL when BENCH_DATABASE_URL (postgres://…) is given (a fresh database
 * created there and dropped afterwards). Options (env): BENCH_ROWS (default 10000),
 * BENCH_CONNECTIONS (default 4). */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createBenchDatabase, freePort, sleep, startApp, waitFor } from './server-process';

const ROWS = Number(process.env.BENCH_ROWS || 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 4);
const PG_URL = process.env.BENCH_DATABASE_URL;
const ADMIN = { username: 'admin', password: `bench-${randomBytes(8).toString('hex')}` };
const LISTING = '/api/products/category/a/riegos?page=0&size=8';

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
