import { makeService } from '@/testing/catalog-fixtures';
import { renderWithProviders, screen, userEvent, waitFor } from '@/testing/test-utils';
import { SERVICE_KIND } from '@/config/catalog-kinds';
import { CatalogItemCard } from './catalog-item-card';

function renderCard(service = makeService()) {
  const actions = {
    onOrder: jest.fn(),
    onCopyLink: jest.fn(),
    onShowPhotos: jest.fn(),
    onAddToQuote: jest.fn(),
  };
  return {
    ...renderWithProviders(<CatalogItemCard kind={SERVICE_KIND} item={service} {...actions} />, {
      route: '/service/cursos',
    }),
    actions,
  };
}

describe('CatalogItemCard of a service', () => {
  it('shows the service with its price and the service wording', () => {
    renderCard(
      makeService({ name: 'Curso de fertirriego', price_id: { visible: true, totalPrice: 1500 } }),
    );
    expect(screen.getByRole('heading', { name: 'Curso de fertirriego' })).toBeInTheDocument();
    expect(screen.getByText('Bs. 1.500,00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Curso de fertirriego' })).toHaveAttribute(
      'src',
      '/api/services/images/300/service-cover-1',
    );
    expect(screen.getByRole('button', { name: 'Copiar link del servicio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver fotos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver servicio' })).toHaveAttribute(
      'href',
      '/shared/service/curso-1',
    );
    expect(screen.getByRole('button', { name: 'Solicitar servicio' })).toBeInTheDocument();
  });

  it('shows the tooltip of the copy button on focus', async () => {
    renderCard();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Copiar link del servicio' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copiar link del servicio');
  });

  it('requests the service and opens its detail', async () => {
    const { actions } = renderCard(
      makeService({ id: 7, code: 'asesoria-en-riego', name: 'Asesoría en riego' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar servicio' }));
    expect(actions.onOrder).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/service/cursos');

    await userEvent.click(screen.getByRole('heading', { name: 'Asesoría en riego' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/shared/service/asesoria-en-riego'),
    );
  });
});
