import { initialSessionState, SESSION_EXPIRED_MESSAGE } from '@/stores/session-slice';
import { installFakeApi } from '@/testing/fake-api';
import {
  fireEvent,
  renderWithProviders,
  screen,
  userEvent,
  waitFor,
  within,
} from '@/testing/test-utils';
import SignInDrawer from './sign-in-drawer';

const answer = (role: string) => ({
  token: 'token-xyz',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: { id: 3, username: 'luis', roles: [{ name: role }], url_img: null },
  roles: [{ name: role }],
});

const openSession = { session: { ...initialSessionState, signInOpen: true } };

async function signInAs(role: string) {
  const api = installFakeApi(() => ({ body: answer(role) }));
  const user = userEvent.setup();
  const view = renderWithProviders(<SignInDrawer />, {
    preloadedState: openSession,
    route: '/all/riegos',
  });
  const dialog = await screen.findByRole('dialog');
  await user.type(await within(dialog).findByLabelText(/Nombre de usuario/), 'luis');
  await user.type(within(dialog).getByLabelText(/Contraseña/), 'secreta-123');
  await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
  return { ...view, api };
}

describe('SignInDrawer', () => {
  it('shows the expired-session notice above the form', async () => {
    renderWithProviders(<SignInDrawer />, {
      preloadedState: {
        session: { ...initialSessionState, signInOpen: true, notice: SESSION_EXPIRED_MESSAGE },
      },
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(within(dialog).getByText('Su sesión expiró, ingrese nuevamente')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText(/Contraseña/)).toBeInTheDocument();
    // The login image sits behind the form.
    const picture = dialog.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/api/media/images/login');
    expect(picture).toBeVisible();
    // Offline, a picture that cannot load leaves no broken-image mark.
    fireEvent.error(picture);
    expect(picture).not.toBeVisible();
  });

  it('closes on Cancelar', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<SignInDrawer />, { preloadedState: openSession });
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(store.getState().session.signInOpen).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes an admin to the admin welcome page, in the admin area, once the drawer has closed', async () => {
    const { store, api } = await signInAs('admin');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/welcome'));
    expect(store.getState().session).toMatchObject({
      online: true,
      admin: true,
      adminArea: true,
      signInOpen: false,
    });
    api.restore();
  });

  it('leaves anyone else on the page they were on', async () => {
    const { store, api } = await signInAs('vendedor');
    await waitFor(() => expect(store.getState().session.online).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().session).toMatchObject({ admin: false, adminArea: false });
    expect(screen.getByTestId('location')).toHaveTextContent('/all/riegos');
    api.restore();
  });
});
