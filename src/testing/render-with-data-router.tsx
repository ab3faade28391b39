import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { LocationProbe } from './test-utils';

export interface RenderWithDataRouterOptions {
  preloadedState?: Partial<RootState>;
  /** Where the router starts. */
  route: string;
  /** The route pattern of `ui`; defaults to the start route's path. */
  path?: string;
  /** More routes beside `ui`, e.g. the page a link leads to. */
  routes?: RouteObject[];
  store?: AppStore;
}

/**
 * Like renderWithProviders, but inside a data router (createMemoryRouter), which components using
 * data-router APIs such as useBlocker need. The location is in `data-testid="location"`.
 */
export function renderWithDataRouter(ui: ReactElement, options: RenderWithDataRouterOptions) {
  const {
    preloadedState,
    route,
    path = route.split('?')[0],
    routes = [],
    store = makeStore(preloadedState),
  } = options;
  const withProbe = (element: ReactElement | null) => (
    <>
      {element}
      <LocationProbe />
    </>
  );
  const router = createMemoryRouter(
    [
      { path, element: withProbe(ui) },
      ...routes.map((r) => ({ ...r, element: withProbe((r.element as ReactElement) ?? null) })),
      { path: '*', element: withProbe(null) },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { store, router, ...result };
}
