import { fireEvent } from '@testing-library/react';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { CatalogImage } from './catalog-image';

const picture = (
  <CatalogImage
    src="/api/products/images/300/abc"
    alt="Invernadero túnel"
    width={300}
    height={300}
  />
);

/** How the browser reports the picture when the component mounts (jsdom loads none). */
function pictureState(state: { complete: boolean; naturalWidth: number }) {
  jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(state.complete);
  jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(state.naturalWidth);
}

afterEach(() => jest.restoreAllMocks());

describe('CatalogImage', () => {
  it('shows the picture while it loads', () => {
    pictureState({ complete: false, naturalWidth: 0 });
    renderWithProviders(picture);
    expect(screen.getByRole('img', { name: 'Invernadero túnel' }).tagName).toBe('IMG');
  });

  it("says 'Foto no disponible' when the picture failed before the app was there to see it", () => {
    // The server's page: the browser tried the picture (offline, not on the phone) before the
    // part hydrated, so no error event reaches the component.
    pictureState({ complete: true, naturalWidth: 0 });
    renderWithProviders(picture);
    expect(screen.getByRole('img', { name: 'Invernadero túnel' }).tagName).toBe('DIV');
    expect(screen.getByText('Foto no disponible')).toBeInTheDocument();
  });

  it("says 'Foto no disponible' when the picture fails later", () => {
    pictureState({ complete: false, naturalWidth: 0 });
    renderWithProviders(picture);
    fireEvent.error(screen.getByRole('img', { name: 'Invernadero túnel' }));
    expect(screen.getByText('Foto no disponible')).toBeInTheDocument();
  });

  it('keeps a picture that loaded', () => {
    pictureState({ complete: true, naturalWidth: 300 });
    renderWithProviders(picture);
    expect(screen.getByRole('img', { name: 'Invernadero túnel' }).tagName).toBe('IMG');
  });
});
