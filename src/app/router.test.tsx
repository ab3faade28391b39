import { initialSessionState } from '@/stores/session-slice';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { AppRouter } from './router';

/*
 * The route table is case-sensitive, as the server's is (src/shared/site-routes.ts, matchRoute):
 * an address in other capitals is the not-found page the server renders with its 404, for an
 * admin too, never the admin area or a public page.
 */

const adminSession = {
  ...initialSessionState,
  online: true,
  admin: true,
  token: 't',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: { id: 1, username: 'admin', roles: [{ name: 'admin' }], url_img: null },
};

/** The admin area's frame (its skip link leads to its own content). */
const adminFrame = () => document.querySelector('a[href="#contenido-admin"]');

describe('AppRouter', () => {
  let api: ReturnType<typeof installFakeApi>;
  // Every call of the pages rendered here is answered 'not found'.
  beforeEach(() => (api = installFakeApi(() => ({ status: 404, body: { message: 'No' } }))));
  afterEach(() => api.restore());

  it('shows the admin area at /admin/welcome to an admin', async () => {
    renderWithProviders(<AppRouter />, {
      route: '/admin/welcome',
      preloadedState: { session: adminSession },
    });
    await waitFor(() => expect(adminFrame()).not.toBeNull());
    expect(screen.queryByRole('heading', { name: 'Página no encontrada' })).toBeNull();
  });

  it.each(['/ADMIN/welcome', '/Admin', '/ADMIN'])(
    'shows the site not-found page, not the admin area, at %s to an admin',
    async (route) => {
      renderWithProviders(<AppRouter />, { route, preloadedState: { session: adminSession } });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
      ).toBeInTheDocument();
      expect(adminFrame()).toBeNull();
    },
  );

  it('shows the not-found page at an admin screen written in other capitals', async () => {
    renderWithProviders(<AppRouter />, {
      route: '/admin/WELCOME',
      preloadedState: { session: adminSession },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(document.title).not.toMatch(/Panel de administración/);
  });

  it.each(['/SHARED/product/INV-01', '/All/invernaderos', '/Buscar'])(
    'shows the not-found page at the public address %s written in other capitals',
    async (route) => {
      renderWithProviders(<AppRouter />, { route });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
      ).toBeInTheDocument();
    },
  );
});
