import { makePage, makeService } from '@/testing/catalog-fixtures';
import { installFakeApi, type FakeHandler } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@/testing/test-utils';
import { SERVICE_KIND } from '@/config/catalog-kinds';
import { useListingFilters } from '../use-listing-filters';
import { ServiceListing } from './service-listing';

const LIST_PATH = '/api/services/type/a/3';
const TOTAL_PAGES = 3;

/** Three pages of 12 services; a page past the end is empty, as the server answers. */
const threePages: FakeHandler = (url) => {
  if (url.pathname !== LIST_PATH) return undefined;
  const page = Number(url.searchParams.get('page'));
  const content =
    page < TOTAL_PAGES
      ? Array.from({ length: 12 }, (_, i) =>
          makeService({ id: page * 12 + i + 1, name: `Servicio ${page * 12 + i + 1}` }),
        )
      : [];
  return { body: makePage(content, page, TOTAL_PAGES, 12) };
};

const actions = {
  onOrder: jest.fn(),
  onCopyLink: jest.fn(),
  onShowPhotos: jest.fn(),
  onAddToQuote: jest.fn(),
};

/** The listing as its page gives it: with the address's sort and filters. */
function Listing() {
  const filters = useListingFilters(SERVICE_KIND, 'cursos');
  return <ServiceListing group="cursos" filters={filters} {...actions} />;
}

function renderAt(route: string) {
  return renderWithProviders(<Listing />, {
    route,
    path: '/service/:group',
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('ServiceListing', () => {
  let api: ReturnType<typeof installFakeApi>;
  /** The list calls made (the group's specifications are asked for too, for 'Filtrar'). */
  const listRequests = () => api.requests.filter((request) => request.startsWith(LIST_PATH));
  const scrollTo = jest.fn();

  beforeEach(() => {
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    scrollTo.mockClear();
  });
  afterEach(() => api.restore());

  it('shows page 2 of the address, asking the server for the zero-based page 1', async () => {
    api = installFakeApi(threePages);
    renderAt('/service/cursos?pagina=2');
    expect(await screen.findByRole('heading', { name: 'Servicio 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    // The type's specifications (for the cards' highlighted ones) beside the page, once.
    expect(api.requests.sort()).toEqual([
      `${LIST_PATH}?page=1&size=12&order_by=created_at&order_direction=desc`,
      '/api/specs/services/3',
    ]);
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('starts at page 1 without ?pagina, with Anterior disabled', async () => {
    api = installFakeApi(threePages);
    renderAt('/service/cursos');
    expect(await screen.findByRole('heading', { name: 'Servicio 1' })).toBeInTheDocument();
    expect(api.requests[0]).toContain('page=0');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      '/service/cursos?pagina=2',
    );
  });

  it.each(['abc', '0', '-1', '1.5'])(
    'treats ?pagina=%s as page 1 and cleans the address',
    async (value) => {
      api = installFakeApi(threePages);
      renderAt(`/service/cursos?pagina=${value}`);
      expect(await screen.findByRole('heading', { name: 'Servicio 1' })).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/service/cursos'));
      expect(listRequests().every((request) => request.includes('page=0'))).toBe(true);
    },
  );

  it('moves a page past the end to the last page', async () => {
    api = installFakeApi(threePages);
    renderAt('/service/cursos?pagina=9');
    await waitFor(() => expect(location()).toBe('/service/cursos?pagina=3'));
    expect(await screen.findByRole('heading', { name: 'Servicio 25' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('changes page from the numbered links, keeps it in the address and scrolls to the top', async () => {
    api = installFakeApi(threePages);
    renderAt('/service/cursos');
    await screen.findByRole('heading', { name: 'Servicio 1' });

    const pagination = () => screen.getByRole('navigation', { name: 'Paginación' });
    await userEvent.click(within(pagination()).getByRole('link', { name: 'Página 3' }));
    expect(await screen.findByRole('heading', { name: 'Servicio 25' })).toBeInTheDocument();
    expect(location()).toBe('/service/cursos?pagina=3');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    await userEvent.click(within(pagination()).getByRole('link', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { name: 'Servicio 13' })).toBeInTheDocument();
    expect(location()).toBe('/service/cursos?pagina=2');
  });

  it('says so when the type has no services', async () => {
    api = installFakeApi((url) =>
      url.pathname === LIST_PATH ? { body: makePage([], 0, 0, 12) } : undefined,
    );
    renderAt('/service/cursos');
    expect(
      await screen.findByText('Todavía no hay servicios en esta categoría.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });
});
