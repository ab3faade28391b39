import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { createListingIndex, type ListingIndex } from '../db/repositories/catalog-listing';
import { acceptedEncoding, COMPRESS_MIN_BYTES } from '../lib/content-encoding';
import { carriesToken } from './auth';
import { announceCatalogChanges } from './catalog-notifications';

interface Computed {
  body: string | Buffer;
  etag?: string;
  contentType: string;
  cacheControl: string;
  vary?: string;
}

interface Entry extends Computed {
  /** Encoded once: strings would be re-encoded on every answer. */
  body: Buffer;
  etag: string;
  /** Compressed copies of text bodies, made on first demand and kept with the entry. */
  encoded: { br?: Buffer; gzip?: Buffer };
}

const isText = (contentType: string) => /^(application\/json|text\/)/.test(contentType);

/**
 * The compressed body the client accepts (brotli first). A kept entry is compressed once, hard,
 * and keeps its copy; an answer not kept (caching off, too big, computed across a write) is
 * compressed for this request only, at the quick settings @fastify/compress uses.
 */
function encodedBody(entry: Entry, acceptEncoding: string | undefined, kept: boolean) {
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding || entry.body.length < COMPRESS_MIN_BYTES || !isText(entry.contentType))
    return null;
  if (encoding === 'br') {
    entry.encoded.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: kept ? 9 : 4 },
    });
    return { encoding: 'br', body: entry.encoded.br };
  }
  entry.encoded.gzip ??= gzipSync(entry.body, { level: kept ? 9 : 6 });
  return { encoding: 'gzip', body: entry.encoded.gzip };
}

function toEntry(computed: Computed): Entry {
  const body = typeof computed.body === 'string' ? Buffer.from(computed.body) : computed.body;
  return {
    ...computed,
    body,
    etag: computed.etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded: {},
  };
}

export interface PublicCache {
  /** Answers from the cache (304 when the client's ETag matches) or computes, stores and answers. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<Computed>,
    key?: string,
  ): Promise<FastifyReply>;
  /**
   * A route's onRequest hook answering a kept copy before validation and the handler run (the
   * hot path); on a miss the request goes on to the handler, which calls `send`. `keyOf` must
   * give the key the handler uses (the URL by default). Requests with a token go on too.
   */
  early(keyOf?: (request: FastifyRequest) => string): onRequestHookHandler;
  /** Drops every entry: called after any catalogue write (and, on PostgreSQL, by other processes). */
  clear(): void;
  readonly size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
    /** Listing totals and page marks kept until the catalogue changes. */
    listingIndex: ListingIndex;
    /**
     * The one write hook: empties every cache of this process (API answers, images, rendered
     * pages) and tells the other processes on the same PostgreSQL to empty theirs.
     */
    catalogChanged(): Promise<void>;
    /** Adds a cache of this process to those emptied by catalogChanged, NOTIFY and reconnects. */
    onCatalogChange(clear: () => void): void;
  }
}

/**
 * In-memory cache of serialised public responses keyed by URL, bounded in bytes (least recently
 * used entries go first). The public read paths are hot and change rarely; writes clear it all.
 */
function createPublicCache(maxBytes: number): PublicCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Bumped by clear(): a response computed across a write is answered but not remembered.
  let generation = 0;
  // Counted as twice the body, so compressed copies added later never outgrow the account.
  const sizeOf = (e: Entry) => e.body.length * 2;

  /** Keeps the entry unless it is too big for the cache; tells whether it did. */
  function remember(key: string, entry: Entry) {
    const size = sizeOf(entry);
    if (size > maxBytes / 8) return false;
    entries.set(key, entry);
    bytes += size;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= sizeOf(old);
    }
    return true;
  }

  function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry, kept = true) {
    reply.header('etag', entry.etag).header('cache-control', entry.cacheControl);
    if (entry.vary) reply.header('vary', entry.vary);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    const compressed = encodedBody(entry, request.headers['accept-encoding'], kept);
    if (!compressed) return reply.type(entry.contentType).send(entry.body);
    // Already compressed: the compress plugin leaves a reply with a content-encoding alone.
    return reply
      .type(entry.contentType)
      .header('content-encoding', compressed.encoding)
      .header('vary', entry.vary ? `${entry.vary}, Accept-Encoding` : 'Accept-Encoding')
      .send(compressed.body);
  }

  function lookUp(key: string) {
    const hit = entries.get(key);
    if (hit) {
      // Refresh recency.
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  }

  return {
    early(keyOf = (request) => request.url) {
      return (request, reply, done) => {
        const hit = !carriesToken(request) && lookUp(keyOf(request));
        if (!hit) return done();
        answer(request, reply, hit);
      };
    },
    async send(request, reply, compute, key = request.url) {
      // A request with a token is answered afresh and never remembered: what is kept here is
      // only ever what any visitor may see.
      if (carriesToken(request)) return answer(request, reply, toEntry(await compute()), false);
      const hit = lookUp(key);
      if (hit) return answer(request, reply, hit);
      const startedAt = generation;
      const entry = toEntry(await compute());
      const kept = startedAt === generation && remember(key, entry);
      return answer(request, reply, entry, kept);
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

export const publicCachePlugin = fp<{ maxBytes?: number }>(
  async (app, { maxBytes = 64 * 1024 * 1024 }) => {
    const cache = createPublicCache(maxBytes);
    const listingIndex = createListingIndex();
    const clears: Array<() => void> = [() => cache.clear(), () => listingIndex.clear()];
    const clearAll = () => {
      for (const clear of clears) clear();
    };
    app.decorate('publicCache', cache);
    app.decorate('listingIndex', listingIndex);
    app.decorate('onCatalogChange', (clear: () => void) => void clears.push(clear));

    // Several processes on one PostgreSQL: each write tells the others (catalog-notifications.ts).
    app.decorate('catalogChanged', await announceCatalogChanges(app, clearAll));
  },
  { name: 'public-cache', dependencies: ['db'] },
);
