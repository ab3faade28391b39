import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { installPopStateGuards } from '@/lib/pop-state-guard';
import { LocationProbe } from './test-utils';

/** A route beside the one under test, e.g. the page a link leads to. */
interface TestRoute {
  path: string;
  element: ReactElement;
}

export interface RenderWithRoutesOptions {
  preloadedState?: Partial<RootState>;
  /** Where the router starts. */
  route: string;
  /** The route pattern of `ui`; defaults to the start route's path. */
  path?: string;
  /** More routes beside `ui`, e.g. the page a link leads to. */
  routes?: TestRoute[];
  store?: AppStore;
  /**
   * A BrowserRouter over jsdom's own history instead of a MemoryRouter, for what Back and
   * Forward do (`window.history.back()`); the history's current entry is set to `route`.
   */
  browserHistory?: boolean;
}

/**
 * Like renderWithProviders, but with routes to go to: `ui` at `path` and the given `routes`
 * beside it (any other address renders nothing), in a MemoryRouter (or a BrowserRouter). The
 * location is in `data-testid="location"`.
 */
export function renderWithRoutes(ui: ReactElement, options: RenderWithRoutesOptions) {
  const {
    preloadedState,
    route,
    path = route.split('?')[0],
    routes = [],
    store = makeStore(preloadedState),
    browserHistory = false,
  } = options;
  let Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  if (browserHistory) {
    // As src/start/start.tsx does, before the router adds its own listener.
    installPopStateGuards();
    window.history.replaceState(null, '', route);
    Router = BrowserRouter;
  }
  const result = render(
    <AppProvider store={store}>
      <Router>
        <Routes>
          <Route path={path} element={ui} />
          {routes.map((extra) => (
            <Route key={extra.path} path={extra.path} element={extra.element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </Router>
    </AppProvider>,
  );
  return { store, ...result };
}
