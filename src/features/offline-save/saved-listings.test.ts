import { PRODUCT_KIND, SERVICE_KIND } from '@/config/catalog-kinds';
import {
  forgetSavedListing,
  formatBytes,
  rememberSavedListing,
  savedListing,
  type SavedListing,
} from './saved-listings';

const saved: SavedListing = {
  items: 32,
  bytes: 3.1 * 1024 * 1024,
  savedAt: Date.UTC(2026, 10, 12),
  urls: ['/all/riegos', '/api/products/images/300/a1'],
};

describe('formatBytes', () => {
  it('writes the space used with a decimal comma', () => {
    expect(formatBytes(3.1 * 1024 * 1024)).toBe('3,1 MB');
    expect(formatBytes(12 * 1024 * 1024)).toBe('12,0 MB');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(200)).toBe('1 KB');
  });
});

describe('the record of a saved listing', () => {
  afterEach(() => localStorage.clear());

  it('is kept per listing until it is forgotten', () => {
    rememberSavedListing(PRODUCT_KIND, 'riegos', saved);
    expect(savedListing(PRODUCT_KIND, 'riegos')).toEqual(saved);
    expect(savedListing(PRODUCT_KIND, 'invernaderos')).toBeNull();
    expect(savedListing(SERVICE_KIND, 'riegos')).toBeNull();
    forgetSavedListing(PRODUCT_KIND, 'riegos');
    expect(savedListing(PRODUCT_KIND, 'riegos')).toBeNull();
  });

  it('reads a damaged record as none', () => {
    localStorage.setItem('agrotec.offline.products.riegos', '{not json');
    expect(savedListing(PRODUCT_KIND, 'riegos')).toBeNull();
    localStorage.setItem('agrotec.offline.products.riegos', JSON.stringify({ items: 3 }));
    expect(savedListing(PRODUCT_KIND, 'riegos')).toBeNull();
  });
});
