import { publicPageOf, type PublicPage } from '@/shared/site-routes';
import { lazyPage, type LazyPage } from './lazy-page';

/*
 * The component of each public page of the route table (src/shared/site-routes.ts), each its own
 * chunk named as the page (webpack needs each import spelled out to name its chunk; the type
 * asks for one per page of the table). The client's routes (router.tsx) render them; the entry,
 * the prerender and the cards' prefetch load them ahead.
 */
export const pages: Record<PublicPage, LazyPage> = {
  home: lazyPage(() => import(/* webpackChunkName: "home" */ './routes/home')),
  'product-list': lazyPage(
    () => import(/* webpackChunkName: "product-list" */ './routes/product-list'),
  ),
  'product-detail': lazyPage(
    () => import(/* webpackChunkName: "product-detail" */ './routes/product-detail'),
  ),
  'service-list': lazyPage(
    () => import(/* webpackChunkName: "service-list" */ './routes/service-list'),
  ),
  'service-detail': lazyPage(
    () => import(/* webpackChunkName: "service-detail" */ './routes/service-detail'),
  ),
  search: lazyPage(() => import(/* webpackChunkName: "search" */ './routes/search')),
  privacy: lazyPage(() => import(/* webpackChunkName: "privacy" */ './routes/privacy')),
  'not-found': lazyPage(() => import(/* webpackChunkName: "not-found" */ './routes/not-found')),
};

/** The page a public path shows, to load its chunk before it is needed (null: admin). */
export function publicPageFor(pathname: string): LazyPage | null {
  const page = publicPageOf(pathname);
  return page && pages[page];
}
