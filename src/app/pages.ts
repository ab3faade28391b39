import { PUBLIC_ROUTES, publicPageOf, type PublicPage } from '@/shared/site-routes';
import { lazyPage, type LazyPage } from './lazy-page';

/*
 * The component of each public page of the route table (src/shared/site-routes.ts): the default
 * export of src/app/routes/<page>.tsx, each its own chunk. webpack names the chunks of this one
 * context import from the file ('page-[request]': 'page-home-tsx'); webpack.config.js lists them
 * in route-chunks.json under the page's own name. The client's routes (router.tsx) render them;
 * the entry, the prerender and the cards' prefetch load them ahead. Only the folder's own files
 * are pages: the parts they share live in routes/parts/, the admin area in routes/admin/.
 */
const loadPage = (page: PublicPage) =>
  import(
    /* webpackChunkName: "page-[request]" */
    /* webpackInclude: /routes[\\/][a-z-]+\.tsx$/ */
    `./routes/${page}.tsx`
  ) as Promise<{ default: React.ComponentType }>;

const PAGES: PublicPage[] = [...(Object.keys(PUBLIC_ROUTES) as PublicPage[]), 'not-found'];

export const pages = Object.fromEntries(
  PAGES.map((page) => [page, lazyPage(() => loadPage(page))]),
) as Record<PublicPage, LazyPage>;

/** The page a public path shows, to load its chunk before it is needed (null: admin). */
export function publicPageFor(pathname: string): LazyPage | null {
  const page = publicPageOf(pathname);
  return page && pages[page];
}
