import { renderWithProviders, screen, userEvent, waitFor } from '@/testing/test-utils';
import { CompanySection } from './company-section';

describe('CompanySection', () => {
  it("has the id the navigation scrolls to and '¿Quienes somos?' open by default", async () => {
    const { container } = renderWithProviders(<CompanySection />);
    expect(container.querySelector('section#empresa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Empresa', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Quienes somos?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The body's code (it animates) is a chunk of its own: it shows once that has loaded.
    expect(await screen.findByRole('region', { name: '¿Quienes somos?' })).toHaveTextContent(
      /Cochabamba/,
    );
    expect(screen.getByRole('button', { name: 'Misión' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens one item at a time and can close them all', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CompanySection />);
    await user.click(screen.getByRole('button', { name: 'Visión' }));
    expect(screen.getByRole('button', { name: 'Visión' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'Visión' })).toBeVisible();
    expect(screen.getByRole('button', { name: '¿Quienes somos?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Visión' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Visión' })).not.toBeInTheDocument(),
    );
  });
});
