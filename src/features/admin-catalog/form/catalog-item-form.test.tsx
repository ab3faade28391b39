import { adminSessionState } from '@/testing/admin-session';
import { Link } from 'react-router-dom';
import { makePage, makeProduct, makeService } from '@/testing/catalog-fixtures';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithRoutes } from '@/testing/render-with-routes';
import { screen, userEvent, waitFor, within } from '@/testing/test-utils';
import { PRODUCT_KIND } from '@/config/catalog-kinds';
import { NewItemScreen } from '../edit/new-item-screen';
import { emptyFormValues, inputFromFormValues } from './item-form-values';

// Typing through user-event is slow on a busy machine; give each test room.
jest.setTimeout(30_000);

const adminSession = adminSessionState();

function renderNewProduct() {
  return renderWithRoutes(
    <>
      <NewItemScreen config={PRODUCT_KIND} />
      <Link to="/admin/welcome">Ir al inicio</Link>
    </>,
    {
      route: '/admin/productos/nuevo',
      preloadedState: adminSession,
      routes: [
        { path: '/admin/productos/:id', element: <p>Pantalla de edición</p> },
        { path: '/admin/welcome', element: <p>Inicio del panel</p> },
      ],
    },
  );
}

const field = (label: RegExp | string) => screen.getByRole('textbox', { name: label });

describe('Product form', () => {
  let api: ReturnType<typeof installFakeApi> | undefined;
  beforeEach(() => sessionStorage.clear());
  afterEach(() => api?.restore());

  it('shows each validation message in Spanish next to its field and sends nothing', async () => {
    api = installFakeApi(() => undefined);
    renderNewProduct();
    const user = userEvent.setup();

    await user.type(field(/Código/), 'Tractor ÑANDÚ');
    await user.clear(field(/Precio/));
    await user.type(field(/Precio/), '-5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ingrese el nombre')).toBeInTheDocument();
    // Each message is the error message of its own field (aria-errormessage), shown beside it.
    expect(field(/Nombre/)).toHaveAccessibleErrorMessage('Ingrese el nombre');
    expect(field(/Código/)).toHaveAccessibleErrorMessage(
      'Solo letras minúsculas, números y guiones',
    );
    expect(field(/Precio/)).toHaveAccessibleErrorMessage('El precio no puede ser negativo');
    expect(field(/Nombre/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Nombre/)).toHaveFocus();

    await user.clear(field(/Precio/));
    await user.type(field(/Precio/), '12,345');
    await user.tab();
    expect(
      await screen.findByText('Ingrese un número con hasta dos decimales, p. ej. 1500,50'),
    ).toBeInTheDocument();
    expect(field(/Precio/)).toHaveAccessibleErrorMessage(
      'Ingrese un número con hasta dos decimales, p. ej. 1500,50',
    );

    // Only the reads of the related-services picker and of the category's specifications: no write.
    expect(
      api.requests.filter(
        (url) => !url.startsWith('/api/services/type/') && !url.startsWith('/api/specs/'),
      ),
    ).toEqual([]);
  });

  it('lists the services to relate by type, drafts marked, and sends the ones checked', async () => {
    const services = [
      makeService({ id: 31, name: 'Construcción de carpa solar' }),
      makeService({ id: 32, name: 'Obra en borrador', published: false }),
    ];
    api = installFakeApi((url) =>
      url.pathname === '/api/services/type/1' ? { body: makePage(services, 0, 1, 100) } : undefined,
    );
    renderNewProduct();
    const user = userEvent.setup();
    const picker = await screen.findByRole('group', { name: 'Servicios relacionados' });
    const box = await within(picker).findByRole('checkbox', {
      name: 'Construcción de carpa solar',
    });
    expect(within(picker).getByRole('group', { name: 'Construcción' })).toBeInTheDocument();
    expect(within(picker).getByText('(borrador)')).toBeInTheDocument();
    await user.click(box);
    expect(box).toBeChecked();
    expect(
      inputFromFormValues(PRODUCT_KIND, { ...emptyFormValues(PRODUCT_KIND), relatedIds: [31] }),
    ).toMatchObject({ related_ids: [31] });
  });

  it('shows the server refusing a code already in use on the Código field', async () => {
    api = installFakeApi((url, method) =>
      method === 'POST' && url.pathname === '/api/products'
        ? { status: 409, body: { message: 'Ya existe un producto con el código «bomba-2hp».' } }
        : undefined,
    );
    renderNewProduct();
    const user = userEvent.setup();
    await user.type(field(/Nombre/), 'Bomba de 2 HP');
    await user.type(field(/Código/), 'bomba-2hp');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByText('Ya existe un producto con el código «bomba-2hp».'),
    ).toBeInTheDocument();
    // The field takes the message in the render after the alert's (a busy machine shows the gap).
    await waitFor(() =>
      expect(field(/Código/)).toHaveAccessibleErrorMessage(
        'Ya existe un producto con el código «bomba-2hp».',
      ),
    );
    expect(field(/Código/)).toHaveAttribute('aria-invalid', 'true');

    // A different code clears the message.
    await user.type(field(/Código/), '-b');
    expect(
      screen.queryByText('Ya existe un producto con el código «bomba-2hp».'),
    ).not.toBeInTheDocument();
  });

  it('creates a draft and opens its edit screen with a toast', async () => {
    const created = makeProduct({ id: 77, name: 'Bomba de 2 HP', published: false });
    api = installFakeApi((url, method) =>
      method === 'POST' && url.pathname === '/api/products'
        ? { status: 201, body: created }
        : undefined,
    );
    renderNewProduct();
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: 'Publicado' })).not.toBeChecked();
    await user.type(field(/Nombre/), 'Bomba de 2 HP');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Pantalla de edición')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/productos/77');
    expect(await screen.findByText('Producto creado')).toBeInTheDocument();
    expect(api.requests).toContain('/api/products');
    expect(sessionStorage.length).toBe(0);
  });

  it('asks before leaving with unsaved changes, and keeps them as a draft', async () => {
    api = installFakeApi(() => undefined);
    renderNewProduct();
    const user = userEvent.setup();
    await user.type(field(/Nombre/), 'Sembradora');

    await user.click(screen.getByRole('link', { name: 'Ir al inicio' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(field(/Nombre/)).toHaveValue('Sembradora');
    expect(sessionStorage.getItem('agrotec.admin-draft:products:nuevo')).toContain('Sembradora');

    await user.click(screen.getByRole('link', { name: 'Ir al inicio' }));
    await user.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByText('Inicio del panel')).toBeInTheDocument();
    expect(sessionStorage.getItem('agrotec.admin-draft:products:nuevo')).toBeNull();
  });

  it('offers back a draft left by an earlier visit', async () => {
    api = installFakeApi(() => undefined);
    sessionStorage.setItem(
      'agrotec.admin-draft:products:nuevo',
      JSON.stringify({
        name: 'Invernadero a medio escribir',
        code: '',
        groupId: '2',
        price: '0',
        priceVisible: true,
        published: false,
        description: '',
      }),
    );
    renderNewProduct();
    expect(
      await screen.findByText('Se recuperaron cambios que no se habían guardado.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(field(/Nombre/)).toHaveValue('Invernadero a medio escribir'));

    await userEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(field(/Nombre/)).toHaveValue('');
  });
});
