import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { pages } from './pages';
import { paths } from '@/config/paths';
import { PUBLIC_ROUTES } from '@/shared/site-routes';
import { useAppSelector } from '@/lib/hooks';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { AdminFallback } from './layouts/admin-fallback';
import { PageFallback } from './layouts/page-fallback';
import { RouteErrorBoundary } from '@/components/route-error';

/*
 * The client's route table (SPEC.md §2), built from the public pages' table
 * (src/shared/site-routes.ts): every page is its own chunk (pages.ts); the admin area is one more
 * chunk, and its routes exist only while the signed-in user is an admin.
 */
const AdminRoutes = lazy(
  () => import(/* webpackChunkName: "admin" */ './routes/admin/admin-routes'),
);
const publicRoutes = (Object.keys(PUBLIC_ROUTES) as Array<keyof typeof PUBLIC_ROUTES>).map(
  (page) => ({ page, path: PUBLIC_ROUTES[page].path, Page: pages[page] }),
);
const NotFoundPage = pages['not-found'];

function AppRoutes() {
  const admin = useAppSelector((state) => state.session.admin);
  // Every route is an exact match (SPEC.md §2), as the server's `matchRoute` holds them: the case
  // counts (`caseSensitive`, the admin area's too: /ADMIN/… is the not-found page, as the server
  // renders it), and a trailing slash makes another address, which react-router would otherwise
  // match; the server answers both with a 404, and the page says so.
  const { pathname } = useLocation();
  const trailingSlash = pathname.length > 1 && pathname.endsWith('/');
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route element={<SiteLayout />}>
          {publicRoutes.map(({ page, path, Page }) => (
            <Route
              key={page}
              path={path}
              caseSensitive
              element={trailingSlash ? <NotFoundPage /> : <Page />}
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {admin && (
          <Route
            path={`${paths.admin.path}/*`}
            caseSensitive
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

/**
 * The whole app under a router: react-router's declarative mode, `<BrowserRouter>` in the browser
 * (src/start/start.tsx) and `<StaticRouter>` in the server's prerender (src/ssr/render-page.tsx),
 * which render this same tree so that the prerendered markup hydrates as it is. A page that fails
 * (a chunk that cannot be downloaded, an error while rendering) shows the error page in place of
 * the whole layout until the next navigation (docs/decisions.md, "react-router in
 * declarative mode, an error boundary per screen").
 */
export function AppRouter() {
  return (
    <RouteErrorBoundary>
      <RootLayout>
        <AppRoutes />
      </RootLayout>
    </RouteErrorBoundary>
  );
}
