import { adminSessionState } from '@/testing/admin-session';
import { catalogApi } from '@/lib/catalog-api';
import { makeImageNames, makeProduct } from '@/testing/catalog-fixtures';
import { installFakeApi } from '@/testing/fake-api';
import { act, renderWithProviders, screen, userEvent, waitFor, within } from '@/testing/test-utils';
import { ImageManager } from './image-manager';

// Typing through user-event is slow on a busy machine; give each test room.
jest.setTimeout(30_000);

const adminSession = adminSessionState();

/** A controllable XMLHttpRequest: each upload waits until the test answers it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  timeout = 0;
  body: FormData | null = null;
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
  fileName() {
    return (this.body?.get('files') as File | null)?.name;
  }
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('ImageManager', () => {
  const realXhr = globalThis.XMLHttpRequest;
  let api: ReturnType<typeof installFakeApi>;
  let images = makeImageNames(3);
  let cover = images[1].public_name;
  let orderStatus = 200;
  const requests: string[] = [];

  beforeEach(() => {
    FakeXhr.sent = [];
    requests.length = 0;
    images = makeImageNames(3);
    cover = images[1].public_name;
    orderStatus = 200;
    Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
    api = installFakeApi((url, method) => {
      requests.push(`${method} ${url.pathname}`);
      if (url.pathname === '/api/products/images/names/7') return { body: images };
      if (method === 'PUT' && url.pathname === '/api/products/7/images/order') {
        return orderStatus === 200
          ? { body: images }
          : { status: orderStatus, body: { message: 'La imagen no pertenece a este producto.' } };
      }
      if (method === 'PUT' && url.pathname === '/api/products/7') {
        cover = images[2].public_name;
        return { body: makeProduct({ id: 7, default_image: cover }) };
      }
      if (method === 'GET' && url.pathname === '/api/products/7')
        return { body: makeProduct({ id: 7, default_image: cover }) };
      return undefined;
    });
  });
  afterEach(() => {
    api.restore();
    Object.assign(globalThis, { XMLHttpRequest: realXhr });
  });

  /** As on the edit screen: the item comes from the API cache, so cover changes show. */
  function EditScreenImages() {
    const { data: item } = catalogApi.useCatalogItemByIdQuery({ resource: 'products', id: 7 });
    return item ? <ImageManager resource="products" item={item} /> : null;
  }
  const renderManager = () =>
    renderWithProviders(<EditScreenImages />, { preloadedState: adminSession });

  it('uploads each file in its own request with a progress bar, one after another', async () => {
    renderManager();
    await screen.findByRole('img', { name: 'Imagen 1 de 3: foto-1.jpg' });
    const user = userEvent.setup();

    await user.upload(screen.getByTestId('image-file-input'), [png('campo.png'), png('riego.png')]);
    const uploads = screen.getByRole('list', { name: 'Subidas' });
    expect(within(uploads).getByRole('listitem', { name: 'campo.png' })).toHaveTextContent('0 %');
    expect(within(uploads).getByRole('listitem', { name: 'riego.png' })).toHaveTextContent(
      'En espera',
    );
    expect(FakeXhr.sent).toHaveLength(1);
    const [first] = FakeXhr.sent;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/products/images/upload/7');
    expect(first.headers['x-access-token']).toBe('admin-token');
    expect(first.fileName()).toBe('campo.png');

    first.progress(512, 1024);
    const bar = within(uploads).getByRole('progressbar', { name: 'Progreso de campo.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(within(uploads).getByRole('listitem', { name: 'campo.png' })).toHaveTextContent('50 %');

    images = [
      ...images,
      { public_name: 'campo-abcdefgh', original_name: 'campo.png', width: 10, height: 10 },
    ];
    first.respond(201, [images[3]]);
    expect(await within(uploads).findByText('Subida')).toBeInTheDocument();
    // The gallery refetches (tag invalidation) and the next file starts.
    expect(
      await screen.findByRole('img', { name: 'Imagen 4 de 4: campo.png' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1].fileName()).toBe('riego.png');
  });

  it("shows the server's message on a refused file and still uploads the others", async () => {
    renderManager();
    await screen.findByRole('img', { name: 'Imagen 1 de 3: foto-1.jpg' });
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('image-file-input'), [
      png('notas.png'),
      png('foto-buena.png'),
    ]);

    FakeXhr.sent[0].respond(415, { message: '«notas.png»: El archivo no es una imagen admitida.' });
    const refused = screen.getByRole('listitem', { name: 'notas.png' });
    expect(await within(refused).findByRole('alert')).toHaveTextContent(
      '«notas.png»: El archivo no es una imagen admitida.',
    );

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1].progress(10, 10);
    FakeXhr.sent[1].respond(201, []);
    expect(
      await within(screen.getByRole('listitem', { name: 'foto-buena.png' })).findByText('Subida'),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'notas.png' })).toHaveTextContent('No se subió');

    await user.click(screen.getByRole('button', { name: 'Quitar notas.png de la lista' }));
    expect(screen.queryByRole('listitem', { name: 'notas.png' })).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB without sending it', async () => {
    renderManager();
    await screen.findByRole('img', { name: 'Imagen 1 de 3: foto-1.jpg' });
    const big = png('enorme.png');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.upload(screen.getByTestId('image-file-input'), big);
    expect(
      await screen.findByText('«enorme.png»: el archivo supera el límite de 10 MB.'),
    ).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("marks the cover, and makes another image the cover with 'Portada'", async () => {
    renderManager();
    const second = await screen.findByRole('listitem', { name: 'Imagen 2 de 3: foto-2.jpg' });
    const third = screen.getByRole('listitem', { name: 'Imagen 3 de 3: foto-3.jpg' });
    expect(within(second).getByRole('button', { name: 'Portada' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(third).getByRole('button', { name: 'Portada' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(within(third).getByRole('button', { name: 'Portada' }));
    await waitFor(() =>
      expect(within(third).getByRole('button', { name: 'Portada' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(second).getByRole('button', { name: 'Portada' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(requests).toContain('PUT /api/products/7');
    // Announced to screen readers; the pressed 'Portada' is the visible sign.
    expect(await screen.findByText('Portada actualizada')).toBeInTheDocument();
  });

  it("reorders with 'Mover antes' and saves the new order", async () => {
    renderManager();
    const third = await screen.findByRole('listitem', { name: 'Imagen 3 de 3: foto-3.jpg' });
    images = [images[0], images[2], images[1]];
    await userEvent.click(within(third).getByRole('button', { name: 'Mover antes' }));
    expect(
      await screen.findByRole('listitem', { name: 'Imagen 2 de 3: foto-3.jpg' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('PUT /api/products/7/images/order'));
    expect(screen.getByText('Imagen movida a la posición 2 de 3')).toBeInTheDocument();
  });

  it('puts the images back and says so when the server refuses the new order', async () => {
    orderStatus = 400;
    renderManager();
    const third = await screen.findByRole('listitem', { name: 'Imagen 3 de 3: foto-3.jpg' });
    await userEvent.click(within(third).getByRole('button', { name: 'Mover antes' }));
    expect(await screen.findByText('No se pudo guardar el orden')).toBeInTheDocument();
    expect(screen.getByText('La imagen no pertenece a este producto.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Imagen 3 de 3: foto-3.jpg' })).toBeInTheDocument();
  });
});
