import { adminSessionState } from '@/testing/admin-session';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent } from '@/testing/test-utils';
import { AddUserForm } from './add-user-form';

// Typing through user-event is slow on a busy machine; give each test room.
jest.setTimeout(30_000);

const adminSession = adminSessionState();

describe('AddUserForm', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  it('explains what a valid name and password are, in Spanish, beside each field', async () => {
    api = installFakeApi(() => undefined);
    renderWithProviders(<AddUserForm />, { preloadedState: adminSession });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar usuario' }));
    expect(await screen.findByText('Ingrese el nombre de usuario')).toBeInTheDocument();
    expect(screen.getByLabelText(/Contraseña/)).toHaveAccessibleErrorMessage(
      'Ingrese una contraseña',
    );

    await user.type(screen.getByLabelText(/Nombre de usuario/), 'a b');
    await user.type(screen.getByLabelText(/Contraseña/), 'corta');
    await user.tab();
    expect(screen.getByLabelText(/Nombre de usuario/)).toHaveAccessibleErrorMessage(
      'Entre 3 y 40 caracteres: letras, números, punto, guion o guion bajo',
    );
    expect(screen.getByLabelText(/Contraseña/)).toHaveAccessibleErrorMessage(
      'La contraseña debe tener al menos 10 caracteres',
    );
    expect(api.requests).toEqual([]);
  });

  it('proposes an administrator, the one role that enters the panel, and says so', async () => {
    api = installFakeApi(() => undefined);
    renderWithProviders(<AddUserForm />, { preloadedState: adminSession });
    const role = screen.getByLabelText(/Rol/);
    expect(role).toHaveDisplayValue('Administrador (admin)');
    expect(role).toHaveAccessibleDescription('Solo los administradores entran a este panel.');
  });

  it('shows a name already taken on the name field', async () => {
    api = installFakeApi((url, method) =>
      method === 'POST' && url.pathname === '/api/users'
        ? { status: 409, body: { message: 'Ya existe el usuario «maria».' } }
        : undefined,
    );
    renderWithProviders(<AddUserForm />, { preloadedState: adminSession });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Nombre de usuario/), 'maria');
    await user.type(screen.getByLabelText(/Contraseña/), 'una-clave-larga');
    await user.selectOptions(screen.getByLabelText(/Rol/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Agregar usuario' }));
    expect(await screen.findByText('Ya existe el usuario «maria».')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre de usuario/)).toHaveAccessibleErrorMessage(
      'Ya existe el usuario «maria».',
    );
  });
});
