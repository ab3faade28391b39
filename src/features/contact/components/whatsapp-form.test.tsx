import { renderWithProviders, screen, userEvent } from '@/testing/test-utils';
import { DEFAULT_WHATSAPP_TEXT, WhatsAppForm } from './whatsapp-form';

describe('WhatsAppForm', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  it('opens WhatsApp in a new tab with the typed text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WhatsAppForm />);
    await user.type(screen.getByLabelText('Consultanos por WhatsApp'), '¿Precio del túnel 8×30?');
    await user.click(screen.getByRole('button', { name: 'Enviar por WhatsApp' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0];
    expect(String(url)).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(new URL(String(url)).searchParams.get('text')).toBe('¿Precio del túnel 8×30?');
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
  });

  it('sends a greeting when the box is empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WhatsAppForm />);
    await user.click(screen.getByRole('button', { name: 'Enviar por WhatsApp' }));
    expect(new URL(String(open.mock.calls[0][0])).searchParams.get('text')).toBe(
      DEFAULT_WHATSAPP_TEXT,
    );
  });
});
