import { fireEvent } from '@testing-library/react';
import { renderWithProviders, screen, userEvent, within } from '@/testing/test-utils';
import { toCarouselImages } from './carousel-images';
import { DetailCarousel } from './detail-carousel';

const names = [1, 2, 3, 4].map((n) => ({ public_name: `foto-${n}`, width: 1400, height: 933 }));
const images = toCarouselImages(
  names,
  'Invernadero túnel',
  (name, width) => `/img/${width}/${name}`,
);

const renderCarousel = () =>
  renderWithProviders(<DetailCarousel images={images} itemName="Invernadero túnel" />);
const zoomButton = () => screen.getByRole('button', { name: 'Ampliar' });
const zoomedPicture = () => screen.queryByRole('img', { name: /\(ampliada\)$/ });

describe('DetailCarousel', () => {
  it("names each picture after the item and its number, and counts '1 / N'", () => {
    renderCarousel();
    expect(screen.getByRole('img', { name: 'Invernadero túnel — foto 1 de 4' })).toHaveAttribute(
      'src',
      '/img/700/foto-1',
    );
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
  });

  it('jumps to a picture from its thumbnail, and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const thumbnails = within(screen.getByRole('list', { name: 'Miniaturas' }));
    expect(thumbnails.getAllByRole('button')).toHaveLength(4);
    await user.click(thumbnails.getByRole('button', { name: 'Ver foto 3' }));
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
    expect(thumbnails.getByRole('button', { name: 'Ver foto 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    screen.getByRole('region', { name: 'Fotos de Invernadero túnel' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
  });

  it("zooms with 'Ampliar' and leaves the zoom with it, or with Escape", async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(zoomButton()).toHaveAttribute('aria-pressed', 'false');
    await user.click(zoomButton());
    expect(zoomButton()).toHaveAttribute('aria-pressed', 'true');
    expect(zoomedPicture()).toHaveAttribute('src', '/img/700/foto-1');
    await user.click(zoomButton());
    expect(zoomedPicture()).not.toBeInTheDocument();

    await user.click(zoomButton());
    await user.keyboard('{Escape}');
    expect(zoomedPicture()).not.toBeInTheDocument();
  });

  it('zooms where it is double-clicked, and a double click leaves the zoom', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.dblClick(screen.getByRole('img', { name: 'Invernadero túnel — foto 1 de 4' }));
    expect(zoomedPicture()).toBeInTheDocument();
    await user.dblClick(zoomedPicture()!);
    expect(zoomedPicture()).not.toBeInTheDocument();
  });

  it('zooms with a pinch out and back with a pinch in', () => {
    renderCarousel();
    const picture = screen.getByRole('img', { name: 'Invernadero túnel — foto 1 de 4' });
    const touches = (apart: number) => [
      { clientX: 100, clientY: 100 },
      { clientX: 100 + apart, clientY: 100 },
    ];
    fireEvent.touchStart(picture, { touches: touches(50) });
    fireEvent.touchMove(picture, { touches: touches(100) });
    expect(zoomedPicture()).toBeInTheDocument();
    fireEvent.touchStart(zoomedPicture()!, { touches: touches(100) });
    fireEvent.touchMove(zoomedPicture()!, { touches: touches(40) });
    expect(zoomedPicture()).not.toBeInTheDocument();
  });

  it('leaves the zoom when another picture is shown', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(zoomButton());
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    expect(zoomedPicture()).not.toBeInTheDocument();
  });
});
