import { parse } from 'csv-parse/sync';
import {
  CSV,
  EXCEL_CSV,
  FEED_CSV,
  csvCell,
  csvRow,
  csvText,
  neutraliseFormula,
  stripFormulaStart,
} from './csv';

describe('neutraliseFormula', () => {
  test.each([
    ['=1+1', "'=1+1"],
    ['+54 4 4251234', "'+54 4 4251234"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['=HYPERLINK("http://malo","x")', '\'=HYPERLINK("http://malo","x")'],
  ])('%j becomes %j', (raw, safe) => {
    expect(neutraliseFormula(raw)).toBe(safe);
  });

  test.each(['Invernadero', '', ' =1', "'=1+1", 'a=b', '1-2', 'riego@goteo'])(
    '%j stays as it is',
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
    },
  );

  it('changes nothing when applied twice', () => {
    for (const text of ['=1+1', '-x', '@y', '\tz', 'plain'])
      expect(neutraliseFormula(neutraliseFormula(text))).toBe(neutraliseFormula(text));
  });
});

describe('stripFormulaStart', () => {
  test.each([
    ['=HYPERLINK("x")', 'HYPERLINK("x")'],
    ['-20% Malla', '20% Malla'],
    ['+ 2 bandejas', '2 bandejas'],
    ['@Riego', 'Riego'],
    ['= =\t-x', 'x'],
    ['\r\n=1', '1'],
    ['===', ''],
    ['Invernadero = bueno', 'Invernadero = bueno'],
    ["'=1", "'=1"],
  ])('%j becomes %j', (raw, clean) => {
    expect(stripFormulaStart(raw)).toBe(clean);
  });
});

describe('csvCell', () => {
  it('quotes a cell with the delimiter, a double quote or a line break, doubling the quotes', () => {
    expect(csvCell('a,b', CSV)).toBe('"a,b"');
    expect(csvCell('a;b', CSV)).toBe('a;b');
    expect(csvCell('a;b', EXCEL_CSV)).toBe('"a;b"');
    expect(csvCell('a,b', EXCEL_CSV)).toBe('a,b');
    expect(csvCell('dijo "sí"', CSV)).toBe('"dijo ""sí"""');
    expect(csvCell('uno\ndos', CSV)).toBe('"uno\ndos"');
    expect(csvCell('uno\r\ndos', EXCEL_CSV)).toBe('"uno\r\ndos"');
  });

  it('neutralises before quoting, so a quoted formula is still text', () => {
    expect(csvCell('=HYPERLINK("a";"b")', EXCEL_CSV)).toBe('"\'=HYPERLINK(""a"";""b"")"');
    expect(csvCell('\r=1', CSV)).toBe('"\'\r=1"');
  });

  it('writes numbers as they are, with the decimal comma of Excel in Spanish', () => {
    expect(csvCell(12.5, CSV)).toBe('12.5');
    expect(csvCell(12.5, EXCEL_CSV)).toBe('12,5');
    expect(csvCell(-3, EXCEL_CSV)).toBe('-3');
  });

  it('strips formula starts in the feed dialect instead of adding an apostrophe', () => {
    expect(csvCell('=1+1', FEED_CSV)).toBe('1+1');
    expect(csvCell('-20%, oferta', FEED_CSV)).toBe('"20%, oferta"');
  });
});

describe('csvRow and csvText', () => {
  it('write the plain CSV: commas, LF, no BOM', () => {
    expect(
      csvText(
        [
          ['a', 'b'],
          ['=c', 1.5],
        ],
        CSV,
      ),
    ).toBe("a,b\n'=c,1.5\n");
    expect(csvRow(['x', 'y'], CSV)).toBe('x,y\n');
  });

  it('write the CSV for Excel in Spanish: a BOM, semicolons, CRLF, decimal commas', () => {
    expect(
      csvText(
        [
          ['Búsqueda', 'Tasa'],
          ['riego; goteo', 12.5],
        ],
        EXCEL_CSV,
      ),
    ).toBe('\uFEFFBúsqueda;Tasa\r\n"riego; goteo";12,5\r\n');
  });

  it('read back by csv-parse as the cells written, neutralised', () => {
    const rows = [
      ['codigo', 'nombre', 'descripcion'],
      ['=1+1', 'Invernadero "túnel"; 6 m', '<p>uno</p>\n<p>dos, tres</p>'],
      ["'=1+1", '@SUM(1)', '\tTabulado'],
      ['', 'ñandú', '-'],
    ];
    for (const dialect of [CSV, EXCEL_CSV]) {
      const back = parse(csvText(rows, dialect), {
        delimiter: dialect.delimiter,
        bom: true,
      }) as string[][];
      expect(back).toEqual(rows.map((row) => row.map(neutraliseFormula)));
    }
  });
});
