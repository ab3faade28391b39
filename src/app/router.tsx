import { lazy, Suspense } from 'react';
import { createBrowserRouter, Route, Routes, type RouteObject } from 'react-router-dom';
import { publicPageOf, type PublicPage } from '../shared/site-routes';
import { lazyPage, type LazyPage } from './lazy-page';
import { paths } from '../config/paths';
import { useAppSelector } from '../lib/hooks';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { AdminFallback } from './layouts/admin-fallback';
import { PageFallback } from './layouts/page-fallback';

/*
 * THE route table (SPEC.md §2). Every page is its own chunk; the admin area is one more chunk,
 * and its routes exist only while the signed-in user is an admin.
 */
const HomePage = lazyPage(() => import(/* webpackChunkName: "home" */ './routes/home'));
const ProductListPage = lazyPage(
  () => import(/* webpackChunkName: "product-list" */ './routes/product-list'),
);
const ProductDetailPage = lazyPage(
  () => import(/* webpackChunkName: "product-detail" */ './routes/product-detail'),
);
const ServiceListPage = lazyPage(
  () => import(/* webpackChunkName: "service-list" */ './routes/service-list'),
);
const ServiceDetailPage = lazyPage(
  () => import(/* webpackChunkName: "service-detail" */ './routes/service-detail'),
);
const SearchPage = lazyPage(() => import(/* webpackChunkName: "search" */ './routes/search'));
const NotFoundPage = lazyPage(
  () => import(/* webpackChunkName: "not-found" */ './routes/not-found'),
);

/** The public pages by name, which is also their chunk's name (src/shared/site-routes.ts). */
const pages: Record<PublicPage, LazyPage> = {
  home: HomePage,
  'product-list': ProductListPage,
  'product-detail': ProductDetailPage,
  'service-list': ServiceListPage,
  'service-detail': ServiceDetailPage,
  search: SearchPage,
  'not-found': NotFoundPage,
};
const AdminRoutes = lazy(
  () => import(/* webpackChunkName: "admin" */ './routes/admin/admin-routes'),
);

/** The page a public path shows, to load its chunk before the first render (null: admin). */
export function publicPageFor(pathname: string): LazyPage | null {
  const page = publicPageOf(pathname);
  return page && pages[page];
}

function AppRoutes() {
  const admin = useAppSelector((state) => state.session.admin);
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path={paths.home.path} element={<HomePage />} />
          <Route path={paths.productList.path} element={<ProductListPage />} />
          <Route path={paths.productDetail.path} element={<ProductDetailPage />} />
          <Route path={paths.serviceList.path} element={<ServiceListPage />} />
          <Route path={paths.serviceDetail.path} element={<ServiceDetailPage />} />
          <Route path={paths.search.path} element={<SearchPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {admin && (
          <Route
            path={`${paths.admin.path}/*`}
            element={
              // The admin area's own loading shape: its frame, not the public site's cards.
              <Suspense fallback={<AdminFallback />}>
                <AdminRoutes />
              </Suspense>
            }
          />
        )}
      </Routes>
    </Suspense>
  );
}

/** The route objects of the data router, shared by the browser and the server's prerender. */
export const appRoutes: RouteObject[] = [
  { path: '*', element: <RootLayout />, children: [{ path: '*', element: <AppRoutes /> }] },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
