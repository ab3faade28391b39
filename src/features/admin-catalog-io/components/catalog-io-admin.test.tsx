import type { DryRun, ImportJob } from '@/shared/schemas/catalog-io';
import { adminSessionState } from '@/testing/admin-session';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent, within } from '@/testing/test-utils';
import { CatalogIoAdmin } from './catalog-io-admin';

jest.setTimeout(30_000);

const review: DryRun = {
  kind: 'products',
  token: 'a'.repeat(64),
  total: 3,
  counts: { create: 0, update: 1, unchanged: 1, error: 1 },
  rows: [
    {
      line: 2,
      code: 'bomba-1',
      action: 'update',
      changes: [{ field: 'precio', old: '1500.00', new: '1750.25' }],
      errors: [],
    },
    { line: 3, code: 'arado', action: 'unchanged', changes: [], errors: [] },
    {
      line: 4,
      code: 'malo',
      action: 'error',
      changes: [],
      errors: ['El precio «diez» no es un número válido (ej.: 1234.50 o 1.234,50).'],
    },
  ],
};

const job = (status: ImportJob['status'], done: number): ImportJob => ({
  id: 7,
  kind: 'products',
  file_name: 'productos.csv',
  status,
  total: 3,
  done,
  counts: { create: 0, update: done ? 1 : 0, unchanged: done ? 1 : 0, error: done ? 1 : 0 },
  errors: done ? [{ line: 4, code: 'malo', errors: review.rows[2].errors }] : [],
  created_at: '2026-11-25T02:00:00.000Z',
  finished_at: status === 'done' ? '2026-11-25T02:00:02.000Z' : null,
});

describe('CatalogIoAdmin', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  it('reviews a file, shows the change and the error, imports it and follows the job', async () => {
    let polls = 0;
    api = installFakeApi((url, method) => {
      if (url.pathname === '/api/admin/catalog/import/last') return { body: { job: null } };
      if (method === 'POST' && url.pathname === '/api/admin/catalog/import') {
        // The first POST is the review, the second the import.
        return api.requests.filter((r) => r === '/api/admin/catalog/import').length === 1
          ? { body: review }
          : { status: 202, body: job('running', 0) };
      }
      if (url.pathname === '/api/admin/catalog/import/7')
        return { body: ++polls > 1 ? job('done', 3) : job('running', 1) };
      return undefined;
    });
    renderWithProviders(<CatalogIoAdmin />, { preloadedState: adminSessionState() });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    expect(await screen.findByText('Elija un archivo CSV o Excel.')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(/Archivo CSV o Excel/),
      new File(['codigo,precio\nbomba-1,1750.25'], 'productos.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    const table = await screen.findByRole('table', { name: 'Revisión de la importación' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('bomba-1');
    expect(rows[0]).toHaveTextContent('Actualizar');
    expect(rows[0]).toHaveTextContent('precio: 1500.00 → 1750.25');
    expect(rows[1]).toHaveTextContent('El precio «diez» no es un número válido');
    const counts = screen.getByRole('list', { name: 'Cantidades' });
    expect(counts).toHaveTextContent('Crear: 0');
    expect(counts).toHaveTextContent('Actualizar: 1');
    expect(counts).toHaveTextContent('Sin cambios: 1');
    expect(counts).toHaveTextContent('Error: 1');
    expect(screen.getByRole('button', { name: 'Descargar errores' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(
      await screen.findByText('Importación terminada', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la importación' })).toHaveAttribute(
      'aria-valuetext',
      '3 de 3 filas',
    );
    expect(screen.queryByRole('table', { name: 'Revisión de la importación' })).toBeNull();
  });

  it('shows the last import on return', async () => {
    api = installFakeApi((url) =>
      url.pathname === '/api/admin/catalog/import/last'
        ? { body: { job: { ...job('interrupted', 1) } } }
        : url.pathname === '/api/admin/catalog/import/7'
          ? { body: job('interrupted', 1) }
          : undefined,
    );
    renderWithProviders(<CatalogIoAdmin />, { preloadedState: adminSessionState() });
    expect(
      await screen.findByText(/Importación interrumpida: vuelva a importar el mismo archivo/),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 de 3 filas/)).toBeInTheDocument();
  });
});
