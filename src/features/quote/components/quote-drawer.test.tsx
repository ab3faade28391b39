import { company } from '@/config/company';
import { initialQuoteState, type QuoteLine } from '@/stores/quote-slice';
import { makeProduct, makeService } from '@/testing/catalog-fixtures';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@/testing/test-utils';
import QuoteDrawer from './quote-drawer';

const tunnel: QuoteLine = {
  kind: 'product',
  id: 1,
  code: 'invernadero-1',
  name: 'Invernadero túnel 1',
  image: 'cover-1',
  price: { visible: true, totalPrice: 1000 },
  quantity: 2,
};
const course: QuoteLine = {
  kind: 'service',
  id: 1,
  code: 'curso-1',
  name: 'Curso de riego 1',
  image: null,
  price: { visible: true, totalPrice: 500 },
  quantity: 1,
};
const gone: QuoteLine = { ...tunnel, id: 2, code: 'borrado', name: 'Tractor vendido' };

function renderDrawer(lines: QuoteLine[]) {
  return renderWithProviders(<QuoteDrawer />, {
    preloadedState: { quote: { ...initialQuoteState, lines, open: true } },
  });
}

describe('QuoteDrawer', () => {
  let api: ReturnType<typeof installFakeApi>;
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  beforeEach(() => {
    open.mockClear();
    api = installFakeApi((url) => {
      if (url.pathname === '/api/products/c/invernadero-1') return { body: makeProduct({ id: 1 }) };
      if (url.pathname === '/api/products/c/riego-3')
        return { body: makeProduct({ id: 3, code: 'riego-3', name: 'Kit de riego 3' }) };
      if (url.pathname === '/api/services/c/curso-1')
        return { body: makeService({ id: 1, price_id: { visible: true, totalPrice: 500 } }) };
      return undefined; // 404: deleted or unpublished
    });
  });
  afterEach(() => api.restore());

  it('lists each item with its picture, price, quantity and total', async () => {
    renderDrawer([tunnel, course]);
    const drawer = await screen.findByRole('dialog', { name: 'Mi cotización' });
    const items = within(drawer).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: 'Invernadero túnel 1' })).toHaveAttribute(
      'src',
      '/api/products/images/300/cover-1',
    );
    expect(within(items[0]).getByLabelText('Cantidad')).toHaveValue(2);
    // The check against the catalogue refreshes the price: 12.345,50 now.
    expect(await within(items[0]).findByText('Bs. 12.345,50 c/u')).toBeInTheDocument();
    // The total of the visible prices, under its label.
    expect(within(drawer).getByText('Total estimado').nextElementSibling).toHaveTextContent(
      'Bs. 25.191,00',
    );
    expect(api.requests).toEqual(['/api/products/c/invernadero-1', '/api/services/c/curso-1']);
  });

  it('drops the items no longer published, with a notice', async () => {
    renderDrawer([tunnel, gone]);
    expect(
      await screen.findByText(
        '«Tractor vendido» ya no está disponible y se quitó de su cotización.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('changes a quantity (1 to 999, more is brought down to 999), removes a line and empties the list', async () => {
    const user = userEvent.setup();
    const { store } = renderDrawer([tunnel, course]);
    await screen.findByText('Bs. 12.345,50 c/u');
    const [first] = screen.getAllByRole('listitem');
    const quantity = within(first).getByLabelText('Cantidad');
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(store.getState().quote.lines[0].quantity).toBe(5);
    await user.clear(quantity);
    await user.type(quantity, '1000');
    expect(within(first).getByRole('alert')).toHaveTextContent('La cantidad va de 1 a 999.');
    // Leaving the field at 1000 keeps the maximum, not the 100 typed on the way, and says so.
    await user.tab();
    expect(quantity).toHaveValue(999);
    expect(store.getState().quote.lines[0].quantity).toBe(999);
    expect(within(first).getByText(/Se ajustó a 999, la cantidad máxima/)).toBeInTheDocument();
    expect(within(first).queryByRole('alert')).not.toBeInTheDocument();
    // Anything else invalid shows the stored quantity again.
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveValue(999);
    expect(within(first).queryByText(/Se ajustó/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar Curso de riego 1' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Vaciar' }));
    expect(screen.getByText(/Su cotización está vacía/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar por WhatsApp' })).toBeDisabled();
  });

  it("'Quitar' and 'Vaciar' can be undone, and the focus stays in the list", async () => {
    const user = userEvent.setup();
    const drip: QuoteLine = { ...tunnel, id: 3, code: 'riego-3', name: 'Kit de riego 3' };
    const { store } = renderDrawer([tunnel, course, drip]);
    const drawer = await screen.findByRole('dialog', { name: 'Mi cotización' });
    const names = () =>
      within(drawer)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const status = within(drawer).getByRole('status');
    // Once checked against the catalogue (prices refreshed), as the visitor sees it.
    expect(await within(drawer).findAllByText('Bs. 12.345,50 c/u')).toHaveLength(2);

    // The middle line: the focus goes to the next line's 'Quitar'.
    await user.click(within(drawer).getByRole('button', { name: 'Quitar Curso de riego 1' }));
    expect(status).toHaveTextContent('«Curso de riego 1» se quitó de su cotización.');
    expect(within(drawer).getByRole('button', { name: 'Quitar Kit de riego 3' })).toHaveFocus();
    // The last line: to the previous line's.
    await user.keyboard('{Enter}');
    expect(
      within(drawer).getByRole('button', { name: 'Quitar Invernadero túnel 1' }),
    ).toHaveFocus();
    expect(status).toHaveTextContent('«Kit de riego 3» se quitó de su cotización.');
    // 'Deshacer' brings back the last one removed, where it was, and focuses its 'Quitar'.
    await user.click(within(drawer).getByRole('button', { name: 'Deshacer' }));
    expect(names()).toEqual([
      expect.stringContaining('Invernadero túnel 1'),
      expect.stringContaining('Kit de riego 3'),
    ]);
    expect(within(drawer).getByRole('button', { name: 'Quitar Kit de riego 3' })).toHaveFocus();
    expect(within(drawer).queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();

    // 'Vaciar': the focus goes to 'Deshacer', which brings the whole list back.
    await user.click(within(drawer).getByRole('button', { name: 'Vaciar' }));
    expect(within(drawer).getByText(/Su cotización está vacía/)).toBeInTheDocument();
    expect(status).toHaveTextContent('Se quitaron los 2 ítems de su cotización.');
    expect(within(drawer).getByRole('button', { name: 'Deshacer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(store.getState().quote.lines.map((line) => line.name)).toEqual([
      'Invernadero túnel 1',
      'Kit de riego 3',
    ]);
    expect(within(drawer).getByRole('button', { name: 'Vaciar' })).toHaveFocus();
  });

  it('asks for the name and the city, each with its own message', async () => {
    const user = userEvent.setup();
    renderDrawer([tunnel]);
    await user.click(await screen.findByRole('button', { name: 'Enviar por WhatsApp' }));
    expect(await screen.findByText('Ingrese su nombre')).toBeInTheDocument();
    expect(screen.getByText('Ingrese su ciudad')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Su nombre/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar por WhatsApp' }));
    await waitFor(() => expect(screen.queryByText('Ingrese su nombre')).not.toBeInTheDocument());
    expect(screen.getByText('Ingrese su ciudad')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('sends one WhatsApp message and keeps the list', async () => {
    const user = userEvent.setup();
    const { store } = renderDrawer([tunnel, course]);
    await screen.findByText('Bs. 12.345,50 c/u');
    await user.type(screen.getByLabelText(/Su nombre/), 'Ana Pérez');
    await user.type(screen.getByLabelText(/Ciudad/), 'Sucre');
    await user.click(screen.getByRole('button', { name: 'Enviar por WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [url, target] = open.mock.calls[0] as [string, string];
    expect(target).toBe('_blank');
    expect(url.startsWith(`https://wa.me/${company.whatsapp}?text=`)).toBe(true);
    const text = decodeURIComponent(url.split('?text=')[1]);
    expect(text).toContain('2 × Invernadero túnel 1 — Bs. 12.345,50 c/u');
    expect(text).toContain(`${window.location.origin}/shared/service/curso-1`);
    expect(text).toContain('Total estimado: Bs. 25.191,00');
    expect(text).toContain('Nombre: Ana Pérez\nCiudad: Sucre');
    expect(store.getState().quote.lines).toHaveLength(2);
  });

  it('says when a price was last seen, when that was not just now', async () => {
    api.restore();
    // No connection: the lines stay as they were added (one offline, from data saved on 12/11).
    api = installFakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const seenOffline = new Date(2026, 10, 12, 14, 30).getTime();
    renderDrawer([
      { ...tunnel, seenAt: seenOffline },
      { ...course, seenAt: Date.now() },
    ]);
    const [offline, fresh] = await screen.findAllByRole('listitem');
    expect(within(offline).getByText('Precio visto el 12/11, 14:30')).toBeInTheDocument();
    expect(within(fresh).queryByText(/Precio visto/)).not.toBeInTheDocument();
  });
});
