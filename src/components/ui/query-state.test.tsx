import userEvent from '@testing-library/user-event';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { QueryState, type QueryResultLike } from './query-state';

const result = (over: Partial<QueryResultLike<string[]>>): QueryResultLike<string[]> => ({
  isLoading: false,
  isFetching: false,
  refetch: jest.fn(),
  ...over,
});

const view = (query: QueryResultLike<string[]>) =>
  renderWithProviders(
    <QueryState query={query} loading={<p>Cargando…</p>}>
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows the loading view until the first answer', () => {
    view(result({ isLoading: true }));
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
  });

  it('shows the data once loaded', () => {
    view(result({ data: ['Invernadero', 'Tractor'] }));
    expect(screen.getByText('Invernadero, Tractor')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed load with a Reintentar button that asks again, even over stale data', async () => {
    const refetch = jest.fn();
    view(result({ data: ['Viejo'], error: { status: 'FETCH_ERROR', error: 'x' }, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar');
    expect(screen.queryByText('Viejo')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
