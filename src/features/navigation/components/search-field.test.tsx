import { act, renderWithProviders, screen, userEvent } from '@/testing/test-utils';
import { SearchField } from './search-field';

const location = () => screen.getByTestId('location').textContent;

describe('SearchField', () => {
  it('goes to /buscar with the words typed when Enter is pressed', async () => {
    renderWithProviders(<SearchField />, { route: '/all/riegos' });
    const field = screen.getByRole('searchbox', { name: 'Buscar' });
    await userEvent.type(field, '  riego por goteo {Enter}');
    expect(location()).toBe('/buscar?q=riego%20por%20goteo');
  });

  it('leaves the navigation to onSearch when given one (a drawer closes first)', async () => {
    let go: (() => void) | undefined;
    renderWithProviders(<SearchField onSearch={(navigate) => (go = navigate)} />, {
      route: '/all/riegos',
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'riego{Enter}');
    expect(location()).toBe('/all/riegos');
    act(() => go?.());
    expect(location()).toBe('/buscar?q=riego');
  });

  it('asks for the results page ahead: on focus, then with the query just before it opens', async () => {
    const prepareSearch = jest.fn();
    renderWithProviders(<SearchField prepareSearch={prepareSearch} />, { route: '/' });
    await userEvent.click(screen.getByRole('searchbox', { name: 'Buscar' }));
    expect(prepareSearch).toHaveBeenLastCalledWith();
    await userEvent.keyboard('túnel{Enter}');
    expect(prepareSearch).toHaveBeenLastCalledWith('túnel');
    expect(location()).toBe('/buscar?q=t%C3%BAnel');
  });

  it('stays put when nothing was typed', async () => {
    renderWithProviders(<SearchField />, { route: '/' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), '   {Enter}');
    expect(location()).toBe('/');
  });

  it('shows the query of the results page it is on', () => {
    renderWithProviders(<SearchField />, { route: '/buscar?q=t%C3%BAnel' });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('túnel');
  });
});
