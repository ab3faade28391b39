import { act } from 'react';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { toaster } from './toaster';

describe('toaster', () => {
  it('shows the toasts asked for before its code had loaded, the newer one above', async () => {
    renderWithProviders(<p>Página</p>);
    // Both asked at once: the toast store and region load with the first.
    act(() => {
      toaster.create({ type: 'success', title: 'Agregado a la cotización' });
      toaster.create({ type: 'info', title: 'Enlace copiado' });
    });

    const first = await screen.findByText('Agregado a la cotización');
    const second = await screen.findByText('Enlace copiado');
    // Created in the order asked: the newer stacks above the older.
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });
});
