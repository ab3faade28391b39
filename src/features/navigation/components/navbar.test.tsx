import { initialSessionState } from '@/stores/session-slice';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@/testing/test-utils';
import { Navbar } from './navbar';

const adminSession = {
  ...initialSessionState,
  online: true,
  admin: true,
  token: 't',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: { id: 1, username: 'admin', roles: [{ name: 'admin' }], url_img: null },
};

const mainNav = () => screen.getByRole('navigation', { name: 'Principal' });

describe('Navbar', () => {
  it('shows the logo and the five entries', () => {
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('img', { name: 'Agrotec Bolivia' })).toHaveAttribute('width');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Empresa' })).toHaveAttribute('href', '/#empresa');
    expect(within(nav).getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'href',
      '/#contacto',
    );
    expect(within(nav).getByRole('button', { name: 'Productos' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Servicios' })).toBeInTheDocument();
  });

  it('unfolds the four categories under Productos and folds them with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const products = within(mainNav()).getByRole('button', { name: 'Productos' });
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    // The unfolded list's code (it animates) is a chunk of its own, fetched at the first opening.
    await screen.findByRole('link', { name: 'Invernaderos' });
    const links = ['Invernaderos', 'Maquinarias y equipos', 'Laboratorios', 'Riegos'].map((name) =>
      screen.getByRole('link', { name }),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/all/invernaderos',
      '/all/maquinarias',
      '/all/laboratorios',
      '/all/riegos',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Riegos' })).not.toBeInTheDocument(),
    );
    expect(products).toHaveFocus();
  });

  it('lists the five services and goes to the chosen one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    await user.click(within(mainNav()).getByRole('button', { name: 'Servicios' }));
    for (const name of [
      'Construcción',
      'Instalación de riego',
      'Cursos',
      'Asesorías técnicas',
      'Laboratorio agrícola',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('link', { name: 'Cursos' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/service/cursos');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Cursos' })).not.toBeInTheDocument(),
    );
  });

  it('offline: "Iniciar sesión" opens the sign-in drawer', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Navbar />);
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Iniciar sesión' })[0]);
    expect(store.getState().session.signInOpen).toBe(true);
  });

  it('admin: shows the admin panel link and "Cerrar sesión" logs out', async () => {
    const signOuts: Array<string | null> = [];
    const api = installFakeApi((url, method, headers) => {
      if (url.pathname !== '/api/auth/signout' || method !== 'POST') return undefined;
      signOuts.push(headers?.get('x-access-token') ?? null);
      return { status: 204, body: undefined };
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Navbar />, {
      preloadedState: { session: adminSession },
    });
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Panel de administración' })) {
      expect(link).toHaveAttribute('href', '/admin/welcome');
    }
    await user.click(screen.getAllByRole('button', { name: 'Cerrar sesión' })[0]);
    expect(store.getState().session).toEqual(initialSessionState);
    expect(screen.getAllByRole('button', { name: 'Iniciar sesión' }).length).toBeGreaterThan(0);
    // The server is told to end the session's token (every token of the user).
    await waitFor(() => expect(signOuts).toEqual(['t']));
    api.restore();
  });

  it('a sign-out the server refuses (session already ended) does not reopen the sign-in drawer', async () => {
    const api = installFakeApi(() => ({ status: 401, body: { message: 'Sesión vencida' } }));
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Navbar />, {
      preloadedState: { session: adminSession },
    });
    await user.click(screen.getAllByRole('button', { name: 'Cerrar sesión' })[0]);
    await waitFor(() => expect(api.requests).toEqual(['/api/auth/signout']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().session).toEqual(initialSessionState);
    api.restore();
  });

  it('a signed-in non-admin sees "Cerrar sesión" but no admin panel', () => {
    renderWithProviders(<Navbar />, {
      preloadedState: { session: { ...adminSession, admin: false } },
    });
    expect(screen.getAllByRole('button', { name: 'Cerrar sesión' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Panel de administración' })).not.toBeInTheDocument();
  });
});
