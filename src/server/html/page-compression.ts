/*
 * A page compressed hard, once per version. @fastify/compress encodes every page as it goes out at
 * its quick settings (brotli quality 4), ~15 % larger than brotli's best. On the visitor's slow 4G
 * that is a round trip: a server sends the first ~14 KB of an answer (TCP's initial window of ten
 * segments) before it waits for the phone's acknowledgement, so a page of 15-19 KB arrives in two
 * round trips where one of 13-14 KB arrives in one (docs/decisions.md, "Built files and
 * pages precompressed"). Brotli's best costs 60-100 ms of CPU per page: it runs in the background (on
 * libuv's thread pool, off the event loop) once a version of a page has been asked for twice, and
 * the answers after it carry the kept copy. A page asked for once (a crawler's, a one-off search)
 * is never compressed hard.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import {
  acceptedEncoding,
  COMPRESS_MIN_BYTES,
  type ContentEncoding,
} from '../lib/content-encoding';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Kept {
  br: Buffer;
  gzip: Buffer;
}

export interface PageCompressionOptions {
  /** Bytes of compressed copies kept (least recently used first out). */
  maxBytes?: number;
  /** Versions remembered as asked for once. */
  maxAskedOnce?: number;
  /** Smaller pages go out as they are. */
  minBytes?: number;
}

export interface PageCompression {
  /**
   * The kept copy of the page version `etag` in an encoding the client accepts, or null: then the
   * page goes out as it is (the compress plugin encodes it quickly), and a version asked for the
   * second time is compressed hard in the background for the next answers.
   */
  lookUp(
    etag: string,
    html: string,
    acceptEncoding: string | undefined,
  ): { encoding: ContentEncoding; body: Buffer } | null;
  /** Drops every kept copy (the catalogue changed: the pages' versions are gone). */
  clear(): void;
  /** Settles once the compressions under way have finished (tests). */
  idle(): Promise<void>;
}

export function createPageCompression({
  maxBytes = 8 * 1024 * 1024,
  maxAskedOnce = 2000,
  minBytes = COMPRESS_MIN_BYTES,
}: PageCompressionOptions = {}): PageCompression {
  const kept = new Map<string, Kept>();
  const askedOnce = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  let bytes = 0;
  // Bumped by clear(): a copy finished across a change is not kept.
  let generation = 0;
  const sizeOf = (copy: Kept) => copy.br.length + copy.gzip.length;

  function keep(etag: string, copy: Kept) {
    kept.set(etag, copy);
    bytes += sizeOf(copy);
    for (const [oldEtag, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldEtag);
      bytes -= sizeOf(old);
    }
  }

  function compressHard(etag: string, html: string) {
    const startedIn = generation;
    const body = Buffer.from(html);
    const work = Promise.all([
      brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
    ])
      .then(([br, gzipped]) => {
        if (startedIn === generation) keep(etag, { br, gzip: gzipped });
      })
      // A copy that could not be made is not kept: the page goes out quickly compressed.
      .catch(() => undefined)
      .finally(() => pending.delete(etag));
    pending.set(etag, work);
  }

  return {
    lookUp(etag, html, acceptEncoding) {
      const encoding = acceptedEncoding(acceptEncoding);
      if (!encoding || html.length < minBytes) return null;
      const copy = kept.get(etag);
      if (copy) {
        // Refresh recency.
        kept.delete(etag);
        kept.set(etag, copy);
        return { encoding, body: copy[encoding] };
      }
      if (pending.has(etag)) return null;
      if (askedOnce.delete(etag)) {
        compressHard(etag, html);
      } else {
        askedOnce.add(etag);
        if (askedOnce.size > maxAskedOnce) askedOnce.delete(askedOnce.values().next().value!);
      }
      return null;
    },
    clear() {
      generation += 1;
      kept.clear();
      askedOnce.clear();
      bytes = 0;
    },
    async idle() {
      await Promise.all(pending.values());
    },
  };
}
