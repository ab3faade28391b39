import { clampPage, pageButtons, pageFromSearch, toPageIndex } from './pagination';

describe('pageFromSearch', () => {
  it('reads the 1-based page of ?pagina', () => {
    expect(pageFromSearch('2')).toBe(2);
    expect(pageFromSearch('15')).toBe(15);
    expect(pageFromSearch(' 3 ')).toBe(3);
  });

  it.each([null, '', '0', '-2', 'abc', '2.5', '1e3', '99999999999999999999'])(
    'falls back to page 1 for %p',
    (value) => {
      expect(pageFromSearch(value)).toBe(1);
    },
  );
});

describe('clampPage', () => {
  it('keeps a page inside the known pages', () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });
});

describe('toPageIndex', () => {
  it('asks the server for the zero-based index', () => {
    expect(toPageIndex(1)).toBe(0);
    expect(toPageIndex(3)).toBe(2);
  });
});

describe('pageButtons', () => {
  const labels = (current: number, total: number) =>
    pageButtons(current, total).map((b) => (b.kind === 'page' ? b.page : '…'));

  it('lists every page of a short list', () => {
    expect(labels(1, 3)).toEqual([1, 2, 3]);
    expect(labels(1, 1)).toEqual([1]);
    expect(labels(1, 0)).toEqual([]);
  });

  it('leaves gaps around the current page in a long list', () => {
    expect(labels(1, 10)).toEqual([1, 2, '…', 10]);
    expect(labels(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(labels(10, 10)).toEqual([1, '…', 9, 10]);
  });

  it('shows a page instead of a gap that would hide only that page', () => {
    expect(labels(4, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
  });
});
