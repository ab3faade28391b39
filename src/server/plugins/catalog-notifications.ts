import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/*
 * Catalogue changes between processes: every catalogue write empties the writer's caches and,
 * on PostgreSQL, sends a NOTIFY on a channel every other process LISTENs on (they empty theirs).
 * The caches themselves are src/server/plugins/public-cache.ts.
 */

const CHANNEL = 'catalog_changed';
/** Waits between attempts to listen again after the connection was lost (ms), doubling. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

/**
 * What a catalogue write calls once it has committed: `clearAll` here and, on PostgreSQL, in
 * every other process on the same database (schema).
 */
export async function announceCatalogChanges(
  app: FastifyInstance,
  clearAll: () => void,
): Promise<() => Promise<void>> {
  const handle = app.dbHandle;
  if (handle.dialect !== 'postgres' || !handle.databaseUrl) return async () => clearAll();
  const channel = handle.pgSchema ? `${CHANNEL}_${handle.pgSchema}` : CHANNEL;
  const listener = await listenForChanges(app, handle.databaseUrl, channel, clearAll);
  app.addHook('onClose', async () => listener.close());
  return async () => {
    clearAll();
    try {
      await sql`select pg_notify(${channel}, '')`.execute(app.db);
    } catch (err) {
      // The write has committed; the others clear their caches when they reconnect.
      app.log.warn({ reason: (err as Error).message }, 'catalogue change not announced');
    }
  };
}

/**
 * Keeps a dedicated connection LISTENing on the channel: every notification runs `clearAll`.
 * A lost connection (database restart, failover, pg_terminate_backend) is opened again with
 * growing waits; each (re)connection runs `clearAll` too, since notifications sent while it was
 * away are lost.
 */
async function listenForChanges(
  app: FastifyInstance,
  databaseUrl: string,
  channel: string,
  clearAll: () => void,
) {
  const pg = await import('pg');
  let closed = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wait = RETRY_FIRST_MS;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, wait);
    wait = Math.min(wait * 2, RETRY_MAX_MS);
  };

  async function connect() {
    const current = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
    });
    client = current;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (!closed) app.log.warn({ reason: err?.message }, 'cache listener lost: reconnecting');
      current.removeAllListeners('notification');
      void current.end().catch(() => undefined);
      retry();
    };
    current.on('error', onLost);
    current.on('end', () => onLost());
    current.on('notification', clearAll);
    try {
      await current.connect();
      await current.query(`LISTEN "${channel}"`);
      wait = RETRY_FIRST_MS;
      clearAll();
    } catch (err) {
      onLost(err as Error);
    }
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
