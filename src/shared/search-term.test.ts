import { normaliseSearchTerm } from './search-term';

describe('normaliseSearchTerm', () => {
  it('lowers, trims and collapses white space, keeping accents', () => {
    expect(normaliseSearchTerm('  Túnel   DE\tRiego ')).toBe('túnel de riego');
  });

  it('makes control characters (NUL among them) spaces, so no database refuses the term', () => {
    expect(normaliseSearchTerm('abc\u0000def')).toBe('abc def');
    expect(normaliseSearchTerm('\u0000\u0007\u001b\u009f')).toBe('');
    expect(normaliseSearchTerm('bomba\ud800')).toBe('bomba');
  });

  it('cuts at 100 characters without halving an emoji', () => {
    const term = normaliseSearchTerm(`${'a'.repeat(99)}🌱🌱`);
    expect([...term]).toHaveLength(100);
    expect(term.endsWith('🌱')).toBe(true);
  });
});
