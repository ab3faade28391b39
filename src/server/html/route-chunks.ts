import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Preload } from './page-preloads';

/** Lazy chunk group name → its files, written by the client build (webpack.config.js). */
export type RouteChunks = Record<string, string[]>;

/** The client build's route-chunks.json; empty when the build has none. */
export function loadRouteChunks(clientDir: string): RouteChunks {
  const file = path.join(clientDir, 'route-chunks.json');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as RouteChunks;
}

/** The page chunk (webpackChunkName in src/app/router.tsx) the client renders for a path. */
const PAGE_CHUNKS: Array<[RegExp, string]> = [
  [/^\/$/, 'home'],
  [/^\/all\/[^/]+$/, 'product-list'],
  [/^\/shared\/product\/[^/]+$/, 'product-detail'],
  [/^\/service\/[^/]+$/, 'service-list'],
  [/^\/shared\/service\/[^/]+$/, 'service-detail'],
];

/**
 * The scripts and stylesheet of the page a path shows, as preloads: they download alongside the
 * entry instead of after it has run (admin pages are left to the admin chunk, loaded on sign-in).
 */
export function pageChunkPreloads(
  chunks: RouteChunks,
  pathname: string,
  found: boolean,
): Preload[] {
  if (pathname.startsWith('/admin')) return [];
  const name = found ? PAGE_CHUNKS.find(([pattern]) => pattern.test(pathname))?.[1] : 'not-found';
  return (chunks[name ?? 'not-found'] ?? []).map((href) => ({
    href,
    as: href.endsWith('.css') ? ('style' as const) : ('script' as const),
  }));
}
