import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithProviders, screen, userEvent } from '@/testing/test-utils';
import { RouteErrorBoundary } from './route-error';

/** A layout's shape: the boundary around the routes, a link outside it to navigate with. */
function renderRoutes(failing: ComponentType) {
  const Failing = failing;
  return renderWithProviders(
    <>
      <Link to="/bien">Ir a otra página</Link>
      <RouteErrorBoundary>
        <Suspense fallback={<p>Cargando…</p>}>
          <Routes>
            <Route path="/roto" element={<Failing />} />
            <Route path="/bien" element={<p>Otra página</p>} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </>,
    { route: '/roto' },
  );
}

const throwing = (error: Error) =>
  function Failing(): never {
    throw error;
  };

describe('RouteErrorBoundary', () => {
  // React reports the error it caught; the page is what is checked.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("a screen whose code cannot be downloaded says 'Se necesita conexión a internet'", () => {
    const error = new Error('Loading chunk 812 failed.');
    error.name = 'ChunkLoadError';
    renderRoutes(throwing(error));
    expect(screen.getByRole('alert')).toHaveTextContent('Se necesita conexión a internet');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Esta parte del sitio no está guardada en este teléfono.',
    );
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
  });

  it('a lazy page whose chunk fails to load shows the same page', async () => {
    const error = new Error('Loading chunk 404 failed.');
    error.name = 'ChunkLoadError';
    renderRoutes(lazy(() => Promise.reject(error)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Se necesita conexión a internet');
  });

  it('any other failure says an unexpected error happened', () => {
    renderRoutes(throwing(new Error('boom')));
    expect(screen.getByRole('alert')).toHaveTextContent('Ocurrió un error inesperado');
    expect(screen.getByRole('alert')).toHaveTextContent('Recargue la página e intente de nuevo.');
  });

  it('the next navigation shows its page again', async () => {
    renderRoutes(throwing(new Error('boom')));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a otra página' }));
    expect(await screen.findByText('Otra página')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
