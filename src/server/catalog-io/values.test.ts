import {
  descriptionHtml,
  hasTag,
  numberText,
  parsePrice,
  parsePriceCents,
  priceError,
  specText,
  specValue,
  trimSpaces,
} from './values';

describe('a price cell as staff type it', () => {
  test.each([
    ['1234.50', 123_450],
    ['1234,50', 123_450],
    ['1.234,50', 123_450],
    ['1,234.50', 123_450],
    ['Bs. 4220', 422_000],
    ['1.234.567', 123_456_700],
    // One separator before three digits: thousands, as written in Bolivia.
    ['1.500', 150_000],
    ['12,000', 1_200_000],
    ['Bs 250.000', 25_000_000],
    // Otherwise a decimal separator.
    ['1.5', 150],
    ['1500.5', 150_050],
    ['0.500', 50],
    ['1234.567', 123_457],
    ['1,25', 125],
    ['1.1250', 113],
  ])('%s is %i cents', (raw, cents) => {
    expect(parsePriceCents(raw)).toBe(cents);
  });

  test.each([
    ['-100', 'El precio «-100» no puede ser negativo.'],
    ['Bs. -1.500', 'El precio «Bs. -1.500» no puede ser negativo.'],
    ['99999999999', 'El precio «99999999999» es demasiado alto (máximo 10.000.000.000).'],
    ['diez', 'El precio «diez» no es un número válido (ej.: 1234.50, 1.234,50 o 1.500).'],
    ['1.2.3,4,5', 'El precio «1.2.3,4,5» no es un número válido (ej.: 1234.50, 1.234,50 o 1.500).'],
  ])('%s is refused: %s', (raw, message) => {
    expect(parsePriceCents(raw)).toBeNull();
    expect(priceError(raw)).toBe(message);
  });
});

describe('a description cell', () => {
  test('typed over several lines shows its paragraphs and line breaks', () => {
    expect(descriptionHtml('Línea uno\nLínea dos & más\r\n\r\nOtro párrafo <3')).toBe(
      '<p>Línea uno<br>Línea dos &amp; más</p><p>Otro párrafo &lt;3</p>',
    );
  });

  test('with HTML (as exported), or on one line, stays as it is', () => {
    const html = '<p>Línea uno</p>\n<p>Línea dos</p>';
    expect(descriptionHtml(html)).toBe(html);
    expect(descriptionHtml('Una línea & nada más')).toBe('Una línea & nada más');
  });
});

describe('the tag check of a description cell', () => {
  const quadratic = /<\/?[a-z][^>]*>/i;
  test.each([
    '<p>texto</p>',
    '</b>',
    'a < b y c > d',
    'x <a',
    '<1> no es etiqueta',
    '< a>',
    'texto <B>negrita',
    '<a<a<a>',
    'sin nada',
    '',
    '>< p',
    '<\n>',
  ])('answers as /<\\/?[a-z][^>]*>/i does: %j', (text) => {
    expect(hasTag(text)).toBe(quadratic.test(text));
  });

  test('is linear: 320 000 characters of `<a` in milliseconds (the regex took 56 s)', () => {
    const hostile = '<a'.repeat(160_000);
    const started = performance.now();
    expect(hasTag(hostile)).toBe(false);
    expect(descriptionHtml(`${hostile}\n${hostile}`)).toMatch(/^<p>&lt;a/);
    expect(performance.now() - started).toBeLessThan(200);
  });

  test('line breaks of a long line of spaces in linear time, as before', () => {
    expect(descriptionHtml('uno  \t\n \tdos\n\ntres')).toBe('<p>uno<br>dos</p><p>tres</p>');
    const spaces = `a${' '.repeat(100_000)}b\nc`;
    const started = performance.now();
    expect(descriptionHtml(spaces)).toBe(`<p>a${' '.repeat(100_000)}b<br>c</p>`);
    expect(performance.now() - started).toBeLessThan(200);
    expect(trimSpaces(' \t x \t ')).toBe('x');
  });
});

describe('a specification value in a cell', () => {
  test.each([1.125, 100.125, 0.125, 1125, 1234.5, 1e-7, 1.5e-9, 1e9, 0])(
    '%s is written as text that reads back as itself',
    (value) => {
      const text = numberText(value);
      expect(text).not.toMatch(/e/);
      expect(parsePrice(text)).toBe(value);
      expect(parsePrice(specText(value, ','))).toBe(value);
    },
  );

  test('1.125 gets a trailing zero, yes/no reads si/no, none is empty', () => {
    expect(numberText(1.125)).toBe('1.1250');
    expect(specText(1.125, ',')).toBe('1,1250');
    expect(specText(true)).toBe('si');
    expect(specText(undefined)).toBe('');
  });

  test('a cell as a value of its type: numbers as prices, negatives kept, others as text', () => {
    expect(specValue('number', '1.500')).toBe(1500);
    expect(specValue('number', '-5')).toBe(-5);
    expect(specValue('number', 'mucho')).toBe('mucho');
    expect(specValue('boolean', 'Sí')).toBe(true);
    expect(specValue('boolean', 'quizás')).toBe('quizás');
    expect(specValue('choice', 'malla')).toBe('malla');
  });
});
