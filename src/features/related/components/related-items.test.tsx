import { makeProduct, makeService } from '@/testing/catalog-fixtures';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { RelatedItems } from './related-items';

const card = (item: { name: string }) => (
  <article>
    <h3>{item.name}</h3>
  </article>
);

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
    renderWithProviders(<RelatedItems resource="products" code="carpa-solar" renderCard={card} />);
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
    renderWithProviders(<RelatedItems resource="services" code="curso" renderCard={card} />);
    expect(
      await screen.findByRole('heading', { name: 'Productos relacionados' }),
    ).toBeInTheDocument();
  });

  it('shows nothing when there are none', async () => {
    api = installFakeApi(() => ({ body: [] }));
    renderWithProviders(<RelatedItems resource="services" code="curso" renderCard={card} />);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
