import { makeProduct, makeService } from '@/testing/catalog-fixtures';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import type { Resource } from '@/lib/catalog-api';
import { useRelatedItems } from '../api';
import { RelatedItems } from './related-items';

const card = (item: { name: string }) => (
  <article>
    <h3>{item.name}</h3>
  </article>
);

/** The section as an item's page uses it: the items from the API, then the section. */
function Related({ resource, code }: { resource: Resource; code: string }) {
  const items = useRelatedItems({ resource, code }).currentData;
  return <RelatedItems resource={resource} items={items} renderCard={card} />;
}

describe('RelatedItems', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  it("shows a product's services under 'Servicios relacionados'", async () => {
    api = installFakeApi((url) =>
      url.pathname === '/api/products/c/carpa-solar/related'
        ? {
            body: [
              { ...makeService({ id: 7, name: 'Construcción de carpa solar' }), kind: 'service' },
              { ...makeService({ id: 8, name: 'Curso de manejo' }), kind: 'service' },
            ],
          }
        : undefined,
    );
    renderWithProviders(<Related resource="products" code="carpa-solar" />);
    const section = await screen.findByRole('region', { name: 'Servicios relacionados' });
    expect(section).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual([
      'Construcción de carpa solar',
      'Curso de manejo',
    ]);
  });

  it("names a service's products 'Productos relacionados'", async () => {
    api = installFakeApi(() => ({
      body: [{ ...makeProduct({ name: 'Tractor' }), kind: 'product' }],
    }));
    renderWithProviders(<Related resource="services" code="curso" />);
    expect(
      await screen.findByRole('heading', { name: 'Productos relacionados' }),
    ).toBeInTheDocument();
  });

  it('shows nothing when there are none', async () => {
    api = installFakeApi(() => ({ body: [] }));
    renderWithProviders(<Related resource="services" code="curso" />);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
