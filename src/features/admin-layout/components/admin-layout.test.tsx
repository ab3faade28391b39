import { adminSessionState } from '@/testing/admin-session';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { sessionExpired } from '@/stores/session-slice';
import { SESSION_EXPIRED_MESSAGE } from '@/stores/session-slice';
import { installFakeApi } from '@/testing/fake-api';
import { act, renderWithProviders, screen, userEvent, waitFor, within } from '@/testing/test-utils';
import { AdminLayout } from './admin-layout';

// Typing through user-event is slow on a busy machine; give each test room.
jest.setTimeout(30_000);

const adminSession = adminSessionState('ana');

/** A screen whose code cannot be downloaded (no network: the admin area is never kept). */
const Unreachable = lazy(() => {
  const error = new Error('Loading chunk 812 failed.');
  error.name = 'ChunkLoadError';
  return Promise.reject(error);
});

function renderAdminArea(route = '/admin/productos') {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Portada del sitio</p>} />
      <Route path="/admin" element={<AdminLayout />}>
        <Route path="productos" element={<p>Lista de productos</p>} />
        <Route path="demanda" element={<Unreachable />} />
      </Route>
    </Routes>,
    { route, preloadedState: adminSession },
  );
}

describe('AdminLayout', () => {
  /** jsdom matches no media query, so the layout is the phone one: the menu opens a drawer. */
  async function openMenu() {
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    return screen.findByRole('navigation', { name: 'Panel de administración' });
  }

  it('shows its own navigation and marks the admin area as entered', async () => {
    const { store } = renderAdminArea();
    const nav = await openMenu();
    for (const name of ['Inicio del panel', 'Productos', 'Servicios', 'Usuarios', 'Ver sitio']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Productos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByText('Lista de productos')).toBeInTheDocument();
    expect(store.getState().session.adminArea).toBe(true);
  });

  it("a screen that cannot load says 'Se necesita conexión a internet' and keeps the menu", async () => {
    // React reports the error it caught; the screen is what is checked.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdminArea('/admin/demanda');
    expect(await screen.findByRole('alert')).toHaveTextContent('Se necesita conexión a internet');
    const nav = await openMenu();
    await userEvent.click(within(nav).getByRole('link', { name: 'Productos' }));
    expect(await screen.findByText('Lista de productos')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('returns to the site with the sign-in drawer asked for when a call answers 401', () => {
    const { store } = renderAdminArea();
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(screen.getByText('Portada del sitio')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(store.getState().session).toMatchObject({
      admin: false,
      signInOpen: true,
      notice: SESSION_EXPIRED_MESSAGE,
    });
  });

  it("signs out with 'Cerrar sesión', tells the server and goes to the site", async () => {
    const api = installFakeApi((url, method) =>
      url.pathname === '/api/auth/signout' && method === 'POST'
        ? { status: 204, body: undefined }
        : undefined,
    );
    const { store } = renderAdminArea();
    const nav = await openMenu();
    await userEvent.click(within(nav).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Portada del sitio')).toBeInTheDocument();
    expect(store.getState().session.online).toBe(false);
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toEqual(['/api/auth/signout']));
    api.restore();
  });
});
