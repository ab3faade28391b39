import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { pages } from '@/app/pages';
import { CATALOG_KINDS } from '@/config/catalog-kinds';
import { paths } from '@/config/paths';
import { AdminLayout } from '@/features/admin-layout';
import CatalogEditPage from './catalog-edit';
import CatalogIoPage from './catalog-io';
import CatalogListPage from './catalog-list';
import CatalogNewPage from './catalog-new';
import SpecsPage from './specs';
import UsersPage from './users';
import WelcomePage from './welcome';

const NotFoundPage = pages['not-found'];
// The charts (recharts, ~100 KB gzip) load with this screen only.
const DemandPage = lazy(() => import(/* webpackChunkName: "admin-demand" */ './demand'));

/** A route of paths.ts relative to /admin, as the nested <Routes> below wants it. */
const relative = (path: string) => path.slice(paths.admin.path.length + 1);

/**
 * The admin area (one lazily loaded chunk, mounted under /admin/* only for admins). /admin alone
 * opens the welcome screen; an unknown /admin/… address shows the not-found page, and so does a
 * known one written in other capitals (/admin/WELCOME): the server's routes are case-sensitive.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={paths.adminWelcome.href()} replace />} />
        <Route caseSensitive path={relative(paths.adminWelcome.path)} element={<WelcomePage />} />
        {Object.values(CATALOG_KINDS).flatMap(
          ({ resource, adminRoutes: { list, create, edit } }) => [
            <Route
              key={list}
              caseSensitive
              path={relative(list)}
              element={<CatalogListPage resource={resource} />}
            />,
            <Route
              key={create}
              caseSensitive
              path={relative(create)}
              element={<CatalogNewPage resource={resource} />}
            />,
            <Route
              key={edit}
              caseSensitive
              path={relative(edit)}
              element={<CatalogEditPage resource={resource} />}
            />,
          ],
        )}
        <Route caseSensitive path={relative(paths.adminUsers.path)} element={<UsersPage />} />
        <Route
          caseSensitive
          path={relative(paths.adminCatalogIo.path)}
          element={<CatalogIoPage />}
        />
        <Route caseSensitive path={relative(paths.adminDemand.path)} element={<DemandPage />} />
        <Route caseSensitive path={relative(paths.adminSpecs.path)} element={<SpecsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
