import { BRAND } from '@/shared/brand';
import { makeImageNames, makeService } from '@/testing/catalog-fixtures';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent } from '@/testing/test-utils';
import { SERVICE_KIND } from '@/config/catalog-kinds';
import { CatalogItemPage } from './catalog-item-page';

const service = makeService({
  id: 9,
  code: 'curso-de-riego',
  name: 'Curso de riego por goteo',
  price_id: { visible: false, totalPrice: 0 },
});

describe('CatalogItemPage of a service', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  it('shows a service opened from its share link', async () => {
    api = installFakeApi((url) => {
      if (url.pathname === '/api/services/c/curso-de-riego') return { body: service };
      if (url.pathname === '/api/services/images/names/9') return { body: makeImageNames(2) };
      return undefined;
    });
    const onOrder = jest.fn();
    const onAddToQuote = jest.fn();
    renderWithProviders(
      <CatalogItemPage
        kind={SERVICE_KIND}
        code="curso-de-riego"
        onOrder={onOrder}
        onShare={jest.fn()}
        onAddToQuote={onAddToQuote}
      />,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Curso de riego por goteo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Precio a consultar')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Curso de riego por goteo — foto 1 de 2' }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`Curso de riego por goteo | ${BRAND}`);
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar servicio' }));
    expect(onOrder).toHaveBeenCalledWith(service);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar a la cotización' }));
    expect(onAddToQuote).toHaveBeenCalledWith(service);
  });

  it('says the service was not found for an unknown code', async () => {
    api = installFakeApi(() => undefined);
    renderWithProviders(
      <CatalogItemPage
        kind={SERVICE_KIND}
        code="borrado"
        onOrder={jest.fn()}
        onShare={jest.fn()}
        onAddToQuote={jest.fn()}
      />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Servicio no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
