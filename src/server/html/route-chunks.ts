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
 * The scripts and stylesheets of the page a path shows, chosen from the path alone as the
 * client's route table does (none for the admin area, loaded on sign-in). Its scripts join the
 * app's in the list the boot script loads once the first screen is painted (src/start/boot.ts): they
 * arrive with the app's instead of after it has run, without competing with the page's main
 * pictures. Its stylesheets are preloaded at low priority: the page paints from its HTML and only
 * needs them once the app renders.
 */
export function pageChunks(
  chunks: RouteChunks,
  pathname: string,
): { scripts: string[]; styles: Preload[] } {
  const page = publicPageOf(pathname);
  const files = page ? (chunks[page] ?? []) : [];
  return {
    scripts: files.filter((file) => file.endsWith('.js')),
    styles: files
      .filter((file) => file.endsWith('.css'))
      .map((href) => ({ href, as: 'style' as const, priority: 'low' as const })),
  };
}

/** The list of scripts src/start/boot.ts adds after the first paint (in document order of these tags). */
export const appScriptsTag = (scripts: string[]) =>
  scripts.length ? `<meta name="app-scripts" content="${scripts.join(' ')}">` : '';
