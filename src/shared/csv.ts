/*
 * THE CSV writer of the site: every CSV download goes through it, on the server (the catalogue
 * export, /feeds/meta.csv) and in the browser ('Descargar errores', the 'Demanda' tables). It is
 * a few lines of its own rather than csv-stringify: that package reads Node's `Buffer` when it
 * loads, which webpack 5 does not provide in the browser.
 *
 * A text cell that starts like a formula (= + - @, a tab or a carriage return) is what a
 * spreadsheet runs (`=HYPERLINK(…)`, `-2+3+cmd|…`). Files people open get it neutralised with a
 * leading apostrophe; the Meta feed, read by Meta and not by a spreadsheet, gets those leading
 * characters taken away instead (docs/decisions.md, "One CSV writer, and cells that start
 * like a formula").
 */

/** A cell a spreadsheet would run as a formula (or a control character some read as one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The characters stripped from the start of a feed cell: formula starts and blanks. */
const FEED_STRIP = /^[=+\-@\s]+/;

export type CsvCell = string | number;

export interface CsvDialect {
  delimiter: ',' | ';';
  newline: '\n' | '\r\n';
  /** A UTF-8 byte-order mark first, so Excel reads the accents right. */
  bom: boolean;
  /** The decimal separator of number cells. */
  decimal: '.' | ',';
  /** What becomes of a text cell that starts like a formula. */
  formulas: 'neutralise' | 'strip';
}

/** The plain CSV a person may still open in a spreadsheet: `,`, LF, UTF-8 without a BOM. */
export const CSV: CsvDialect = {
  delimiter: ',',
  newline: '\n',
  bom: false,
  decimal: '.',
  formulas: 'neutralise',
};

/** CSV for Excel in Spanish: `;`, CRLF, a BOM and decimal commas. */
export const EXCEL_CSV: CsvDialect = {
  delimiter: ';',
  newline: '\r\n',
  bom: true,
  decimal: ',',
  formulas: 'neutralise',
};

/** A feed read by a machine (Meta's catalogue): plain CSV, formula starts taken away. */
export const FEED_CSV: CsvDialect = { ...CSV, formulas: 'strip' };

/**
 * A text cell that starts like a formula gets a leading apostrophe. A cell that came neutralised
 * already (`'=1+1`) starts with the apostrophe and stays as it is, so writing twice changes
 * nothing; the import takes the apostrophe away again.
 */
export const neutraliseFormula = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;

/** A feed cell without the formula starts and blanks it began with (`=Oferta` → `Oferta`). */
export const stripFormulaStart = (text: string): string => text.replace(FEED_STRIP, '');

/** One cell as the dialect writes it: a number with its decimal separator, text made safe, quoted as needed. */
export function csvCell(value: CsvCell, dialect: CsvDialect): string {
  let text: string;
  if (typeof value === 'number') {
    text = String(value);
    if (dialect.decimal === ',') text = text.replace('.', ',');
  } else {
    text = dialect.formulas === 'strip' ? stripFormulaStart(value) : neutraliseFormula(value);
  }
  const special = dialect.delimiter === ';' ? /[;"\r\n]/ : /[,"\r\n]/;
  return special.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its line ending. */
export const csvRow = (cells: readonly CsvCell[], dialect: CsvDialect): string =>
  cells.map((cell) => csvCell(cell, dialect)).join(dialect.delimiter) + dialect.newline;

/** What the file starts with: the BOM, when the dialect has one. */
export const csvStart = (dialect: CsvDialect): string => (dialect.bom ? '\uFEFF' : '');

/** A whole CSV file: the BOM when the dialect has one, then every record. */
export const csvText = (rows: ReadonlyArray<readonly CsvCell[]>, dialect: CsvDialect): string =>
  csvStart(dialect) + rows.map((row) => csvRow(row, dialect)).join('');
