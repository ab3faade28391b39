import { Button } from '@/components/ui/button';
import { initialQuoteState } from '@/stores/quote-slice';
import { makeProduct } from '@/testing/catalog-fixtures';
import { renderWithProviders, screen, userEvent } from '@/testing/test-utils';
import { useAddToQuote } from '../use-add-to-quote';
import { QuoteNavButton } from './quote-nav-button';

function AddButton() {
  const add = useAddToQuote('product');
  return <Button onClick={() => add(makeProduct({ id: 4, name: 'Sembradora' }))}>Agregar</Button>;
}

describe('QuoteNavButton', () => {
  it('shows the count of the saved list once mounted, and opens the drawer', async () => {
    const line = {
      kind: 'service' as const,
      id: 1,
      code: 'curso',
      name: 'Curso',
      image: null,
      price: { visible: false, totalPrice: 0 },
      quantity: 3,
    };
    const { store } = renderWithProviders(<QuoteNavButton compact />, {
      preloadedState: { quote: { ...initialQuoteState, lines: [line] } },
    });
    const button = await screen.findByRole('button', { name: 'Cotización (1)' });
    expect(screen.getByText('1')).toBeInTheDocument();
    await userEvent.click(button);
    expect(store.getState().quote.open).toBe(true);
  });

  it('counts what is added; adding again raises the quantity, with a toast each time', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <>
        <QuoteNavButton />
        <AddButton />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Cotización' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Agregado a su cotización')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cotización (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Cantidad actualizada en su cotización')).toBeInTheDocument();
    expect(screen.getByText('Sembradora: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cotización (1)' })).toBeInTheDocument();
    expect(store.getState().quote.lines[0]).toMatchObject({ id: 4, quantity: 2 });
  });
});
