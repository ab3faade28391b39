import { Button } from '@/components/ui/button';
import { makeImageNames, makeProduct } from '@/testing/catalog-fixtures';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@/testing/test-utils';
import { usePhotoGallery } from './use-photo-gallery';

const item = {
  id: 5,
  code: 'tractor-75-hp',
  name: 'Tractor 75 HP',
  description: '<p>Motor <em>diésel</em> de 4 cilindros.</p>',
};

/** The item as a prerendered results page's card hands it over: without its description. */
const { description: _none, ...resultCard } = item;

function Gallery({
  of = item,
}: {
  of?: Parameters<ReturnType<typeof usePhotoGallery>['show']>[0];
}) {
  const gallery = usePhotoGallery('products');
  return (
    <>
      <Button onClick={() => void gallery.show(of)}>Ver fotos</Button>
      {gallery.dialog}
    </>
  );
}

describe('usePhotoGallery', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  it('fetches the image names, then opens the dialog with the photos and the description', async () => {
    api = installFakeApi((url) =>
      url.pathname === '/api/products/images/names/5'
        ? { body: makeImageNames(4, 'tractor') }
        : undefined,
    );
    renderWithProviders(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver fotos' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tractor 75 HP' });
    expect(api.requests).toEqual(['/api/products/images/names/5']);
    expect(
      within(dialog).getByRole('img', { name: 'Tractor 75 HP — foto 1 de 4' }),
    ).toHaveAttribute('src', '/api/products/images/700/tractor-1-abcdefgh');
    expect(within(dialog).getByText('diésel').tagName).toBe('EM');

    // The dialog takes the focus, so the arrow keys reach it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 / 4')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver foto 4' }));
    expect(within(dialog).getByText('4 / 4')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ampliar' }));
    expect(
      within(dialog).getByRole('img', { name: 'Tractor 75 HP — foto 4 de 4 (ampliada)' }),
    ).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the description beside the names when the card has none (a results page)', async () => {
    api = installFakeApi((url) => {
      if (url.pathname === '/api/products/images/names/5')
        return { body: makeImageNames(2, 'tractor') };
      if (url.pathname === '/api/products/c/tractor-75-hp')
        return { body: makeProduct({ ...item, description: '<p>Con <em>cabina</em>.</p>' }) };
      return undefined;
    });
    renderWithProviders(<Gallery of={resultCard} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver fotos' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tractor 75 HP' });
    expect(within(dialog).getByText('cabina').tagName).toBe('EM');
    expect(api.requests).toEqual(
      expect.arrayContaining(['/api/products/images/names/5', '/api/products/c/tractor-75-hp']),
    );
  });

  it('opens the photos without a text when the description cannot come', async () => {
    api = installFakeApi((url) => {
      if (url.pathname === '/api/products/images/names/5')
        return { body: makeImageNames(2, 'tractor') };
      return { status: 500, body: { message: 'Error del servidor' } };
    });
    renderWithProviders(<Gallery of={resultCard} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver fotos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tractor 75 HP' });
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    expect(screen.queryByText('No se pudieron cargar las fotos')).not.toBeInTheDocument();
  });

  it('counts a single photo as 1 / 1, without thumbnails', async () => {
    api = installFakeApi((url) =>
      url.pathname === '/api/products/images/names/5'
        ? { body: makeImageNames(1, 'tractor') }
        : undefined,
    );
    renderWithProviders(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver fotos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tractor 75 HP' });
    expect(within(dialog).getByText('1 / 1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Miniaturas' })).not.toBeInTheDocument();
  });

  it('tells the visitor when the photos cannot be loaded', async () => {
    api = installFakeApi(() => ({ status: 500, body: { message: 'Error del servidor' } }));
    renderWithProviders(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver fotos' }));
    expect(await screen.findByText('No se pudieron cargar las fotos')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
