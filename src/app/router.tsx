import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchPath, Route, Routes, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { paths } from '../config/paths';
import { useAppSelector } from '../lib/hooks';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { PageFallback } from './layouts/page-fallback';

/*
 * THE route table (SPEC.md §2). Every page is its own chunk; the admin area is one more chunk,
 * and its routes exist only while the signed-in user is an admin.
 */
export const pages = {
  home: lazyPage(() => import(/* webpackChunkName: "home" */ './routes/home')),
  productList: lazyPage(
    () => import(/* webpackChunkName: "product-list" */ './routes/product-list'),
  ),
  productDetail: lazyPage(
    () => import(/* webpackChunkName: "product-detail" */ './routes/product-detail'),
  ),
  serviceList: lazyPage(
    () => import(/* webpackChunkName: "service-list" */ './routes/service-list'),
  ),
  serviceDetail: lazyPage(
    () => import(/* webpackChunkName: "service-detail" */ './routes/service-detail'),
  ),
  notFound: lazyPage(() => import(/* webpackChunkName: "not-found" */ './routes/not-found')),
};
const AdminRoutes = lazy(
  () => import(/* webpackChunkName: "admin" */ './routes/admin/admin-routes'),
);

/** The public page a path shows (SPEC.md §2), to load its chunk before the first render. */
export function publicPageFor(pathname: string) {
  const match = (path: string) => matchPath({ path, end: true }, pathname);
  if (match(paths.home.path)) return pages.home;
  if (match(paths.productList.path)) return pages.productList;
  if (match(paths.productDetail.path)) return pages.productDetail;
  if (match(paths.serviceList.path)) return pages.serviceList;
  if (match(paths.serviceDetail.path)) return pages.serviceDetail;
  if (pathname === paths.admin.path || pathname.startsWith(`${paths.admin.path}/`)) return null;
  return pages.notFound;
}

function AppRoutes() {
  const admin = useAppSelector((state) => state.session.admin);
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path={paths.home.path} element={<pages.home />} />
          <Route path={paths.productList.path} element={<pages.productList />} />
          <Route path={paths.productDetail.path} element={<pages.productDetail />} />
          <Route path={paths.serviceList.path} element={<pages.serviceList />} />
          <Route path={paths.serviceDetail.path} element={<pages.serviceDetail />} />
          <Route path="*" element={<pages.notFound />} />
        </Route>
        {admin && <Route path={`${paths.admin.path}/*`} element={<AdminRoutes />} />}
      </Routes>
    </Suspense>
  );
}

/** The route objects of the data router, shared by the browser and the server's prerender. */
export const appRoutes: RouteObject[] = [
  { path: '*', element: <RootLayout />, children: [{ path: '*', element: <AppRoutes /> }] },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
