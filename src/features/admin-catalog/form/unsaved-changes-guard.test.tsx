import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { adminSessionState } from '@/testing/admin-session';
import { renderWithRoutes } from '@/testing/render-with-routes';
import { act, screen, userEvent, waitFor, within } from '@/testing/test-utils';
import { initialSessionState } from '@/stores/session-slice';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from './unsaved-changes-guard';

// Opening and closing Chakra's dialog is slow on a busy machine.
jest.setTimeout(30_000);

const FORM = '/admin/productos/7';
const WELCOME = '/admin/welcome';

/** A form that uses the guard as the catalogue's does: changed once 'Nombre' has text. */
function EditingPage({ onDiscard = () => undefined }: { onDiscard?: () => void }) {
  const [name, setName] = useState('');
  const savedRef = useRef(false);
  const { blocker, navigate } = useUnsavedChangesGuard(name !== '', savedRef);
  return (
    <>
      <label>
        Nombre
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <Link to={WELCOME}>Inicio del panel</Link>
      <Link to={`${FORM}?pestaña=fotos`}>Fotos</Link>
      <a href="#datos">Ir a los datos</a>
      <button type="button" onClick={() => navigate(WELCOME)}>
        Cancelar
      </button>
      <UnsavedChangesDialog blocker={blocker} onDiscard={onDiscard} />
    </>
  );
}

const routes = [{ path: WELCOME, element: <p>Panel de inicio</p> }];
const dialog = () => screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' });
const closed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

/**
 * The form at FORM with 'Sembradora' typed in 'Nombre', for the given session (an admin's unless
 * told); returns the user and the `onDiscard` spy.
 */
async function editForm(preloadedState = adminSessionState()) {
  const onDiscard = jest.fn();
  renderWithRoutes(<EditingPage onDiscard={onDiscard} />, { route: FORM, routes, preloadedState });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Sembradora');
  return { user, onDiscard };
}

describe('Unsaved changes guard: links and the form’s own navigation', () => {
  it('holds an in-app link while there are changes; "Seguir editando" stays on the form', async () => {
    const { user, onDiscard } = await editForm();

    await user.click(screen.getByRole('link', { name: 'Inicio del panel' }));
    const asked = await dialog();
    expect(asked).toHaveTextContent('Hay cambios que todavía no se guardaron.');
    expect(screen.getByTestId('location')).toHaveTextContent(FORM);

    await user.click(within(asked).getByRole('button', { name: 'Seguir editando' }));
    await closed();
    expect(screen.getByTestId('location')).toHaveTextContent(FORM);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Sembradora');
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it('"Salir sin guardar" gives the changes up and follows the link', async () => {
    const { user, onDiscard } = await editForm();

    // Another query string of the same page is another page too.
    await user.click(screen.getByRole('link', { name: 'Fotos' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Seguir editando' }));
    await closed();

    await user.click(screen.getByRole('link', { name: 'Inicio del panel' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByText('Panel de inicio')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(WELCOME);
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('holds "Cancelar" too, and lets it go once the user chooses to leave', async () => {
    const { user } = await editForm();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByText('Panel de inicio')).toBeInTheDocument();
  });

  it('lets "Cancelar" go at once when nothing changed', async () => {
    renderWithRoutes(<EditingPage />, {
      route: FORM,
      routes,
      preloadedState: adminSessionState(),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Panel de inicio')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not ask about a link to a part of the same page', async () => {
    const { user } = await editForm();
    await user.click(screen.getByRole('link', { name: 'Ir a los datos' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Sembradora');
  });

  it('holds nothing once the session is no longer an admin’s', async () => {
    const { user } = await editForm({ session: { ...initialSessionState, online: true } });
    await user.click(screen.getByRole('link', { name: 'Inicio del panel' }));
    expect(await screen.findByText('Panel de inicio')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

/** Back, as the browser's button: the history moves first, then `popstate` is dispatched. */
const pressBack = () => act(() => window.history.back());

describe('Unsaved changes guard: Back and Forward', () => {
  async function openFormWithChanges() {
    renderWithRoutes(
      <>
        <p>Panel de inicio</p>
        <Link to={FORM}>Editar producto</Link>
      </>,
      {
        route: WELCOME,
        routes: [{ path: FORM, element: <EditingPage /> }],
        preloadedState: adminSessionState(),
        browserHistory: true,
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Editar producto' }));
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Sembradora');
    return user;
  }

  it('asks on Back; "Seguir editando" keeps the form and its address', async () => {
    const user = await openFormWithChanges();
    await pressBack();
    const asked = await dialog();
    // The move was undone before react-router saw it: the form and its address stay.
    await waitFor(() => expect(window.location.pathname).toBe(FORM));
    expect(screen.getByTestId('location')).toHaveTextContent(FORM);

    await user.click(within(asked).getByRole('button', { name: 'Seguir editando' }));
    await closed();
    expect(window.location.pathname).toBe(FORM);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Sembradora');
  });

  it('"Salir sin guardar" on Back goes back', async () => {
    const user = await openFormWithChanges();
    await pressBack();
    await user.click(within(await dialog()).getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByText('Panel de inicio')).toBeInTheDocument();
    expect(window.location.pathname).toBe(WELCOME);
    expect(screen.getByTestId('location')).toHaveTextContent(WELCOME);
    // And Forward, with nothing changed on the form it opens again, goes without a question.
    await act(() => window.history.forward());
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
