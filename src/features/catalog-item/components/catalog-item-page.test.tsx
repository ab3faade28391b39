import { BRAND } from '@/shared/brand';
import { makeImageNames, makeProduct, makeService } from '@/testing/catalog-fixtures';
import { installFakeApi } from '@/testing/fake-api';
import {
  makeStore,
  renderWithProviders,
  screen,
  userEvent,
  waitFor,
  within,
} from '@/testing/test-utils';
import { seedApiCache } from '@/stores/root-reducer';
import { PRODUCT_KIND, SERVICE_KIND, type CatalogKind } from '@/config/catalog-kinds';
import type { CardItem, Product } from '@/shared/schemas/catalog-item';
import type { Spec } from '@/shared/schemas/specs';
import { groupSpecsArg } from '@/lib/specs-api';
import { FETCHED_AT_HEADER, OFFLINE_META } from '@/sw/cache-rules';
import { catalogApi } from '@/lib/catalog-api';
import { act } from '@testing-library/react';
import { CatalogItemPage } from './catalog-item-page';

const product = makeProduct({
  id: 42,
  code: 'invernadero-capilla',
  name: 'Invernadero capilla',
  description: '<p>Estructura <strong>galvanizada</strong> de 400 m².</p>',
  price_id: { visible: true, totalPrice: 12345.5 },
});

/** The product as a prerendered results page's card hands it over: without its description. */
const { description: _handedWithout, ...resultCard } = product;

function serve(imageCount: number) {
  return installFakeApi((url) => {
    if (url.pathname === '/api/products/c/invernadero-capilla') return { body: product };
    if (url.pathname === '/api/products/images/names/42')
      return { body: makeImageNames(imageCount) };
    return undefined;
  });
}

/** An item page as its share link opens it; returns its action handlers. */
function renderDetail(
  code = 'invernadero-capilla',
  { kind = PRODUCT_KIND, preview }: { kind?: CatalogKind; preview?: CardItem } = {},
) {
  const handlers = { onOrder: jest.fn(), onShare: jest.fn(), onAddToQuote: jest.fn() };
  renderWithProviders(<CatalogItemPage kind={kind} code={code} preview={preview} {...handlers} />, {
    route: kind.publicHref(code),
  });
  return handlers;
}

const renderedPhotos = () =>
  screen.queryAllByRole('img', { hidden: true }).filter((img) => img.tagName === 'IMG');

