/* npm run bench:events — demand events (issue 23) at a steady rate against the built server,
 * while the public listing is measured, and, in the first seconds, a forged burst (issue 63):
 * 40 addresses of one /24 sending views and orders of one item as fast as they can, and four
 * networks sending bodies of three 50-item quotes. Every genuine event must be counted as the
 * rules say (a view, order or share once per visitor, item and day; everything else each time),
 * with no errors; the forged burst must add at most one view and one order per browser and leave
 * the pairs bounded. Options (env): BENCH_EVENT_RATE (genuine events per second, default 500),
 * BENCH_SECONDS (default 30), BENCH_FORGED_SECONDS (default 5; 0: none), BENCH_DATABASE_URL
 * (postgres://…: a fresh PostgreSQL database created there and dropped afterwards; SQLite
 * otherwise). One genuine event per request, as a browser's beacon sends it; the visitors come
 * from 1,000 networks (X-Forwarded-For, TRUST_PROXY=1) so the per-network limit (120 events a
 * minute) is not what is measured. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createBenchDatabase, freePort, startApp, waitFor } from './server-process';

const RATE = Number(process.env.BENCH_EVENT_RATE || 500);
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
const PG_URL = process.env.BENCH_DATABASE_URL;
const ADMIN_PASSWORD = 'bench-admin-password-1';
const LISTING = '/api/products/category/a/invernaderos?page=0&size=8';
const FORGED_SECONDS = Number(process.env.BENCH_FORGED_SECONDS ?? 5);
const KINDS = ['view', 'view', 'view', 'quote_add', 'order', 'share'] as const;
const ONCE_A_DAY = new Set<string>(['view', 'order', 'share']);

/** The i-th genuine request: its kind, item, browser and network (one of 1,000 /24s). */
function genuine(i: number, ids: number[]) {
  return {
    kind: KINDS[i % KINDS.length]!,
    id: ids[i % ids.length]!,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) Firefox/${100 + (i % 40)}.0`,
    address: `10.${Math.floor((i % 1000) / 250)}.${i % 250}.${i % 7}`,
  };
}

/** Rows of a table in the server's database. */
async function rowsOf(table: string, dataDir: string, url?: string): Promise<number> {
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    await client.end();
    return Number(rows[0]!.n);
  }
  const db = new Database(path.join(dataDir, 'catalog.db'), { readonly: true });
  const { n } = db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number };
  db.close();
  return n;
}

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

    // The forged item and the genuine items apart, so the insights tell their counts apart.
    const [forgedId, ...genuineIds] = ids;
    if (!forgedId || !genuineIds.length) throw new Error('the bench needs two products at least');
    const quoteIds: number[] = [];
    for (const group of ['maquinarias', 'riegos', 'laboratorios', 'invernaderos']) {
      const page = (await (
        await fetch(`${base}/api/products/category/a/${group}?page=0&size=50`)
      ).json()) as { content: { id: number }[] };
      quoteIds.push(...page.content.map((i) => i.id));
    }

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
            const e = genuine(n++, genuineIds);
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                'user-agent': e.userAgent,
                'x-forwarded-for': e.address,
              },
              body: JSON.stringify({
                events: [{ kind: e.kind, item: { kind: 'product', id: e.id } }],
              }),
            };
          },
        },
      ],
    });
    const forgedViews = { kind: 'view', item: { kind: 'product', id: forgedId } };
    const forgedOrders = { kind: 'order', item: { kind: 'product', id: forgedId } };
    const bigQuote = {
      kind: 'quote_send',
      items: quoteIds.slice(0, 50).map((id) => ({ kind: 'product', id, quantity: 1 })),
    };
    let f = 0;
    const forged = FORGED_SECONDS
      ? autocannon({
          url: `${base}/api/events`,
          connections: 8,
          duration: FORGED_SECONDS,
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => {
                const i = f++;
                const quotes = i % 2 === 1;
                return {
                  ...req,
                  headers: {
                    'content-type': 'application/json',
                    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 forged',
                    'x-forwarded-for': quotes
                      ? `172.20.${(i >> 1) % 4}.9`
                      : `203.0.113.${(i % 40) + 1}`,
                  },
                  body: JSON.stringify({
                    events: quotes
                      ? [bigQuote, bigQuote, bigQuote]
                      : [...Array(10).fill(forgedViews), ...Array(10).fill(forgedOrders)],
                  }),
                };
              },
            },
          ],
        })
      : Promise.resolve(null);
    const listingRun = autocannon({ url: base + LISTING, connections: 4, duration: SECONDS });
    const [sent, read, burst] = await Promise.all([events, listingRun, forged]);
    const accepted = sent['2xx'];
    type Totals = { total: number };
    const insights = (await (
      await fetch(`${base}/api/admin/insights`, { headers: { 'x-access-token': token } })
    ).json()) as {
      totals: Record<string, Totals>;
      items: { id: number; views: number; orders: number }[];
    };
    // What the genuine requests must add up to: once-a-day kinds once per (browser, network,
    // item), the rest every time. Every request was answered 204 (checked below).
    const seen = new Set<string>();
    let expected = 0;
    for (let i = 0; i < n; i++) {
      const e = genuine(i, genuineIds);
      const prefix = e.address.split('.').slice(0, 3).join('.');
      const key = `${e.kind}|${e.id}|${prefix}|${e.userAgent}`;
      if (!ONCE_A_DAY.has(e.kind) || !seen.has(key)) expected++;
      seen.add(key);
    }
    const forgedItem = insights.items.find((i) => i.id === forgedId);
    const all = Object.values(insights.totals).reduce((sum, t) => sum + t.total, 0);
    const forgedCounted =
      (forgedItem?.views ?? 0) +
      (forgedItem?.orders ?? 0) +
      (insights.totals.quote_send?.total ?? 0);
    const counted = all - forgedCounted;
    const figures = {
      database: database ? 'PostgreSQL' : 'SQLite',
      rate: `${RATE}/s for ${SECONDS} s`,
      eventsSent: sent.requests.total,
      accepted,
      errors: sent.errors + sent.non2xx,
      expected,
      counted,
      eventP99ms: sent.latency.p99,
      listingP50ms: read.latency.p50,
      listingP99ms: read.latency.p99,
      listingErrors: read.errors + read.non2xx,
      forged: burst && {
        seconds: FORGED_SECONDS,
        requests: burst.requests.total,
        answered204: burst['2xx'],
        answered429: burst.non2xx,
        viewsCounted: forgedItem?.views ?? 0,
        ordersCounted: forgedItem?.orders ?? 0,
        quoteSendsCounted: insights.totals.quote_send?.total ?? 0,
        pairRows: await rowsOf('event_pairs', dataDir, database?.url),
      },
    };
    console.log(JSON.stringify(figures, null, 2));
    if (figures.errors || counted !== expected || figures.listingErrors) {
      console.error(`FAILED: ${expected} expected, ${counted} counted, ${figures.errors} errors`);
      process.exitCode = 1;
    }
    if (burst && ((forgedItem?.views ?? 0) > 1 || (forgedItem?.orders ?? 0) > 1)) {
      console.error('FAILED: the forged burst added more than one view or order per browser');
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
