import { Route, Routes, useLocation } from 'react-router-dom';
import { makeProduct, makeService } from '@/testing/catalog-fixtures';
import {
  fireEvent,
  renderWithProviders,
  screen,
  userEvent,
  waitFor,
  within,
} from '@/testing/test-utils';
import { PRODUCT_KIND, SERVICE_KIND, type CatalogKind } from '@/config/catalog-kinds';
import type { Product, Service } from '@/shared/schemas/catalog-item';
import type { Spec } from '@/shared/schemas/specs';
import { CatalogItemCard } from './catalog-item-card';

function DetailProbe() {
  const location = useLocation();
  const state = location.state as { id?: number; preview?: { name?: string } } | null;
  return <p>{`Detalle de ${state?.id} con ${state?.preview?.name}`}</p>;
}

/**
 * A card on its listing's page (`listing`), with the item pages behind it: the probe shows the
 * navigation state a card passes on.
 */
function renderCard<T extends Product | Service>(
  item: T,
  kind: CatalogKind = PRODUCT_KIND,
  listing = '/all/invernaderos',
  cardSpecs?: readonly Spec[],
) {
  const actions = {
    onOrder: jest.fn(),
    onCopyLink: jest.fn(),
    onShowPhotos: jest.fn(),
    onIntent: jest.fn(),
    onAddToQuote: jest.fn(),
  };
  const view = renderWithProviders(
    <Routes>
      <Route
        path={listing}
        element={<CatalogItemCard kind={kind} item={item} cardSpecs={cardSpecs} {...actions} />}
      />
      <Route path="/shared/:kind/:code" element={<DetailProbe />} />
    </Routes>,
    { route: listing },
  );
  return { ...view, actions, item };
}

