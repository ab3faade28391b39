import { lazy, Suspense } from 'react';
import { createBrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { useAppSelector } from '../lib/hooks';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { PageFallback } from './layouts/page-fallback';

/*
 * THE route table (SPEC.md §2). Every page is its own chunk; the admin area is one more chunk,
 * and its routes exist only while the signed-in user is an admin.
 */
const HomePage = lazy(() => import(/* webpackChunkName: "home" */ './routes/home'));
const ProductListPage = lazy(
  () => import(/* webpackChunkName: "product-list" */ './routes/product-list'),
);
const ProductDetailPage = lazy(
  () => import(/* webpackChunkName: "product-detail" */ './routes/product-detail'),
);
const ServiceListPage = lazy(
  () => import(/* webpackChunkName: "service-list" */ './routes/service-list'),
);
const ServiceDetailPage = lazy(
  () => import(/* webpackChunkName: "service-detail" */ './routes/service-detail'),
);
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './routes/not-found'));
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
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {admin && <Route path={`${paths.admin.path}/*`} element={<AdminRoutes />} />}
      </Routes>
    </Suspense>
  );
}

export const router = createBrowserRouter([
  { path: '*', element: <RootLayout />, children: [{ path: '*', element: <AppRoutes /> }] },
]);
