import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { makeStore, type AppStore, type RootState } from '@/app/store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial state slices, e.g. `{ session: { ...initialSessionState, online: true } }`. */
  preloadedState?: Partial<RootState>;
  /** The URL the MemoryRouter starts at; `/` unless told. */
  route?: string;
  /** A route pattern for `ui`, so `useParams` works (e.g. `/all/:group`). */
  path?: string;
  /** An existing store, to share one between renders. */
  store?: AppStore;
}

/** The pathname and hash the router is at: tests read it from `data-testid="location"`. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search + location.hash}
    </output>
  );
}

/**
 * Renders `ui` inside the real providers (Redux store from makeStore, Chakra system, toaster)
 * and a MemoryRouter. Returns the store too, to dispatch or read state in a test.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    preloadedState,
    route = '/',
    path,
    store = makeStore(preloadedState),
    ...renderOptions
  } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProvider store={store}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={children} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            children
          )}
          <LocationProbe />
        </MemoryRouter>
      </AppProvider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

export { makeStore };
export * from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
