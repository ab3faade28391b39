import type { SpecInput } from '@/shared/schemas/specs';
import { GREENHOUSE_SPECS } from '@/testing/catalog-fixtures';
import { adminSessionState } from '@/testing/admin-session';
import { installFakeApi, type FakeHandler } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@/testing/test-utils';
import { SpecsAdmin } from './specs-admin';

// Typing through user-event is slow on a busy machine; give each test room.
jest.setTimeout(30_000);
// A switch that loses focus makes a PointerEvent, which jsdom lacks.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
});

const adminSession = adminSessionState();

const GREENHOUSE = GREENHOUSE_SPECS;

/** The group's list (invernaderos, id 2), and what each PUT sent. */
function serve(
  answerPut?: (query: string, specs: SpecInput[]) => { status?: number; body: unknown },
) {
  const puts: Array<{ query: string; specs: SpecInput[] }> = [];
  const handler: FakeHandler = (url, method, _headers, body) => {
    if (method === 'GET' && url.pathname === '/api/specs/products/2')
      return { body: { specs: GREENHOUSE } };
    if (method === 'GET' && url.pathname === '/api/specs/services/3')
      return { body: { specs: [] } };
    if (method === 'PUT' && url.pathname === '/api/admin/specs/products/2') {
      const { specs } = JSON.parse(body ?? '{}') as { specs: SpecInput[] };
      puts.push({ query: url.search, specs });
      return answerPut?.(url.search, specs) ?? { body: { specs } };
    }
    return undefined;
  };
  return { api: installFakeApi(handler), puts };
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
const render = (route = '/admin/especificaciones') =>
  renderWithProviders(<SpecsAdmin />, { preloadedState: adminSession, route });

describe('SpecsAdmin', () => {
  let served: ReturnType<typeof serve>;
  afterEach(() => served.api.restore());

  it("lists the first category's specifications in order and saves the whole list, reordered and with one added", async () => {
    served = serve();
    const user = userEvent.setup();
    render();
    expect(screen.getByLabelText('Categoría')).toHaveDisplayValue('Invernaderos');
    await screen.findByRole('listitem', { name: /Área/ });
    expect(rows().map((r) => within(r).getByRole('heading').textContent)).toEqual([
      '1. Área',
      '2. Cubierta',
      '3. Ventilación',
      '4. Con riego',
    ]);
    expect(within(rows()[1]).getByLabelText(/Opciones/)).toHaveValue(
      'polietileno\npolicarbonato\nmalla antiáfido',
    );

    await user.click(screen.getByRole('button', { name: 'Agregar especificación' }));
    const added = rows()[4];
    await waitFor(() => expect(within(added).getByLabelText(/Nombre/)).toHaveFocus());
    await user.type(within(added).getByLabelText(/Nombre/), 'Altura cenital');
    expect(within(added).getByLabelText(/Clave/)).toHaveValue('altura_cenital');
    await user.type(within(added).getByLabelText('Unidad'), 'm');

    await user.click(screen.getByRole('button', { name: 'Subir «Altura cenital»' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Subir «Altura cenital»' })).toHaveFocus(),
    );
    expect(screen.getByText('«Altura cenital» pasó al lugar 4 de 5.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar «Con riego»' }));
    await user.click(
      within(rows()[1]).getByRole('checkbox', { name: 'Destacada en las tarjetas' }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await screen.findByText('Especificaciones de Invernaderos guardadas');
    expect(served.puts).toEqual([
      {
        query: '',
        specs: [
          GREENHOUSE[0],
          { ...GREENHOUSE[1], highlight: false },
          GREENHOUSE[2],
          {
            key: 'altura_cenital',
            label: 'Altura cenital',
            unit: 'm',
            type: 'number',
            filterable: false,
            highlight: false,
          },
        ],
      },
    ]);
  });

  it('says in Spanish what is wrong beside each field, and sends nothing', async () => {
    served = serve();
    const user = userEvent.setup();
    render();
    await screen.findByRole('listitem', { name: /Área/ });
    await user.click(
      within(rows()[2]).getByRole('checkbox', { name: 'Destacada en las tarjetas' }),
    );
    const highlighted = screen.getAllByRole('checkbox', {
      name: 'Destacada en las tarjetas',
      checked: true,
    });
    expect(highlighted).toHaveLength(3);
    for (const box of highlighted)
      expect(box).toHaveAccessibleDescription(
        'Se pueden destacar hasta 2 especificaciones por grupo',
      );

    await user.click(screen.getByRole('button', { name: 'Agregar especificación' }));
    const added = rows()[4];
    await user.selectOptions(within(added).getByLabelText('Tipo'), 'choice');
    await user.type(within(added).getByLabelText(/Clave/), 'Área');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await within(added).findByText('Ingrese el nombre')).toBeInTheDocument();
    expect(within(added).getByLabelText(/Clave/)).toHaveAccessibleErrorMessage(
      'Use de 1 a 40 letras minúsculas sin tildes, números o guiones bajos, empezando por una letra',
    );
    expect(within(added).getByLabelText(/Opciones/)).toHaveAccessibleErrorMessage(
      'Indique las opciones, una por línea',
    );
    await user.type(within(rows()[1]).getByLabelText(/Opciones/), '\nPolietileno');
    await user.tab();
    expect(within(rows()[1]).getByLabelText(/Opciones/)).toHaveAccessibleErrorMessage(
      'La opción «Polietileno» está repetida',
    );
    expect(served.puts).toEqual([]);
  });

  it("explains a 409 with the server's words and, asked to, saves again with force", async () => {
    const message =
      'La especificación «Con riego» la usan 3 productos. Si continúa, se borrarán esos valores.';
    served = serve((query, specs) =>
      query === '?force=true' ? { body: { specs } } : { status: 409, body: { message } },
    );
    const user = userEvent.setup();
    render();
    await screen.findByRole('listitem', { name: /Con riego/ });
    await user.click(screen.getByRole('button', { name: 'Quitar «Con riego»' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Hay datos cargados que se borrarán',
    });
    expect(dialog).toHaveAccessibleDescription(message);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar de todos modos' }));
    await screen.findByText('Especificaciones de Invernaderos guardadas');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(served.puts.map((p) => [p.query, p.specs.map((s) => s.key)])).toEqual([
      ['', ['area_m2', 'cubierta', 'ventilacion']],
      ['?force=true', ['area_m2', 'cubierta', 'ventilacion']],
    ]);
  });

  it('opens the group the address names, of either kind', async () => {
    served = serve();
    render('/admin/especificaciones?tipo=cursos');
    expect(screen.getByLabelText('Catálogo')).toHaveDisplayValue('Servicios');
    expect(screen.getByLabelText('Tipo')).toHaveDisplayValue('Cursos');
    expect(await screen.findByText('Este grupo no tiene especificaciones')).toBeInTheDocument();
  });
});
