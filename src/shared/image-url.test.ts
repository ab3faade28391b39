import { imageUrl, mediaImageUrl } from './image-url';

describe('imageUrl', () => {
  it('is the API address of a picture at a width, its name encoded as one path segment', () => {
    expect(imageUrl('products', 'a1b2.webp', 300)).toBe('/api/products/images/300/a1b2.webp');
    expect(imageUrl('services', 'año 2/x?.jpg', 700)).toBe(
      '/api/services/images/700/a%C3%B1o%202%2Fx%3F.jpg',
    );
  });
});

describe('mediaImageUrl', () => {
  it('is the API address of a site picture in a size', () => {
    expect(mediaImageUrl('invernaderos', 'sm')).toBe('/api/media/images/invernaderos-sm');
  });
});
