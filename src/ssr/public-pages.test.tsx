import { existsSync } from 'node:fs';
import path from 'node:path';
import { paths } from '@/config/paths';
import { PAGE_META } from '@/server/html/site-page-meta';
import { PAGE_PRELOADS } from '@/server/html/page-preloads';
import { PAGE_DATA } from '@/ssr/page-data';
import { PUBLIC_ROUTES, type PublicPage } from '@/shared/site-routes';

/*
 * A public page is its entry in PUBLIC_ROUTES plus one file, src/app/routes/<page>.tsx; the per-page
 * tables are exhaustive Records the type checker completes (README, "How to add a public page").
 * This fails when a page lacks a piece the type checker cannot see: its component's file, its
 * link builder in `paths`, or an entry that a cast let slip out of a table.
 */
const pages = [...Object.keys(PUBLIC_ROUTES), 'not-found'] as PublicPage[];

it.each(pages)('%s has its component file in src/app/routes/', (page) => {
  expect(existsSync(path.join(__dirname, '..', 'app', 'routes', `${page}.tsx`))).toBe(true);
});

it.each(Object.keys(PUBLIC_ROUTES))('%s has a link builder in paths', (page) => {
  const pattern = PUBLIC_ROUTES[page as keyof typeof PUBLIC_ROUTES].path;
  expect(Object.values(paths).map((entry) => entry.path)).toContain(pattern);
});

it.each([
  ['PAGE_DATA (src/ssr/page-data.ts)', PAGE_DATA],
  ['PAGE_META (src/server/html/site-page-meta.ts)', PAGE_META],
  ['PAGE_PRELOADS (src/server/html/page-preloads.ts)', PAGE_PRELOADS],
])('%s has an entry, a function or null, for every page', (_name, table) => {
  expect(Object.keys(table).sort()).toEqual([...pages].sort());
  for (const entry of Object.values(table))
    expect([null, 'function']).toContain(entry && typeof entry);
});
