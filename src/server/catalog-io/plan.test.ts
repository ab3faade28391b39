import { EXCERPT_CHARS, excerptChange } from './plan';

describe('a change as the dry run answers it', () => {
  test('short values whole', () => {
    expect(excerptChange('100.00', '120.00')).toEqual(['100.00', '120.00']);
    expect(excerptChange(null, 'nuevo')).toEqual([null, 'nuevo']);
  });

  test('long texts cut around the first difference, with … where text is left out', () => {
    const old = `${'a'.repeat(5000)}VIEJO${'z'.repeat(5000)}`;
    const next = `${'a'.repeat(5000)}NUEVO${'z'.repeat(5000)}`;
    const [o, n] = excerptChange(old, next);
    expect(o).toBe(`…${'a'.repeat(40)}VIEJO${'z'.repeat(EXCERPT_CHARS - 45)}…`);
    expect(n).toBe(`…${'a'.repeat(40)}NUEVO${'z'.repeat(EXCERPT_CHARS - 45)}…`);
  });

  test('a new long text from its start; a text added at the end shows the end', () => {
    const [o, n] = excerptChange(null, 'b'.repeat(1000));
    expect(o).toBeNull();
    expect(n).toBe(`${'b'.repeat(EXCERPT_CHARS)}…`);
    const [, end] = excerptChange('c'.repeat(1000), `${'c'.repeat(1000)} fin`);
    expect(end).toMatch(/^…c+ fin$/);
    expect(end!.length).toBe(EXCERPT_CHARS + 1);
  });
});
