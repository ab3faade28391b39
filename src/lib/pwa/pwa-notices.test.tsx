import { act } from 'react';
import { renderWithProviders, screen, userEvent } from '@/testing/test-utils';
import { PwaNotices } from './pwa-notices';
import { formatMoment, notePageFromCache, noteUpdateReady } from './pwa-state';

// The phone's time: 12 November, 14:30 in La Paz.
const FETCHED_AT = new Date(2026, 10, 12, 14, 30).getTime();

describe('formatMoment', () => {
  it("writes a moment as 'dd/mm, hh:mm' in the phone's time", () => {
    expect(formatMoment(FETCHED_AT)).toBe('12/11, 14:30');
    expect(formatMoment(new Date(2026, 0, 5, 9, 7).getTime())).toBe('05/01, 09:07');
  });
});

describe('PwaNotices', () => {
  it('shows nothing while the site is online and up to date', () => {
    renderWithProviders(<PwaNotices />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the data shown without a connection were fetched', () => {
    renderWithProviders(<PwaNotices />);
    act(() => notePageFromCache(FETCHED_AT));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Sin conexión — datos del 12\/11, 14:30$/,
    );
    // Older data shown next (a saved answer) is what the notice dates.
    act(() => notePageFromCache(FETCHED_AT - 24 * 60 * 60 * 1000));
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión — datos del 11/11, 14:30');
  });

  it("offers a new build with 'Actualizar'", async () => {
    const apply = jest.fn();
    renderWithProviders(<PwaNotices />);
    act(() => noteUpdateReady(apply));
    expect(screen.getByText('Nueva versión disponible')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
