import type { FeedIssuesResponse } from '@/shared/schemas/feeds';
import { adminSessionState } from '@/testing/admin-session';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent, within } from '@/testing/test-utils';
import { FeedsPanel } from './feeds-panel';

jest.setTimeout(30_000);

const adminSession = adminSessionState();

function serve(body: FeedIssuesResponse) {
  return installFakeApi((url) =>
    url.pathname === '/api/admin/catalog/feed-issues' ? { body } : undefined,
  );
}

describe('FeedsPanel', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  it('shows both feed addresses, absolute, and copies one', async () => {
    api = serve({ total_in_feeds: 3, items: [] });
    const user = userEvent.setup();
    renderWithProviders(<FeedsPanel />, { preloadedState: adminSession });
    const origin = window.location.origin;
    expect(screen.getByText(`${origin}/feeds/meta.csv`)).toBeInTheDocument();
    expect(screen.getByText(`${origin}/feeds/google.xml`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar Google Merchant Center' }));
    expect(await navigator.clipboard.readText()).toBe(`${origin}/feeds/google.xml`);
  });

  it('lists the products left out with their reasons, each linked to its edit screen', async () => {
    api = serve({
      total_in_feeds: 1,
      items: [
        { id: 7, code: 'tractor-compacto', name: 'Tractor compacto', reasons: ['Precio oculto'] },
        {
          id: 9,
          code: 'bomba',
          name: 'Bomba de agua',
          reasons: ['Sin foto', 'Descripción de menos de 30 caracteres'],
        },
      ],
    });
    renderWithProviders(<FeedsPanel />, { preloadedState: adminSession });
    const table = await screen.findByRole('table', {
      name: 'Productos que no entran en los catálogos',
    });
    const tractor = within(table).getByRole('row', { name: 'Tractor compacto' });
    expect(within(tractor).getByRole('link', { name: 'tractor-compacto' })).toHaveAttribute(
      'href',
      '/admin/productos/7',
    );
    expect(within(tractor).getByText('Precio oculto')).toBeInTheDocument();
    const pump = within(table).getByRole('row', { name: 'Bomba de agua' });
    expect(
      within(pump).getByText('Sin foto · Descripción de menos de 30 caracteres'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ahora entra 1 producto\./)).toBeInTheDocument();
  });

  it('says so when every published product goes into the feeds', async () => {
    api = serve({ total_in_feeds: 4, items: [] });
    renderWithProviders(<FeedsPanel />, { preloadedState: adminSession });
    expect(
      await screen.findByText('Todos los productos publicados entran en los catálogos.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
