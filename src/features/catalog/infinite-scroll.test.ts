import { loadMoreMarkerIndex } from './infinite-scroll';

describe('loadMoreMarkerIndex', () => {
  it('marks the 6th item from the end', () => {
    expect(loadMoreMarkerIndex(8, true)).toBe(2);
    expect(loadMoreMarkerIndex(16, true)).toBe(10);
    expect(loadMoreMarkerIndex(7, true)).toBe(1);
  });

  it('places no marker with 6 items or fewer', () => {
    expect(loadMoreMarkerIndex(6, true)).toBeNull();
    expect(loadMoreMarkerIndex(1, true)).toBeNull();
    expect(loadMoreMarkerIndex(0, true)).toBeNull();
  });

  it('places no marker once the last page is loaded', () => {
    expect(loadMoreMarkerIndex(24, false)).toBeNull();
  });
});
