import { neutraliseFormula } from '@/shared/csv';
import { neutralise, unneutralise } from './values';

/*
 * The CSV writer (src/shared/csv.ts) neutralises what the import (values.ts) reads back: the two
 * rules must stay one, or an export → import → export would change the catalogue.
 */
const SAMPLES = [
  '=1+1',
  '+591 4 4251234',
  '-20% Malla',
  '@SUM(1)',
  '\tcon tabulador',
  '\rcon retorno',
  "'=1+1",
  'Invernadero',
  '',
  ' =1',
  'a=b',
];

test.each(SAMPLES)('%j: the writer neutralises it as the import expects', (text) => {
  expect(neutraliseFormula(text)).toBe(neutralise(text));
});

test.each(SAMPLES.filter((t) => !t.startsWith("'")))(
  '%j: import(export(x)) is x, and exporting again writes the same cell',
  (text) => {
    const written = neutraliseFormula(text);
    const imported = unneutralise(written);
    expect(imported).toBe(text);
    expect(neutraliseFormula(imported)).toBe(written);
  },
);

test('a cell the export wrote neutralised stays neutralised when written again', () => {
  expect(neutraliseFormula("'=1+1")).toBe("'=1+1");
  expect(neutraliseFormula(unneutralise("'=1+1"))).toBe("'=1+1");
});
