/*
 * What the server's own compressed answers share: the size under which an answer goes out as it
 * is (the compress plugin's threshold too), and the encoding a client accepts, brotli first.
 * Used by the public cache (API answers) and the kept copies of pages (html/page-compression.ts).
 */

/** Answers smaller than this go out uncompressed. */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** The encoding of a compressed copy the client accepts, brotli first; null for neither. */
export function acceptedEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}