describe('CatalogItemCard of a product', () => {
  it('shows the name, the picture and the price in bolivianos', () => {
    renderCard(
      makeProduct({
        name: 'Invernadero capilla',
        default_image: 'cubierta',
        price_id: { visible: true, totalPrice: 12345.5 },
      }),
    );
    const card = screen.getByRole('article', { name: 'Invernadero capilla' });
    expect(within(card).getByRole('heading', { name: 'Invernadero capilla' })).toBeInTheDocument();
    expect(within(card).getByText('Bs. 12.345,50')).toBeInTheDocument();
    const image = within(card).getByRole('img', { name: 'Invernadero capilla' });
    expect(image).toHaveAttribute('src', '/api/products/images/300/cubierta');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('loading', 'lazy');
    // Not the listing's first picture: it never takes bandwidth from it, even in view.
    expect(image).toHaveAttribute('fetchpriority', 'low');
    expect(within(card).getByText('ver más')).toBeInTheDocument();
  });

  it('hides a price that is not visible', () => {
    renderCard(makeProduct({ price_id: { visible: false, totalPrice: 5000 } }));
    expect(screen.queryByText(/Bs\./)).not.toBeInTheDocument();
    expect(screen.getByText('Precio a consultar')).toBeInTheDocument();
  });

  it('shows a placeholder when the product has no picture', () => {
    renderCard(makeProduct({ name: 'Sembradora', default_image: null }));
    const placeholder = screen.getByRole('img', { name: 'Sembradora' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(screen.getByText('Sin imagen')).toBeInTheDocument();
  });

  it('names each icon button with its tooltip text', async () => {
    renderCard(makeProduct());
    expect(screen.getByRole('button', { name: 'Copiar link del producto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver fotos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver producto' })).toHaveAttribute(
      'href',
      '/shared/product/invernadero-1',
    );
    expect(screen.getByRole('button', { name: 'Realizar pedido' })).toBeInTheDocument();

    await userEvent.hover(screen.getByRole('button', { name: 'Ver fotos' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ver fotos');
  });

  it('hands the product to each action without leaving the listing', async () => {
    const { actions, item: product } = renderCard(makeProduct());
    await userEvent.click(screen.getByRole('button', { name: 'Realizar pedido' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copiar link del producto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver fotos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar a la cotización' }));
    expect(actions.onOrder).toHaveBeenCalledWith(product);
    expect(actions.onAddToQuote).toHaveBeenCalledWith(product);
    expect(actions.onCopyLink).toHaveBeenCalledWith(product);
    expect(actions.onShowPhotos).toHaveBeenCalledWith(product);
    expect(screen.getByTestId('location')).toHaveTextContent('/all/invernaderos');
  });

  it("shows 'Ver fotos' busy until the photos open, and takes no second tap meanwhile", async () => {
    const { actions } = renderCard(makeProduct());
    let opened = () => {};
    actions.onShowPhotos.mockImplementation(
      () => new Promise<void>((resolve) => (opened = resolve)),
    );
    const photos = screen.getByRole('button', { name: 'Ver fotos' });
    expect(photos).not.toHaveAttribute('aria-busy');
    await userEvent.click(photos);
    expect(photos).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(photos);
    expect(actions.onShowPhotos).toHaveBeenCalledTimes(1);
    opened();
    await waitFor(() => expect(photos).not.toHaveAttribute('aria-busy'));
    expect(photos).toHaveFocus();
  });

  it('opens the detail with the product in the navigation state when the card is clicked', async () => {
    renderCard(makeProduct({ id: 42, code: 'invernadero-capilla' }));
    await userEvent.click(screen.getByText('Bs. 12.345,50'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/shared/product/invernadero-capilla',
      ),
    );
    expect(screen.getByText('Detalle de 42 con Invernadero túnel 42')).toBeInTheDocument();
  });

  it('tells the page a visitor may open the product: pointer on the card, focus in it, touch', async () => {
    const { actions, item: product } = renderCard(makeProduct());
    expect(actions.onIntent).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('article'));
    expect(actions.onIntent).toHaveBeenCalledWith(product);
    actions.onIntent.mockClear();
    await userEvent.tab();
    expect(actions.onIntent).toHaveBeenCalledWith(product);
  });

  it("does not take a touch on one of the card's buttons for a visit: only one on the card", () => {
    const { actions, item: product } = renderCard(makeProduct());
    const card = screen.getByRole('article');
    const add = within(card).getByRole('button', { name: 'Agregar a la cotización' });
    fireEvent.pointerOver(add, { pointerType: 'touch' });
    fireEvent.pointerDown(add, { pointerType: 'touch' });
    fireEvent.touchStart(add);
    fireEvent.focusIn(add);
    fireEvent.click(add);
    expect(actions.onIntent).not.toHaveBeenCalled();
    fireEvent.touchStart(within(card).getByRole('img'));
    expect(actions.onIntent).toHaveBeenCalledWith(product);
  });
});

const renderServiceCard = (service = makeService()) =>
  renderCard(service, SERVICE_KIND, '/service/cursos');

describe('CatalogItemCard of a service', () => {
  it('shows the service with its price and the service wording', () => {
    renderServiceCard(
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
    renderServiceCard();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Copiar link del servicio' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copiar link del servicio');
  });

  it('requests the service and opens its detail', async () => {
    const { actions } = renderServiceCard(
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

describe("CatalogItemCard's highlighted specifications", () => {
  const highlighted: Spec[] = [
    {
      key: 'area_m2',
      label: 'Área',
      unit: 'm²',
      type: 'number',
      filterable: true,
      highlight: true,
    },
    {
      key: 'cubierta',
      label: 'Cubierta',
      unit: null,
      type: 'choice',
      choices: ['polietileno', 'policarbonato'],
      filterable: true,
      highlight: true,
    },
  ];
  const facts = (card: HTMLElement) =>
    within(card)
      .queryAllByRole('listitem')
      .map((line) => line.textContent);

  it("shows the group's highlighted specifications under the price, label and value", () => {
    renderCard(
      makeProduct({ specs: { cubierta: 'policarbonato', area_m2: 480, largo_m: 40 } }),
      PRODUCT_KIND,
      '/all/invernaderos',
      highlighted,
    );
    const card = screen.getByRole('article');
    expect(facts(card)).toEqual(['Área: 480 m²', 'Cubierta: policarbonato']);
    // Under the price, before the card's buttons.
    const price = within(card).getByText('Bs. 12.345,50');
    const area = within(card).getByText('Área: 480 m²');
    expect(price.compareDocumentPosition(area) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves out a highlighted specification the item has no value for', () => {
    renderCard(
      makeProduct({ specs: { area_m2: 1250.5 } }),
      PRODUCT_KIND,
      '/all/invernaderos',
      highlighted,
    );
    expect(facts(screen.getByRole('article'))).toEqual(['Área: 1.250,5 m²']);
  });

  it('shows no specifications where the card is given none (search results)', () => {
    renderCard(makeProduct({ specs: { area_m2: 480 } }));
    const card = screen.getByRole('article');
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Área/)).not.toBeInTheDocument();
  });

  it("shows a service's yes/no in Spanish", () => {
    renderCard(makeService({ specs: { certificado: true } }), SERVICE_KIND, '/service/cursos', [
      {
        key: 'certificado',
        label: 'Certificado',
        unit: null,
        type: 'boolean',
        filterable: true,
        highlight: true,
      },
    ]);
    expect(facts(screen.getByRole('article'))).toEqual(['Certificado: Sí']);
  });
});
