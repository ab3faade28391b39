import { isSearchable, searchArg } from './api';

describe('the search call', () => {
  it('asks for a query the way the server reads it, so each answer is asked for and kept once', () => {
    // The server's search tells neither capitals nor runs of spaces apart.
    expect(searchArg('  INVERNADERO  ', 0)).toEqual({ q: 'invernadero', page: 0 });
    expect(searchArg('Riego   por Goteo', 2)).toEqual({ q: 'riego por goteo', page: 2 });
    expect(searchArg('ÑANDÚ', 0)).toEqual({ q: 'ñandú', page: 0 });
  });

  it('asks nothing for a query the server refuses', () => {
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable('x'.repeat(101))).toBe(false);
  });
});
