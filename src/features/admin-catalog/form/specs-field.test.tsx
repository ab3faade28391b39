import type { Spec } from '@/shared/schemas/specs';
import { adminSessionState } from '@/testing/admin-session';
import { GREENHOUSE_SPECS, makeProduct } from '@/testing/catalog-fixtures';
import { installFakeApi, type FakeHandler } from '@/testing/fake-api';
import { renderWithRoutes } from '@/testing/render-with-routes';
import { screen, userEvent, waitFor, within } from '@/testing/test-utils';
import { PRODUCT_KIND } from '@/config/catalog-kinds';
import { EditItemScreen } from '../edit/edit-item-screen';
import { NewItemScreen } from '../edit/new-item-screen';

// Typing through user-event is slow on a busy machine; give each test room.
jest.setTimeout(30_000);
// A switch that loses focus makes a PointerEvent, which jsdom lacks.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
});

const adminSession = adminSessionState();

const SPECS: Record<string, Spec[]> = {
  // Invernaderos
  '2': GREENHOUSE_SPECS,
  // Maquinarias
  '1': [
    {
      key: 'potencia_hp',
      label: 'Potencia',
      unit: 'HP',
      type: 'number',
      filterable: true,
      highlight: true,
    },
  ],
};

/** The groups' lists, and the bodies of the writes. */
function serve(write: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  const writes: Array<Record<string, unknown>> = [];
  const handler: FakeHandler = (url, method, _headers, body) => {
    const specs = /^\/api\/specs\/products\/(\d+)$/.exec(url.pathname);
    if (specs) return { body: { specs: SPECS[specs[1]] ?? [] } };
    if (url.pathname === '/api/products/7' && method === 'GET')
      return {
        body: makeProduct({
          id: 7,
          name: 'Invernadero túnel',
          specs: { area_m2: 480.5, riego: true },
        }),
      };
    if (method === 'POST' || method === 'PUT') {
      const sent = JSON.parse(body ?? '{}') as Record<string, unknown>;
      writes.push(sent);
      return write(sent);
    }
    return undefined;
  };
  return { api: installFakeApi(handler), writes };
}

const renderAt = (route: string, ui: React.ReactElement) =>
  renderWithRoutes(ui, {
    route,
    preloadedState: adminSession,
    routes:
      route === '/admin/productos/nuevo'
        ? [{ path: '/admin/productos/:id', element: <p>Pantalla de edición</p> }]
        : [],
  });

const section = () => screen.getByRole('heading', { name: 'Especificaciones' }).parentElement!;

describe("The item form's 'Especificaciones'", () => {
  let served: ReturnType<typeof serve>;
  beforeEach(() => sessionStorage.clear());
  afterEach(() => served.api.restore());

  it("shows the chosen group's fields, checks them with the server's words and sends that group's values only", async () => {
    served = serve((body) => ({ status: 201, body: makeProduct({ id: 8, ...body }) }));
    renderAt('/admin/productos/nuevo', <NewItemScreen config={PRODUCT_KIND} />);
    const user = userEvent.setup();

    const area = await within(section()).findByRole('textbox', { name: 'Área (m²)' });
    expect(within(section()).getByText('m²')).toBeVisible();
    expect(within(section()).getByRole('combobox', { name: 'Cubierta' })).toHaveDisplayValue(
      'Sin indicar',
    );
    expect(
      within(section()).getByRole('checkbox', { name: 'Con riego' }),
    ).toHaveAccessibleDescription('Sin indicar');

    await user.type(area, '-5');
    await user.tab();
    expect(area).toHaveAccessibleErrorMessage(
      'La especificación «Área» debe ser un número entre 0 y 1.000.000.000.',
    );
    await user.clear(area);
    await user.type(area, '12 m');
    await user.tab();
    expect(area).toHaveAccessibleErrorMessage('La especificación «Área» debe ser un número.');
    await user.clear(area);
    await user.type(area, '480,5');
    await user.selectOptions(
      within(section()).getByRole('combobox', { name: 'Cubierta' }),
      'policarbonato',
    );
    await user.click(within(section()).getByRole('checkbox', { name: 'Con riego' }));
    expect(
      within(section()).getByRole('checkbox', { name: 'Con riego' }),
    ).toHaveAccessibleDescription('Sí');
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Invernadero túnel');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Pantalla de edición');
    expect(served.writes[0].specs).toEqual({
      area_m2: 480.5,
      cubierta: 'policarbonato',
      riego: true,
    });
  });

  it('changes its fields with the group, and a value of the old group is not sent', async () => {
    served = serve((body) => ({ status: 201, body: makeProduct({ id: 8, ...body }) }));
    renderAt('/admin/productos/nuevo', <NewItemScreen config={PRODUCT_KIND} />);
    const user = userEvent.setup();
    await user.type(await within(section()).findByRole('textbox', { name: 'Área (m²)' }), '300');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Categoría/ }),
      'Maquinarias y equipos',
    );
    const power = await within(section()).findByRole('textbox', { name: 'Potencia (HP)' });
    expect(within(section()).queryByRole('textbox', { name: 'Área (m²)' })).not.toBeInTheDocument();
    await user.type(power, '75');
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Tractor');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Pantalla de edición');
    expect(served.writes[0]).toMatchObject({ category_id: 1, specs: { potencia_hp: 75 } });
  });

  it("loads an item's values, sends them back changed, and shows the server's refusal", async () => {
    const refusal = 'La especificación «Cubierta» debe ser una de estas opciones: polietileno.';
    served = serve(() => ({ status: 400, body: { message: refusal } }));
    renderAt('/admin/productos/7', <EditItemScreen config={PRODUCT_KIND} id={7} />);
    const user = userEvent.setup();
    const area = await screen.findByRole('textbox', { name: 'Área (m²)' });
    expect(area).toHaveValue('480,5');
    const riego = within(section()).getByRole('checkbox', { name: 'Con riego' });
    expect(riego).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Dejar «Con riego» sin indicar' }));
    expect(riego).not.toBeChecked();
    expect(riego).toHaveAccessibleDescription('Sin indicar');
    await user.selectOptions(
      within(section()).getByRole('combobox', { name: 'Cubierta' }),
      'polietileno',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(served.writes).toHaveLength(1));
    expect(served.writes[0].specs).toEqual({ area_m2: 480.5, cubierta: 'polietileno' });
  });
});
