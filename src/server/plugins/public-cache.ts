import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string | Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  vary?: string;
}

export interface PublicCache {
  /** Answers from the cache (304 when the client's ETag matches) or computes, stores and answers. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<Omit<Entry, 'etag'> & { etag?: string }>,
    key?: string,
  ): Promise<FastifyReply>;
  /** Drops every entry: called after any catalogue write (and, on PostgreSQL, by other processes). */
  clear(): void;
  readonly size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
    /** Clears this process's cache and tells the other processes to clear theirs. */
    catalogChanged(): Promise<void>;
  }
}

/**
 * In-memory cache of serialised public responses keyed by URL, bounded in bytes (least recently
 * used entries go first). The public read paths are hot and change rarely; writes clear it all.
 */
export function createPublicCache(maxBytes: number): PublicCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Bumped by clear(): a response computed across a write is answered but not remembered.
  let generation = 0;
  const sizeOf = (e: Entry) =>
    typeof e.body === 'string' ? Buffer.byteLength(e.body) : e.body.length;

  function remember(key: string, entry: Entry) {
    const size = sizeOf(entry);
    if (size > maxBytes / 8) return;
    entries.set(key, entry);
    bytes += size;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= sizeOf(old);
    }
  }

  function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    reply.header('etag', entry.etag).header('cache-control', entry.cacheControl);
    if (entry.vary) reply.header('vary', entry.vary);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
  }

  return {
    async send(request, reply, compute, key = request.url) {
      const hit = entries.get(key);
      if (hit) {
        // Refresh recency.
        entries.delete(key);
        entries.set(key, hit);
        return answer(request, reply, hit);
      }
      const startedAt = generation;
      const computed = await compute();
      const entry: Entry = {
        ...computed,
        etag: computed.etag ?? `"${createHash('sha1').update(computed.body).digest('base64url')}"`,
      };
      if (startedAt === generation) remember(key, entry);
      return answer(request, reply, entry);
    },
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

const CHANNEL = 'catalog_changed';

export const publicCachePlugin = fp<{ maxBytes?: number }>(
  async (app, { maxBytes = 64 * 1024 * 1024 }) => {
    const cache = createPublicCache(maxBytes);
    app.decorate('publicCache', cache);

    const handle = app.dbHandle;
    if (handle.dialect !== 'postgres' || !handle.databaseUrl) {
      app.decorate('catalogChanged', async () => cache.clear());
      return;
    }
    // Several processes on one PostgreSQL: each write tells the others through NOTIFY.
    const pg = await import('pg');
    const listener = new pg.Client({ connectionString: handle.databaseUrl });
    const channel = handle.pgSchema ? `${CHANNEL}_${handle.pgSchema}` : CHANNEL;
    await listener.connect();
    await listener.query(`LISTEN "${channel}"`);
    listener.on('notification', () => cache.clear());
    listener.on('error', (err) => app.log.error({ err }, 'cache listener failed'));
    app.addHook('onClose', async () => listener.end());
    app.decorate('catalogChanged', async () => {
      cache.clear();
      await listener.query(`NOTIFY "${channel}"`);
    });
  },
  { name: 'public-cache', dependencies: ['db'] },
);
