import { makePage, makeProduct, makeService } from '@/testing/catalog-fixtures';
import { installFakeApi, type FakeHandler } from '@/testing/fake-api';
import { renderWithProviders, screen } from '@/testing/test-utils';
import type { SearchResult } from '@/shared/schemas/search';
import { SearchResults } from './search-results';

const results: SearchResult[] = [
  { ...makeProduct({ id: 1, name: 'Invernadero túnel 8 × 30 m' }), kind: 'product' },
  { ...makeService({ id: 2, name: 'Construcción de invernadero túnel' }), kind: 'service' },
];

const answers: FakeHandler = (url) => {
  if (url.pathname !== '/api/search') return undefined;
  const found = url.searchParams.get('q') === 'tunel' ? results : [];
  return {
    body: { ...makePage(found, 0, found.length ? 1 : 0, 12), totalElements: found.length },
  };
};

function renderResults(q: string) {
  return renderWithProviders(
    <SearchResults
      q={q}
      pageIndex={0}
      renderCard={(result) => (
        <article>
          <h3>{result.name}</h3>
          <p>{result.kind === 'product' ? 'Producto' : 'Servicio'}</p>
        </article>
      )}
      renderPagination={() => null}
      pageHref={(page) => `/buscar?q=${q}&pagina=${page}`}
    />,
  );
}

describe('SearchResults', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  it('shows a card per result, each of its own kind, and how many there are', async () => {
    api = installFakeApi(answers);
    renderResults('tunel');
    expect(
      await screen.findByRole('heading', { name: 'Invernadero túnel 8 × 30 m' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Producto')).toBeInTheDocument();
    expect(screen.getByText('Servicio')).toBeInTheDocument();
    expect(screen.getByText('2 resultados')).toBeInTheDocument();
    expect(api.requests).toEqual(['/api/search?q=tunel&page=0&size=12']);
  });

  it('says there are no results for the query', async () => {
    api = installFakeApi(answers);
    renderResults('  zzqx  ');
    expect(await screen.findByText('Sin resultados para «zzqx»')).toBeInTheDocument();
    expect(api.requests).toEqual(['/api/search?q=zzqx&page=0&size=12']);
  });

  it('asks for two characters before searching', () => {
    api = installFakeApi(answers);
    renderResults('a');
    expect(screen.getByText('Escriba al menos 2 caracteres para buscar.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
