import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicPageOf } from '@/shared/site-routes';
import type { Preload } from './page-preloads';

/** Lazy chunk group name → its files, written by the client build (webpack.config.js). */
export type RouteChunks = Record<string, string[]>;

/** The client build's route-chunks.json; empty when the build has none. */
export function loadRouteChunks(clientDir: string): RouteChunks {
  const file = path.join(clientDir, 'route-chunks.json');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as RouteChunks;
}

/**
 * The scripts and stylesheet of the page a path shows, as preloads: they download alongside the
 * entry instead of after it has run (admin pages are left to the admin chunk, loaded on sign-in).
 * The page is chosen from the path alone, as the client's route table does.
 */
export function pageChunkPreloads(chunks: RouteChunks, pathname: string): Preload[] {
  const page = publicPageOf(pathname);
  // Low priority: the page paints from its HTML; these only have to be there for hydration, and
  // must not take the link from the LCP picture (a preload is high priority by default, a deferred
  // script low).
  return (page ? (chunks[page] ?? []) : []).map((href) => ({
    href,
    as: href.endsWith('.css') ? ('style' as const) : ('script' as const),
    priority: 'low' as const,
  }));
}
