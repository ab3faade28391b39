import { compareQueryOf, compareSearch, compareTitle } from './compare';

describe('the comparison address', () => {
  it('reads the codes of one kind, each once, four at most', () => {
    expect(compareQueryOf(new URLSearchParams('productos=a,b,,a, c ,d,e'))).toEqual({
      kind: 'product',
      codes: ['a', 'b', 'c', 'd'],
    });
    expect(compareQueryOf(new URLSearchParams('servicios=x'))).toEqual({
      kind: 'service',
      codes: ['x'],
    });
    expect(compareQueryOf(new URLSearchParams(''))).toEqual({ kind: 'service', codes: [] });
  });

  it('writes the address back and titles the page', () => {
    expect(compareSearch('product', ['inv-1', 'inv 2'])).toBe('?productos=inv-1,inv%202');
    expect(compareTitle(['A', 'B', 'C'])).toBe('Comparar: A, B y C');
    expect(compareTitle(['A'])).toBe('Comparar: A');
    expect(compareTitle([])).toBe('Comparar');
  });
});
