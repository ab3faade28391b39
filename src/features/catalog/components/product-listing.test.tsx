import { api as appApi } from '@/lib/api';
import { makePage, makeProduct } from '@/testing/catalog-fixtures';
import { installFakeApi, type FakeHandler } from '@/testing/fake-api';
import { installIntersectionObserver } from '@/testing/intersection-observer';
import { act, renderWithProviders, screen, userEvent, within } from '@/testing/test-utils';
import type { ItemSpecs } from '@/shared/schemas/specs';
import { PRODUCT_KIND } from '@/config/catalog-kinds';
import { useListingFilters } from '../use-listing-filters';
import { ProductListing } from './product-listing';

const LIST_PATH = '/api/products/category/a/2';
const productsOfPage = (page: number) =>
  Array.from({ length: 8 }, (_, i) =>
    makeProduct({ id: page * 8 + i + 1, name: `Producto ${page * 8 + i + 1}` }),
  );

/** Two full pages of eight products. */
const twoPages: FakeHandler = (url) => {
  if (url.pathname !== LIST_PATH) return undefined;
  const page = Number(url.searchParams.get('page'));
  return { body: makePage(productsOfPage(page), page, 2, 8) };
};

const actions = {
  onOrder: jest.fn(),
  onCopyLink: jest.fn(),
  onShowPhotos: jest.fn(),
  onAddToQuote: jest.fn(),
};
/** The listing as its page gives it: with the address's sort and filters. */
function Listing() {
  const filters = useListingFilters(PRODUCT_KIND, 'invernaderos');
  return <ProductListing group="invernaderos" filters={filters} {...actions} />;
}
const renderListing = () => renderWithProviders(<Listing />);
const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('ProductListing', () => {
  let observer: ReturnType<typeof installIntersectionObserver>;
  let api: ReturnType<typeof installFakeApi>;
  /** The list calls made (the group's specifications are asked for too, for 'Filtrar'). */
  const listRequests = () => api.requests.filter((request) => request.startsWith(LIST_PATH));

  beforeEach(() => {
    observer = installIntersectionObserver();
  });
  afterEach(() => {
    observer.restore();
    api.restore();
  });

  it('asks for the first page of 8, newest first, and shows its cards', async () => {
    api = installFakeApi(twoPages);
    renderListing();
    expect(screen.getByRole('status', { name: 'Cargando productos' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Producto 1' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(8);
    // The category's specifications (for the cards' highlighted ones) beside the page, once.
    expect(api.requests.sort()).toEqual([
      `${LIST_PATH}?page=0&size=8&order_by=created_at&order_direction=desc`,
      '/api/specs/products/2',
    ]);
  });

  it("shows the category's highlighted specifications on its cards", async () => {
    const specs = [
      { key: 'area_m2', label: 'Área', unit: 'm²', type: 'number', highlight: true },
      { key: 'largo_m', label: 'Largo', unit: 'm', type: 'number', highlight: false },
      { key: 'cubierta', label: 'Cubierta', unit: null, type: 'text', highlight: true },
    ].map((spec) => ({ ...spec, filterable: false }));
    api = installFakeApi((url) => {
      if (url.pathname === '/api/specs/products/2') return { body: { specs } };
      if (url.pathname !== LIST_PATH) return undefined;
      const values: ItemSpecs[] = [
        { area_m2: 480, largo_m: 40, cubierta: 'policarbonato' },
        { largo_m: 20 },
      ];
      const products = values.map((values, i) =>
        makeProduct({ id: i + 1, name: `Producto ${i + 1}`, specs: values }),
      );
      return { body: makePage(products, 0, 1, 8) };
    });
    renderListing();
    const first = await screen.findByRole('article', { name: 'Producto 1' });
    expect(await within(first).findByText('Área: 480 m²')).toBeInTheDocument();
    expect(within(first).getByText('Cubierta: policarbonato')).toBeInTheDocument();
    expect(within(first).queryByText(/Largo/)).not.toBeInTheDocument();
    // A product without values for them keeps the room of their lines, empty.
    const second = screen.getByRole('article', { name: 'Producto 2' });
    expect(within(second).getByRole('list')).toBeEmptyDOMElement();
  });

  it('loads the next page when the 6th card from the end scrolls into view, and stops at the last page', async () => {
    api = installFakeApi(twoPages);
    renderListing();
    await screen.findByRole('heading', { name: 'Producto 1' });

    const [marker] = observer.observed();
    expect(observer.observed()).toHaveLength(1);
    expect(within(marker as HTMLElement).getByRole('heading')).toHaveTextContent('Producto 3');

    act(() => observer.scrollIntoView(marker));
    expect(await screen.findByRole('heading', { name: 'Producto 16' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(16);
    expect(listRequests()[1]).toContain('page=1');

    // nextPage is -1 now: no marker is watched and no further page is asked for.
    expect(observer.observed()).toHaveLength(0);
    expect(
      screen.getByText('Estos son todos los productos de esta categoría.'),
    ).toBeInTheDocument();
    expect(listRequests()).toHaveLength(2);
  });

  it('watches no marker when a category has 6 products or fewer', async () => {
    api = installFakeApi((url) =>
      url.pathname === LIST_PATH
        ? { body: makePage(productsOfPage(0).slice(0, 5), 0, 1, 8) }
        : undefined,
    );
    renderListing();
    await screen.findByRole('heading', { name: 'Producto 5' });
    expect(observer.observed()).toHaveLength(0);
  });

  it('says so when the category is empty', async () => {
    api = installFakeApi((url) =>
      url.pathname === LIST_PATH ? { body: makePage([], 0, 0, 8) } : undefined,
    );
    renderListing();
    expect(
      await screen.findByText('Todavía no hay productos en esta categoría.'),
    ).toBeInTheDocument();
  });

  it('asks again for a next page that failed, the marker still in view, once the catalogue is fetched again', async () => {
    let failing = true;
    api = installFakeApi((url, method) =>
      failing && url.searchParams.get('page') === '1'
        ? { status: 503, body: { message: 'Sin conexión' } }
        : twoPages(url, method),
    );
    const { store } = renderListing();
    await screen.findByRole('heading', { name: 'Producto 1' });
    const [marker] = observer.observed();
    act(() => observer.scrollIntoView(marker));
    expect(await screen.findByText('No se pudieron cargar más productos')).toBeInTheDocument();

    // The signal is back: the app fetches what it shows again (src/lib/pwa/register.ts). The
    // visitor has not moved: the marker is where it was, in view.
    failing = false;
    await act(async () => {
      store.dispatch(appApi.util.invalidateTags(['Product']));
    });
    expect(await screen.findByRole('heading', { name: 'Producto 16' })).toBeInTheDocument();
    expect(screen.queryByText('No se pudieron cargar más productos')).not.toBeInTheDocument();
  });

  it("shows the error with 'Reintentar', which asks again", async () => {
    let failing = true;
    api = installFakeApi((url, method) =>
      failing
        ? { status: 500, body: { message: 'El servidor no responde' } }
        : twoPages(url, method),
    );
    renderListing();
    expect(await screen.findByRole('alert')).toHaveTextContent('El servidor no responde');

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Producto 1' })).toBeInTheDocument();
  });
});

describe('ProductListing sorted and filtered from the address', () => {
  const SPECS_PATH = '/api/specs/products/2';
  const specs = [
    {
      key: 'cubierta',
      label: 'Cubierta',
      unit: null,
      type: 'choice',
      choices: ['polietileno', 'policarbonato'],
      filterable: true,
      highlight: false,
    },
    {
      key: 'area_m2',
      label: 'Área',
      unit: 'm²',
      type: 'number',
      filterable: true,
      highlight: true,
    },
  ];
  let api: ReturnType<typeof installFakeApi>;
  let observer: ReturnType<typeof installIntersectionObserver>;
  beforeEach(() => {
    observer = installIntersectionObserver();
  });
  afterEach(() => {
    observer.restore();
    api.restore();
  });
  const listRequests = () => api.requests.filter((request) => request.startsWith(LIST_PATH));
  const renderAt = (route: string) =>
    renderWithProviders(<Listing />, { route, path: '/all/:group' });
  const handler =
    (matches: number): FakeHandler =>
    (url) => {
      if (url.pathname === SPECS_PATH) return { body: { specs } };
      if (url.pathname !== LIST_PATH) return undefined;
      const filtered = url.searchParams.has('f.cubierta');
      const items = filtered ? productsOfPage(0).slice(0, matches) : productsOfPage(0);
      return { body: { ...makePage(items, 0, 1, 8), totalElements: items.length } };
    };

  it('asks the API for the sort and filters of the address, and says which filter it left out', async () => {
    api = installFakeApi(handler(2));
    renderAt('/all/invernaderos?orden=precio-asc&cubierta=policarbonato&area_m2-desde=mucho');
    expect(await screen.findByRole('heading', { name: 'Producto 1' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(2);
    const [request] = listRequests();
    const asked = new URL(request!, 'http://localhost').searchParams;
    expect(asked.get('order_by')).toBe('price');
    expect(asked.get('order_direction')).toBe('asc');
    expect(asked.get('f.cubierta')).toBe('policarbonato');
    expect(asked.has('f.area_m2.min')).toBe(false);
    expect(screen.getByText('Se ignoró un filtro no válido')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('precio-asc');
    expect(screen.getByText('2 productos')).toBeInTheDocument();
  });

  it("changes the sort in the address, and 'Quitar filtros' shows the whole category again", async () => {
    api = installFakeApi(handler(0));
    const user = userEvent.setup();
    renderAt('/all/invernaderos?cubierta=polietileno');
    expect(
      await screen.findByRole('heading', { name: 'Ningún producto coincide con los filtros' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'nombre');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/all/invernaderos?orden=nombre&cubierta=polietileno',
    );
    await user.click(await screen.findByRole('button', { name: 'Quitar filtros' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/all\/invernaderos\?orden=nombre$/);
    expect(await screen.findByRole('heading', { name: 'Producto 8' })).toBeInTheDocument();
  });
});
