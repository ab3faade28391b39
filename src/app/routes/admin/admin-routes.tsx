import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminLayout } from '@/features/admin-layout';
import CatalogEditPage from './catalog-edit';
import CatalogListPage from './catalog-list';
import CatalogNewPage from './catalog-new';
import UsersPage from './users';
import WelcomePage from './welcome';

const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ '../not-found'));

/** A route of paths.ts relative to /admin, as the nested <Routes> below wants it. */
const relative = (path: string) => path.slice(paths.admin.path.length + 1);

/**
 * The admin area (one lazily loaded chunk, mounted under /admin/* only for admins). /admin alone
 * opens the welcome screen; an unknown /admin/… address shows the not-found page.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={paths.adminWelcome.href()} replace />} />
        <Route path={relative(paths.adminWelcome.path)} element={<WelcomePage />} />
        <Route
          path={relative(paths.adminProducts.path)}
          element={<CatalogListPage resource="products" />}
        />
        <Route
          path={relative(paths.adminProductNew.path)}
          element={<CatalogNewPage resource="products" />}
        />
        <Route
          path={relative(paths.adminProductEdit.path)}
          element={<CatalogEditPage resource="products" />}
        />
        <Route
          path={relative(paths.adminServices.path)}
          element={<CatalogListPage resource="services" />}
        />
        <Route
          path={relative(paths.adminServiceNew.path)}
          element={<CatalogNewPage resource="services" />}
        />
        <Route
          path={relative(paths.adminServiceEdit.path)}
          element={<CatalogEditPage resource="services" />}
        />
        <Route path={relative(paths.adminUsers.path)} element={<UsersPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
