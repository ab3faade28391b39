import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent, waitFor } from '@/testing/test-utils';
import SignInForm from './sign-in-form';

const signInAnswer = (roles: string[]) => ({
  token: 'token-123',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: { id: 7, username: 'ana', roles: roles.map((name) => ({ name })), url_img: null },
  roles: roles.map((name) => ({ name })),
});

describe('SignInForm', () => {
  let api: ReturnType<typeof installFakeApi> | undefined;
  afterEach(() => api?.restore());

  const renderForm = () => {
    const onSignedIn = jest.fn();
    const onCancel = jest.fn();
    const view = renderWithProviders(<SignInForm onSignedIn={onSignedIn} onCancel={onCancel} />);
    return { ...view, onSignedIn, onCancel, user: userEvent.setup() };
  };

  it('shows both required messages when both fields are empty, and sends nothing', async () => {
    api = installFakeApi(() => ({ body: signInAnswer(['admin']) }));
    const { user, onSignedIn } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Ingrese nombre de usuario')).toBeInTheDocument();
    expect(screen.getByText('Ingrese contraseña')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows only the password message when just the password is missing', async () => {
    api = installFakeApi(() => ({ body: signInAnswer(['admin']) }));
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Nombre de usuario/), 'ana');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Ingrese contraseña')).toBeInTheDocument();
    expect(screen.queryByText('Ingrese nombre de usuario')).not.toBeInTheDocument();
  });

  it("shows the server's message in an alert above the form on a wrong password", async () => {
    api = installFakeApi(() => ({
      status: 401,
      body: { message: 'Usuario o contraseña incorrectos.' },
    }));
    const { user, onSignedIn, store } = renderForm();
    await user.type(screen.getByLabelText(/Nombre de usuario/), 'ana');
    await user.type(screen.getByLabelText(/Contraseña/), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(api.requests).toEqual(['/api/auth/signin']);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(store.getState().session.online).toBe(false);
  });

  it('treats an answer with a message as a refusal, whatever its status (SPEC.md §7)', async () => {
    api = installFakeApi(() => ({ body: { message: 'Usuario deshabilitado.' } }));
    const { user, onSignedIn, store } = renderForm();
    await user.type(screen.getByLabelText(/Nombre de usuario/), 'ana');
    await user.type(screen.getByLabelText(/Contraseña/), 'secreta-123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario deshabilitado.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(store.getState().session).toMatchObject({ online: false, token: null });
  });

  it("shows 'Se necesita conexión a internet' when the server cannot be reached", async () => {
    api = installFakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Nombre de usuario/), 'ana');
    await user.type(screen.getByLabelText(/Contraseña/), 'secreta-123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Se necesita conexión a internet');
    // What was typed stays, to try again once there is a signal.
    expect(screen.getByLabelText(/Nombre de usuario/)).toHaveValue('ana');
  });

  it('signs in, fills the session and reports whether the user is an admin', async () => {
    api = installFakeApi(() => ({ body: signInAnswer(['admin']) }));
    const { user, onSignedIn, store } = renderForm();
    await user.type(screen.getByLabelText(/Nombre de usuario/), 'ana');
    await user.type(screen.getByLabelText(/Contraseña/), 'secreta-123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ admin: true, username: 'ana' }));
    expect(store.getState().session).toMatchObject({
      online: true,
      admin: true,
      token: 'token-123',
    });
  });

  it('calls onCancel from the Cancelar button', async () => {
    const { user, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
