import { lazy, Suspense } from 'react';
import { createBrowserRouter, Route, Routes, type RouteObject } from 'react-router-dom';
import { pages } from './pages';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/lib/hooks';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { AdminFallback } from './layouts/admin-fallback';
import { PageFallback } from './layouts/page-fallback';
import { RouteError } from './layouts/route-error';

/*
 * THE route table (SPEC.md §2). Every page is its own chunk (pages.ts); the admin area is one more chunk,
 * and its routes exist only while the signed-in user is an admin.
 */
const {
  home: HomePage,
  'product-list': ProductListPage,
  'product-detail': ProductDetailPage,
  'service-list': ServiceListPage,
  'service-detail': ServiceDetailPage,
  search: SearchPage,
  privacy: PrivacyPage,
  'not-found': NotFoundPage,
} = pages;
const AdminRoutes = lazy(
  () => import(/* webpackChunkName: "admin" */ './routes/admin/admin-routes'),
);

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
          <Route path={paths.privacy.path} element={<PrivacyPage />} />
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
  {
    path: '*',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [{ path: '*', element: <AppRoutes /> }],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
