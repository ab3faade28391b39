import { adminSessionState } from '@/testing/admin-session';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent, within } from '@/testing/test-utils';
import type { Insights } from '@/shared/schemas/insights';
import { toCsv } from '../csv';
import { DemandScreen } from './demand-screen';

const zero = { total: 0, unique: 0, previous_total: 0, previous_unique: 0 };
const product = { id: 1, kind: 'product' as const, code: 'inv-01', name: 'Invernadero túnel' };
const service = { id: 7, kind: 'service' as const, code: 'riego-01', name: 'Instalación de riego' };

function insights(overrides: Partial<Insights> = {}): Insights {
  return {
    from: '2026-10-27',
    to: '2026-11-25',
    previous: { from: '2026-09-27', to: '2026-10-26' },
    totals: {
      view: { total: 120, unique: 80, previous_total: 100, previous_unique: 70 },
      quote_add: zero,
      quote_send: { total: 9, unique: 9, previous_total: 0, previous_unique: 0 },
      order: zero,
      share: zero,
      search: zero,
    },
    daily: [
      { day: '2026-11-24', view: 50, quote_add: 0, quote_send: 4, order: 0, share: 0, search: 0 },
      { day: '2026-11-25', view: 70, quote_add: 0, quote_send: 5, order: 0, share: 0, search: 0 },
    ],
    items: [
      {
        ...product,
        group: { id: 2, name: 'Invernaderos', urlpath: 'invernaderos' },
        views: 90,
        quotes: 9,
        orders: 3,
        shares: 1,
      },
    ],
    pairs: [{ a: product, b: service, count: 4 }],
    searches: [{ term: 'bomba solar', count: 6, no_results: 6 }],
    searches_without_results: [{ term: 'bomba solar', count: 6 }],
    ...overrides,
  };
}

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

const render = (answer: Insights) => {
  api = installFakeApi((url) =>
    url.pathname === '/api/admin/insights' ? { body: answer } : undefined,
  );
  return renderWithProviders(<DemandScreen />, { preloadedState: adminSessionState() });
};

describe('DemandScreen', () => {
  it('shows each total with its visitors and the change from the previous period', async () => {
    render(insights());
    const views = await screen.findByRole('group', { name: 'Vistas' });
    expect(views).toHaveTextContent('120');
    expect(views).toHaveTextContent('80 visitantes · +20');
    expect(screen.getByRole('group', { name: 'Cotizaciones enviadas' })).toHaveTextContent('nuevo');
    expect(api.requests[0]).toMatch(/^\/api\/admin\/insights\?from=\d{4}-\d{2}-\d{2}&to=/);
  });

  it("lists the items quoted together and what visitors search for and don't find", async () => {
    render(insights());
    const pairs = await screen.findByRole('table', { name: 'Se cotizan juntos' });
    const row = within(pairs).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Invernadero túnel');
    expect(row).toHaveTextContent('Instalación de riego');
    expect(row).toHaveTextContent('4');
    expect(
      within(screen.getByRole('table', { name: 'Búsquedas sin resultados' })).getByText(
        'bomba solar',
      ),
    ).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Lo más visto, cotizado y pedido' });
    expect(within(items).getByRole('link', { name: 'Invernadero túnel' })).toHaveAttribute(
      'href',
      '/shared/product/inv-01',
    );
    expect(within(items).getAllByRole('row')[1]).toHaveTextContent(/10\s?%/); // 9 of 90 viewed
  });

  it('says in one line what the counts cannot defend against', async () => {
    render(insights());
    expect(
      await screen.findByText(/muchos teléfonos reales de personas distintas/),
    ).toHaveTextContent(/una vista, un pedido y un compartido por ítem y por día/);
  });

  it('asks again for another period', async () => {
    render(insights());
    await screen.findByRole('group', { name: 'Vistas' });
    await userEvent.click(screen.getByRole('button', { name: '7 días' }));
    expect(screen.getByRole('button', { name: '7 días' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests.length).toBeGreaterThan(1);
  });

  it('explains what will appear while nothing has been counted', async () => {
    const empty = insights({
      totals: {
        view: zero,
        quote_add: zero,
        quote_send: zero,
        order: zero,
        share: zero,
        search: zero,
      },
      items: [],
      pairs: [],
      searches: [],
      searches_without_results: [],
    });
    render(empty);
    expect(
      await screen.findByText('Aún no hay datos de demanda en este período'),
    ).toBeInTheDocument();
    expect(screen.getByText(/sin cookies ni datos personales/)).toBeInTheDocument();
  });
});

describe('toCsv', () => {
  it('writes Excel-in-Spanish CSV: BOM, semicolons, decimal commas, quoted cells, no formulas', () => {
    expect(
      toCsv(
        ['Búsqueda', 'Tasa'],
        [
          ['riego; goteo', 12.5],
          ['=HIPERVINCULO("x")', 3],
        ],
      ),
    ).toBe('\uFEFFBúsqueda;Tasa\r\n"riego; goteo";12,5\r\n"\'=HIPERVINCULO(""x"")";3\r\n');
  });
});