describe('CatalogItemPage of a product', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  it('shows what the listing handed over at once and asks for the item and its pictures together', async () => {
    api = serve(2);
    renderDetail('invernadero-capilla', { preview: product });
    // Before any answer: the name, the price, the actions and the first picture.
    expect(screen.getByRole('heading', { level: 1, name: 'Invernadero capilla' })).toBeVisible();
    expect(screen.getByText('Bs. 12.345,50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    expect(renderedPhotos()).toHaveLength(1);
    expect(screen.queryByText('1 / 2')).not.toBeInTheDocument();

    expect(await screen.findByText('1 / 2')).toBeInTheDocument();
    expect(api.requests).toEqual(
      expect.arrayContaining([
        '/api/products/c/invernadero-capilla',
        '/api/products/images/names/42',
      ]),
    );
  });

  it('shows the product found by its code, with its description as HTML and a way back', async () => {
    api = serve(3);
    const { onOrder, onShare } = renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invernadero capilla' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bs. 12.345,50')).toBeInTheDocument();
    expect(screen.getByText('galvanizada').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Volver a Invernaderos' })).toHaveAttribute(
      'href',
      '/all/invernaderos',
    );
    expect(document.title).toBe(`Invernadero capilla | ${BRAND}`);

    await userEvent.click(screen.getByRole('button', { name: 'Realizar pedido' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(onOrder).toHaveBeenCalledWith(product);
    expect(onShare).toHaveBeenCalledWith(product);
  });

  it("moves through the photos with 'Siguiente' and 'Atras', rendering only those near the active one", async () => {
    api = serve(6);
    renderDetail();
    expect(
      await screen.findByRole('img', { name: 'Invernadero capilla — foto 1 de 6' }),
    ).toHaveAttribute('src', '/api/products/images/700/foto-1-abcdefgh');
    expect(renderedPhotos()).toHaveLength(3);
    const back = screen.getByRole('button', { name: 'Atras' });
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(back).toBeDisabled();

    await userEvent.click(next);
    await userEvent.click(next);
    expect(screen.getByText('3 / 6')).toBeInTheDocument();
    expect(renderedPhotos().map((img) => img.getAttribute('alt'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Invernadero capilla — foto ${n} de 6`),
    );

    await userEvent.click(next);
    await userEvent.click(next);
    await userEvent.click(next);
    expect(screen.getByText('6 / 6')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(renderedPhotos()).toHaveLength(3);

    await userEvent.click(back);
    expect(screen.getByText('5 / 6')).toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it("counts a visitor's view of a published product, and not an admin's look at a draft", async () => {
    // The browser's beacon, which carries the demand events (src/lib/events.ts).
    const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    try {
      api = serve(1);
      renderDetail();
      await screen.findByRole('heading', { level: 1, name: 'Invernadero capilla' });
      await waitFor(() => expect(sendBeacon).toHaveBeenCalledWith('/api/events', expect.any(Blob)));
      api.restore();
      sendBeacon.mockClear();

      const draft = makeProduct({ ...product, id: 43, code: 'borrador', published: false });
      api = installFakeApi((url) => {
        if (url.pathname === '/api/products/c/borrador') return { body: draft };
        if (url.pathname === '/api/products/images/names/43') return { body: makeImageNames(1) };
        return undefined;
      });
      renderDetail('borrador');
      expect(
        await screen.findAllByRole('heading', { level: 1, name: 'Invernadero capilla' }),
      ).not.toHaveLength(0);
      await waitFor(() => expect(api.requests).toContain('/api/products/images/names/43'));
      expect(sendBeacon).not.toHaveBeenCalled();
    } finally {
      // jsdom has no beacon of its own.
      delete (navigator as Partial<Navigator>).sendBeacon;
    }
  });

  it('says the product was not found for an unknown code, with a link home', async () => {
    api = serve(0);
    renderDetail('no-existe');
    expect(
      await screen.findByRole('heading', { name: 'Producto no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.title).toBe(`Producto no encontrado | ${BRAND}`);
  });

  it("keeps what the card handed over without a network, says so, and brings the rest with 'Reintentar'", async () => {
    let signal = false;
    api = installFakeApi((url) => {
      // fetch rejects without a network, as the browser's does; RTK Query's timeout on a signal
      // that never answers ends the call the same way (a connection error).
      if (!signal) throw new TypeError('Failed to fetch');
      if (url.pathname === '/api/products/c/invernadero-capilla') return { body: product };
      if (url.pathname === '/api/products/images/names/42') return { body: makeImageNames(2) };
      return undefined;
    });
    renderDetail('invernadero-capilla', { preview: product });

    expect(
      await screen.findByText(
        'Sin conexión: se muestran los datos de la lista. Las fotos y los datos al día llegarán con la señal.',
      ),
    ).toBeInTheDocument();
    // The item stays, with its first picture (not 'sin fotos') and its actions.
    expect(screen.getByRole('heading', { level: 1, name: 'Invernadero capilla' })).toBeVisible();
    expect(screen.getByText('Bs. 12.345,50')).toBeInTheDocument();
    expect(screen.getByText('galvanizada').tagName).toBe('STRONG');
    expect(renderedPhotos()).toHaveLength(1);
    expect(screen.queryByRole('img', { name: /sin fotos/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Se necesita conexión a internet')).not.toBeInTheDocument();

    signal = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('1 / 2')).toBeInTheDocument();
    expect(screen.queryByText(/^Sin conexión/)).not.toBeInTheDocument();
  });

  it('shows the description of an item a results card handed over without one once it comes', async () => {
    api = serve(2);
    renderDetail('invernadero-capilla', { preview: resultCard });
    expect(screen.getByRole('heading', { level: 1, name: 'Invernadero capilla' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Descripción' })).toBeVisible();
    expect(screen.queryByText('galvanizada')).not.toBeInTheDocument();
    expect((await screen.findByText('galvanizada')).tagName).toBe('STRONG');
  });

  it('says the description comes with the signal when a results card handed over none', async () => {
    api = installFakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderDetail('invernadero-capilla', { preview: resultCard });
    expect(await screen.findByText('La descripción llegará con la señal.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Invernadero capilla' })).toBeVisible();
    expect(screen.getByText('Bs. 12.345,50')).toBeInTheDocument();
  });

  it('says it needs a network when there is nothing of the item to show', async () => {
    api = installFakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderDetail('invernadero-capilla');
    expect(await screen.findByText('Se necesita conexión a internet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('says at once that a deleted product is gone when its page came with that answer, without asking again', () => {
    api = serve(0);
    const store = makeStore();
    seedApiCache(store.dispatch, {
      answers: [],
      missing: [
        { endpointName: 'catalogItemByCode', arg: { code: 'borrado', resource: 'products' } },
      ],
    });
    const handlers = { onOrder: jest.fn(), onShare: jest.fn(), onAddToQuote: jest.fn() };
    renderWithProviders(<CatalogItemPage kind={PRODUCT_KIND} code="borrado" {...handlers} />, {
      route: PRODUCT_KIND.publicHref('borrado'),
      store,
    });
    // The first render, as the server's: no skeleton in between.
    expect(screen.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
    expect(api.requests).toEqual([]);
  });
});

/** Runs `run` with a stand-in for the browser's beacon (src/lib/events.ts sends the events). */
async function withBeacon(run: (sent: () => string[]) => Promise<void>) {
  const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  try {
    await run(() => sendBeacon.mock.calls.map(([url]) => url));
  } finally {
    // jsdom has no beacon of its own.
    delete (navigator as Partial<Navigator>).sendBeacon;
  }
}

describe("CatalogItemPage's view count, on the server's word only", () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  const savedAt = String(Date.now() - 60 * 60 * 1000);
  const renderWith = (code: string, store = makeStore(), preview?: CardItem) => {
    const handlers = { onOrder: jest.fn(), onShare: jest.fn(), onAddToQuote: jest.fn() };
    renderWithProviders(
      <CatalogItemPage kind={PRODUCT_KIND} code={code} preview={preview} {...handlers} />,
      { route: PRODUCT_KIND.publicHref(code), store },
    );
    return store;
  };
  const askAgain = (store: ReturnType<typeof makeStore>, id: number) =>
    act(() => {
      store.dispatch(catalogApi.util.invalidateTags([{ type: 'Product', id }]));
    });

  it("sends no view for the service worker's saved copy, and one once the server answered", async () => {
    const item = makeProduct({ ...product, id: 51, code: 'guardado' });
    let server = false;
    api = installFakeApi((url) => {
      if (url.pathname === '/api/products/c/guardado')
        return server ? { body: item } : { body: item, headers: { [FETCHED_AT_HEADER]: savedAt } };
      if (url.pathname === '/api/products/images/names/51') return { body: makeImageNames(1) };
      return undefined;
    });
    await withBeacon(async (sent) => {
      const store = renderWith('guardado', makeStore(), item);
      expect(await screen.findByText('1 / 1')).toBeInTheDocument();
      // Shown from the phone: the item may be gone on the server, which would refuse the view.
      expect(sent()).toHaveLength(0);

      server = true;
      const asked = api.requests.length;
      askAgain(store, 51);
      await waitFor(() => expect(api.requests.length).toBeGreaterThan(asked));
      await waitFor(() => expect(sent()).toEqual(['/api/events']));

      // Once per page: the server answering again counts nothing more.
      const again = api.requests.length;
      askAgain(store, 51);
      await waitFor(() => expect(api.requests.length).toBeGreaterThan(again));
      await screen.findByRole('heading', { level: 1, name: 'Invernadero capilla' });
      expect(sent()).toHaveLength(1);
    });
  });

  it("sends no view for what a card handed over before the server's answer, nor for an item it says is gone", async () => {
    const gone = makeProduct({ ...product, id: 52, code: 'borrado-hace-poco' });
    api = installFakeApi(() => undefined); // every call: 404
    await withBeacon(async (sent) => {
      renderWith('borrado-hace-poco', makeStore(), gone);
      expect(screen.getByRole('heading', { level: 1, name: 'Invernadero capilla' })).toBeVisible();
      expect(
        await screen.findByRole('heading', { name: 'Producto no encontrado' }),
      ).toBeInTheDocument();
      expect(sent()).toHaveLength(0);
    });
  });

  it('sends no view for the data inside a page shown from its saved copy until the server answers', async () => {
    const item = makeProduct({ ...product, id: 53, code: 'pagina-guardada' });
    api = installFakeApi((url) => {
      if (url.pathname === '/api/products/c/pagina-guardada') return { body: item };
      if (url.pathname === '/api/products/images/names/53') return { body: makeImageNames(1) };
      return undefined;
    });
    // The worker's mark on a page it served from the phone (src/sw/page-copies.ts).
    const mark = document.createElement('meta');
    mark.name = OFFLINE_META;
    mark.content = savedAt;
    document.head.append(mark);
    try {
      await withBeacon(async (sent) => {
        const store = makeStore();
        seedApiCache(store.dispatch, {
          answers: [
            {
              endpointName: 'catalogItemByCode',
              arg: { resource: 'products', code: 'pagina-guardada' },
              value: item,
            },
          ],
          missing: [],
        });
        renderWith('pagina-guardada', store);
        expect(
          screen.getByRole('heading', { level: 1, name: 'Invernadero capilla' }),
        ).toBeVisible();
        await waitFor(() => expect(api.requests).toContain('/api/products/images/names/53'));
        expect(api.requests).not.toContain('/api/products/c/pagina-guardada');
        expect(sent()).toHaveLength(0);

        // The signal is back (src/lib/pwa/register.ts asks again): the server's answer counts.
        askAgain(store, 53);
        await waitFor(() => expect(sent()).toEqual(['/api/events']));
      });
    } finally {
      mark.remove();
    }
  });

  it('counts the view of a page the server sent with its data, without asking again', async () => {
    const item = makeProduct({ ...product, id: 54, code: 'pagina-del-servidor' });
    api = installFakeApi((url) =>
      url.pathname === '/api/products/images/names/54' ? { body: makeImageNames(1) } : undefined,
    );
    await withBeacon(async (sent) => {
      const store = makeStore();
      seedApiCache(store.dispatch, {
        answers: [
          {
            endpointName: 'catalogItemByCode',
            arg: { resource: 'products', code: 'pagina-del-servidor' },
            value: item,
          },
        ],
        missing: [],
      });
      renderWith('pagina-del-servidor', store);
      await waitFor(() => expect(sent()).toEqual(['/api/events']));
      expect(api.requests).not.toContain('/api/products/c/pagina-del-servidor');
    });
  });
});

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
    const { onOrder, onAddToQuote } = renderDetail('curso-de-riego', { kind: SERVICE_KIND });

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
    renderDetail('borrado', { kind: SERVICE_KIND });
    expect(
      await screen.findByRole('heading', { name: 'Servicio no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe("CatalogItemPage's 'Especificaciones'", () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  const spec = (key: string, label: string, type: Spec['type'], unit: string | null = null) =>
    ({ key, label, unit, type, filterable: false, highlight: false }) as Spec;
  const greenhouseSpecs = {
    specs: [
      spec('area_m2', 'Área', 'number', 'm²'),
      spec('largo_m', 'Largo', 'number', 'm'),
      spec('cubierta', 'Cubierta', 'choice'),
      spec('ventilacion', 'Ventilación cenital', 'boolean'),
    ],
  };
  const withSpecs = makeProduct({
    ...product,
    specs: { ventilacion: true, cubierta: 'policarbonato', area_m2: 1234.5 },
  });

  const serveWith = (item: Product, specs: () => unknown = () => greenhouseSpecs) =>
    installFakeApi((url) => {
      if (url.pathname === '/api/products/c/invernadero-capilla') return { body: item };
      if (url.pathname === '/api/products/images/names/42') return { body: makeImageNames(1) };
      if (url.pathname === '/api/specs/products/2') return { body: specs() };
      return undefined;
    });

  const rowsOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);

  it("lists the values the product has in its group's order, with their units, in a table", async () => {
    api = serveWith(withSpecs);
    renderDetail('invernadero-capilla', { preview: withSpecs });
    expect(screen.getByRole('heading', { level: 2, name: 'Especificaciones' })).toBeVisible();

    const table = await screen.findByRole('table', { name: 'Especificaciones' });
    await waitFor(() => expect(within(table).queryAllByRole('rowheader')).toHaveLength(3));
    expect(rowsOf(table)).toEqual([
      ['Área', '1.234,5 m²'],
      ['Cubierta', 'policarbonato'],
      ['Ventilación cenital', 'Sí'],
    ]);
    expect(screen.queryByText('Largo')).not.toBeInTheDocument();
  });

  it('asks for the labels with the item, holding a row per value meanwhile', async () => {
    // The item's own call never answers: the card's preview names the group, and its values.
    api = installFakeApi((url) => {
      if (url.pathname === '/api/products/c/invernadero-capilla') throw new Error('sin respuesta');
      if (url.pathname === '/api/specs/products/2') return { body: greenhouseSpecs };
      return undefined;
    });
    renderDetail('invernadero-capilla', { preview: withSpecs });
    const table = screen.getByRole('table', { name: 'Especificaciones' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
    await waitFor(() => expect(within(table).queryAllByRole('rowheader')).toHaveLength(3));
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('has no such section for a product without values', async () => {
    api = serveWith(product);
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Invernadero capilla' });
    await screen.findByText('galvanizada');
    expect(screen.queryByRole('heading', { name: 'Especificaciones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the table of a prerendered page at once, without asking again', () => {
    api = serveWith(withSpecs);
    const store = makeStore();
    seedApiCache(store.dispatch, {
      answers: [
        {
          endpointName: 'catalogItemByCode',
          arg: { resource: 'products', code: 'invernadero-capilla' },
          value: withSpecs,
        },
        {
          endpointName: 'imageNames',
          arg: { resource: 'products', id: 42 },
          value: makeImageNames(1),
        },
        // The key the server's prerender asks with (src/ssr/page-data.ts).
        {
          endpointName: 'groupSpecs',
          arg: groupSpecsArg('products', 'invernaderos'),
          value: greenhouseSpecs,
        },
      ],
      missing: [],
    });
    const handlers = { onOrder: jest.fn(), onShare: jest.fn(), onAddToQuote: jest.fn() };
    renderWithProviders(
      <CatalogItemPage kind={PRODUCT_KIND} code="invernadero-capilla" {...handlers} />,
      { route: PRODUCT_KIND.publicHref('invernadero-capilla'), store },
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Especificaciones' }))).toEqual([
      ['Área', '1.234,5 m²'],
      ['Cubierta', 'policarbonato'],
      ['Ventilación cenital', 'Sí'],
    ]);
    expect(api.requests).toEqual([]);
  });

  it('says the specifications come with the signal when their labels cannot', async () => {
    api = serveWith(withSpecs, () => {
      throw new TypeError('Failed to fetch');
    });
    renderDetail('invernadero-capilla', { preview: withSpecs });
    expect(
      await screen.findByText('Las especificaciones llegarán con la señal.'),
    ).toBeInTheDocument();
  });
});
