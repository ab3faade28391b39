/* npm run bench:events — demand events (issue 23) at a steady rate against the built server,
 * while the public listing is measured: every event must be counted once, with no errors.
 * Options (env): BENCH_EVENT_RATE (events per second, default 500), BENCH_SECONDS (default 30),
 * BENCH_DATABASE_URL (postgres://…: a fresh PostgreSQL database created there and dropped
 * afterwards; SQLite otherwise). One event per request, as a browser's beacon sends it; the
 * visitors come from 1,000 addresses (X-Forwarded-For, TRUST_PROXY=1) so the per-address limit
 * (120 events a minute) is not what is measured. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createBenchDatabase, freePort, startApp, waitFor } from './server-process';

const RATE = Number(process.env.BENCH_EVENT_RATE || 500);
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
const PG_URL = process.env.BENCH_DATABASE_URL;
const ADMIN_PASSWORD = 'bench-admin-password-1';
const LISTING = '/api/products/category/a/invernaderos?page=0&size=8';
const KINDS = ['view', 'view', 'view', 'quote_add', 'order', 'share'] as const;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agrotec-bench-events-'));
  const database = PG_URL ? await createBenchDatabase(PG_URL) : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = startApp({
    dataDir,
    port,
    databaseUrl: database?.url,
    env: { ADMIN_PASSWORD, TRUST_PROXY: '1' },
  });
  try {
    await waitFor(`${base}/api/health`);
    const listing = (await (await fetch(base + LISTING)).json()) as { content: { id: number }[] };
    const ids = listing.content.map((i) => i.id);
    if (!ids.length) throw new Error('the demo catalogue has no products');
    const signin = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { token } = (await signin.json()) as { token: string };

    let n = 0;
    const events = autocannon({
      url: `${base}/api/events`,
      connections: 16,
      overallRate: RATE,
      // A fixed number of requests, each answered before the run ends: the totals must match.
      amount: RATE * SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const i = n++;
            const kind = KINDS[i % KINDS.length]!;
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Firefox/${100 + (i % 40)}.0`,
                'x-forwarded-for': `10.${(i >> 16) & 255}.${(i % 1000) >> 2}.${i % 250}`,
              },
              body: JSON.stringify({
                events: [{ kind, item: { kind: 'product', id: ids[i % ids.length] } }],
              }),
            };
          },
        },
      ],
    });
    const listingRun = autocannon({ url: base + LISTING, connections: 4, duration: SECONDS });
    const [sent, read] = await Promise.all([events, listingRun]);
    const accepted = sent['2xx'];
    const insights = (await (
      await fetch(`${base}/api/admin/insights`, { headers: { 'x-access-token': token } })
    ).json()) as { totals: Record<string, { total: number }> };
    const counted = Object.values(insights.totals).reduce((sum, t) => sum + t.total, 0);
    const figures = {
      database: database ? 'PostgreSQL' : 'SQLite',
      rate: `${RATE}/s for ${SECONDS} s`,
      eventsSent: sent.requests.total,
      accepted,
      errors: sent.errors + sent.non2xx,
      counted,
      eventP99ms: sent.latency.p99,
      listingP50ms: read.latency.p50,
      listingP99ms: read.latency.p99,
      listingErrors: read.errors + read.non2xx,
    };
    console.log(JSON.stringify(figures, null, 2));
    if (figures.errors || counted !== accepted || figures.listingErrors) {
      console.error(`FAILED: ${accepted} accepted, ${counted} counted, ${figures.errors} errors`);
      process.exitCode = 1;
    }
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
