import { Button } from '@/components/ui/button';
import { company } from '@/config/company';
import { renderWithProviders, screen, userEvent } from '@/testing/test-utils';
import { useItemActions } from './use-item-actions';
import type { ItemKind } from './order-message';

const tractor = {
  id: 7,
  code: 'tractor-75-hp',
  name: 'Tractor 75 HP',
  price_id: { visible: true, totalPrice: 185000 },
};

function Actions({ kind }: { kind: ItemKind }) {
  const { order, share } = useItemActions(kind);
  return (
    <>
      <Button onClick={() => order(tractor)}>Pedir</Button>
      <Button onClick={() => share(tractor)}>Compartir</Button>
    </>
  );
}

describe('useItemActions', () => {
  const open = jest.fn();
  const writeText = jest.fn().mockResolvedValue(undefined);

  beforeEach(() => {
    open.mockReset();
    writeText.mockClear();
    window.open = open;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('opens WhatsApp in a new tab with the order text, the price and the share link', async () => {
    renderWithProviders(<Actions kind="product" />);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir' }));
    const link = `${window.location.origin}/shared/product/tractor-75-hp`;
    const text = `Hola, quisiera realizar un pedido de: Tractor 75 HP (Bs. 185.000,00). ${link}`;
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/${company.whatsapp}?text=${encodeURIComponent(text)}`,
      '_blank',
      'noopener',
    );
  });

  it('asks for a service with the service wording', async () => {
    renderWithProviders(<Actions kind="service" />);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir' }));
    const url = open.mock.calls[0][0] as string;
    expect(decodeURIComponent(url.split('?text=')[1])).toBe(
      `Hola, quisiera solicitar el servicio: Tractor 75 HP (Bs. 185.000,00). ${window.location.origin}/shared/service/tractor-75-hp`,
    );
  });

  it("copies the share link and says 'Link copiado'", async () => {
    renderWithProviders(<Actions kind="product" />);
    await userEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/shared/product/tractor-75-hp`,
    );
    expect(await screen.findByText('Link copiado')).toBeInTheDocument();
  });
});
