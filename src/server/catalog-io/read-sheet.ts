import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import ExcelRow from 'exceljs/lib/doc/row.js';
import excelUtils from 'exceljs/lib/utils/utils.js';
import yauzl from 'yauzl';
import { parse as csvParser, CsvError, type CastingContext } from 'csv-parse';
import { IMPORT_LIMITS } from '@/shared/schemas/catalog-io';
import type { ItemKind } from '../db/tables';
import { badRequest, HttpError } from '../lib/errors';
import { headerOf, mapHeaders, type Field } from './columns';

/*
 * Reads a spreadsheet as a stream and enforces every limit while reading: rows (counted as they
 * come, blank ones too), cells (only the header's recognised columns are kept; a CSV line of more
 * than 1 000 cells is refused), each cell's length before anything else looks at it, and the
 * text of all the cells kept. It runs in the sheet worker (sheet-worker.ts): nothing here blocks
 * the server's event loop, and no hostile file grows more than the worker's heap.
 */

/** One data row of the spreadsheet: its row number (the header is row 1) and its cells. */
export interface SheetRow {
  line: number;
  cells: Partial<Record<Field, string>>;
}

/** The header's columns the import reads: their 0-based index and their field. */
type Columns = Array<{ index: number; field: Field }>;

export interface SheetReading {
  /** The fields the file has a column for, known once the header is read. */
  header(fields: Field[]): void;
  /** A batch of non-blank rows, in file order. */
  rows(rows: SheetRow[]): void;
}

const BATCH_ROWS = 500;
const MB = 1024 * 1024;
const number = (n: number) => n.toLocaleString('es-BO');

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

const tooManyRows = () =>
  badRequest(`El archivo tiene más de ${number(IMPORT_LIMITS.rows)} filas: divídalo en partes.`);

/** Why the file is refused whole: a cell over the limit, named by its row and column. */
const cellTooLong = (line: number, column: string, length: number) =>
  badRequest(
    `La celda de la fila ${number(line)}, columna «${column}», tiene ${number(length)} caracteres: ` +
      `el máximo es ${number(IMPORT_LIMITS.cellChars)}. Acórtela y vuelva a enviar el archivo.`,
  );

const tooMuchText = () =>
  new HttpError(
    413,
    `El libro tiene más texto del que cabe en ${IMPORT_LIMITS.fileBytes / MB} MB: divídalo en partes.`,
  );

/** Files staff may pick by mistake, by their first bytes: no CSV starts like these. */
const NOT_A_SHEET: Array<[number[], string]> = [
  [
    [0xd0, 0xcf, 0x11, 0xe0],
    'Los archivos .xls de Excel 97-2003 no se leen: guárdelo como .xlsx o CSV.',
  ],
  [[0xff, 0xd8, 0xff], 'El archivo es una imagen, no una hoja de cálculo.'],
  [[0x89, 0x50, 0x4e, 0x47], 'El archivo es una imagen, no una hoja de cálculo.'],
  [[0x25, 0x50, 0x44, 0x46], 'El archivo es un PDF, no una hoja de cálculo.'],
];
const NOT_TEXT =
  'El archivo no es una hoja CSV ni un libro de Excel (.xlsx): guárdelo en uno de esos formatos.';

/** Why `bytes` (not a ZIP, so not .xlsx) cannot be a CSV file, or null when it may be one. */
function notCsv(bytes: Buffer): string | null {
  const known = NOT_A_SHEET.find(([magic]) => magic.every((byte, i) => bytes[i] === byte));
  if (known) return known[1];
  // Text in UTF-8 or Windows-1252 has no NUL byte; a UTF-16 file (Excel's "Texto Unicode") is
  // refused here too, with the formats to save it in.
  return bytes.subarray(0, 8192).includes(0) ? NOT_TEXT : null;
}

/**
 * A column of the other catalogue's (a services file imported as products): every row would fail
 * alike, so the file is refused with what to choose instead.
 */
function otherCatalogue(kind: ItemKind, header: string[], fields: Set<Field>): string | null {
  const other: ItemKind = kind === 'product' ? 'service' : 'product';
  if (fields.has('group') || !mapHeaders(other, header).includes('group')) return null;
  const label = other === 'service' ? 'Servicios' : 'Productos';
  return `El archivo tiene la columna «${headerOf(other, 'group')}» de ${label.toLowerCase()}: elija «${label}» en Catálogo.`;
}

/**
 * Reads the header row: which of its columns the import takes. Refuses a file without a code
 * column, or with the other catalogue's.
 */
function headerColumns(kind: ItemKind, header: string[]): Columns {
  const mapped = mapHeaders(kind, header);
  if (!mapped.includes('code')) {
    throw badRequest(
      `Falta la columna «${headerOf(kind, 'code')}» en la primera fila: exporte el catálogo para ver el formato.`,
    );
  }
  const columns: Columns = [];
  const seen = new Set<Field>();
  // A field named twice is read from its first column, as before (the later one was ignored).
  mapped.forEach((field, index) => {
    if (!field || seen.has(field)) return;
    seen.add(field);
    columns.push({ index, field });
  });
  const wrongCatalogue = otherCatalogue(kind, header, seen);
  if (wrongCatalogue) throw badRequest(wrongCatalogue);
  return columns;
}

/**
 * Collects rows into batches, counts the text kept and drops blank rows. `cellOf` gives a cell's
 * text (already checked for length) or undefined when it is empty.
 */
function rowCollector(kind: ItemKind, reading: SheetReading) {
  let batch: SheetRow[] = [];
  let chars = 0;
  return {
    add(line: number, columns: Columns, cellOf: (index: number) => string | undefined) {
      const cells: SheetRow['cells'] = {};
      let blank = true;
      for (const { index, field } of columns) {
        const text = cellOf(index) ?? '';
        if (text.length > IMPORT_LIMITS.cellChars)
          throw cellTooLong(line, headerOf(kind, field), text.length);
        chars += text.length;
        if (chars > IMPORT_LIMITS.sheetChars) throw tooMuchText();
        if (blank && text.trim()) blank = false;
        cells[field] = text;
      }
      if (blank) return;
      batch.push({ line, cells });
      if (batch.length >= BATCH_ROWS) this.flush();
    },
    flush() {
      if (batch.length) reading.rows(batch);
      batch = [];
    },
  };
}

// ---------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------

/** The separator of the header line, outside quotes: `,`, `;` or a tab, whichever appears most. */
function detectDelimiter(text: string): string {
  const counts = new Map([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

/**
 * The file's text in chunks: UTF-8 with or without a BOM; anything that is not valid UTF-8 is
 * read as Windows-1252. Decoded as it is parsed, never whole.
 */
function* textChunks(bytes: Buffer): Generator<string> {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  const decoder = new TextDecoder(bom || isUtf8(body) ? 'utf-8' : 'windows-1252');
  const CHUNK = 256 * 1024;
  for (let start = 0; start < body.length; start += CHUNK) {
    yield decoder.decode(body.subarray(start, start + CHUNK), { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** A limit the CSV parser's hooks hit: thrown out of the parser as it is. */
class Refusal extends Error {
  constructor(readonly refusal: HttpError) {
    super(refusal.message);
  }
}

async function readCsv(kind: ItemKind, bytes: Buffer, reading: SheetReading) {
  // csv-parse builds an error, stack included, for every row shorter or longer than the header
  // (relax_column_count keeps the row): 80 µs a row, 4 s for 50 000 blank lines. This runs in
  // the sheet worker alone: its stacks are not needed while it parses.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    await parseCsv(kind, bytes, reading);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

async function parseCsv(kind: ItemKind, bytes: Buffer, reading: SheetReading) {
  const chunks = textChunks(bytes);
  const first = chunks.next();
  const head = first.done ? '' : first.value;
  const collector = rowCollector(kind, reading);
  let columns: Columns | undefined;
  /** Index → whether the import reads that column (once the header is known). */
  let kept: boolean[] = [];
  let records = 0;
  const parser = csvParser({
    delimiter: detectDelimiter(head),
    relax_column_count: true,
    relax_quotes: true,
    bom: true,
    // Called for each cell as it ends, before it joins its row: the length first, and a cell
    // of a column the import does not read is dropped (an empty string, no copy kept).
    cast: (value: string, context: CastingContext) => {
      const line = records + 1;
      if (context.index >= IMPORT_LIMITS.csvCells)
        throw new Refusal(
          badRequest(
            `La fila ${number(line)} tiene más de ${number(IMPORT_LIMITS.csvCells)} celdas: revise el separador de columnas.`,
          ),
        );
      if (columns && !kept[context.index]) return '';
      if (value.length > IMPORT_LIMITS.cellChars) {
        const field = columns?.find((c) => c.index === context.index)?.field;
        throw new Refusal(
          cellTooLong(
            line,
            field ? headerOf(kind, field) : `${context.index + 1} (encabezado)`,
            value.length,
          ),
        );
      }
      return value;
    },
    // Called as each row ends, before the next is parsed: rows are counted here, so the parser
    // stops at the limit (blank lines count: a file of newlines stops as soon as any other).
    on_record: (record: string[]) => {
      records++;
      if (records > IMPORT_LIMITS.rows + 1) throw new Refusal(tooManyRows());
      if (!columns) {
        columns = headerColumns(kind, record);
        kept = [];
        for (const { index } of columns) kept[index] = true;
        reading.header(columns.map((c) => c.field));
        return null;
      }
      collector.add(records, columns, (index) => record[index]);
      return null;
    },
  });
  const source = Readable.from(
    (function* () {
      if (head) yield head;
      yield* chunks;
    })(),
  );
  try {
    source.pipe(parser);
    // Rows are taken by on_record; the stream only carries the end (or an error).
    for await (const _ of parser) void _;
  } catch (err) {
    source.destroy();
    parser.destroy();
    if (err instanceof Refusal) throw err.refusal;
    if (err instanceof HttpError) throw err;
    if (err instanceof CsvError) {
      const line = (err as { lines?: number }).lines;
      throw badRequest(
        `No se pudo leer el archivo CSV${line ? ` (línea ${line})` : ''}: revise las comillas.`,
      );
    }
    throw err;
  }
  if (!columns) headerColumns(kind, []);
  collector.flush();
}

// ---------------------------------------------------------------------------
// Excel
// ---------------------------------------------------------------------------

/**
 * A number cell as text that reads back as that very number: a `.` decimal point, and never
 * exactly three decimals after one to three digits, which typed text means as thousands (`1.500`,
 * see parsePriceCents): the number 1.125 is written `1.1250`.
 */
function numberText(value: number): string {
  const text = String(value);
  return /^-?[1-9]\d{0,2}\.\d{3}$/.test(text) ? `${text}0` : text;
}

/** The text of an Excel cell: numbers with a `.` decimal point, dates as ISO, formulas by result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : '';
  if (typeof value === 'boolean') return value ? 'si' : 'no';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if ('richText' in value) return value.richText.map((r) => r.text ?? '').join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/*
 * ExcelJS's streaming reader decodes the text of inline-string and `str` cells a second time
 * (its XML parser has decoded it already): the export's `&lt;DN16&gt;` (inline strings) would come
 * back as the tag `<DN16>`. This module runs in the sheet worker alone, whose ExcelJS only reads
 * with that reader: its text is taken as the XML parser decoded it, once.
 */
excelUtils.xmlDecode = (text: string) => text;

/*
 * The streaming reader asks each row its dimensions, which ExcelJS finds with forEach over the
 * row's cells: an array as long as the row's last column, so 16 384 steps for a row with a cell
 * in column XFD (45 000 such rows took 52 s). The same answer from the cells that exist (a
 * for-in visits an array's present indices only, in ascending order).
 */
Object.defineProperty(ExcelRow.prototype, 'dimensions', {
  configurable: true,
  get(this: { _cells: Array<{ col: number; type: number } | undefined> }) {
    let min = 0;
    let max = 0;
    for (const key in this._cells) {
      const cell = this._cells[key as unknown as number];
      if (!cell || cell.type === ExcelJS.ValueType.Null) continue;
      if (!min || min > cell.col) min = cell.col;
      if (max < cell.col) max = cell.col;
    }
    return min > 0 ? { min, max } : null;
  },
});

const unreadableWorkbook = () =>
  badRequest('No se pudo leer el archivo de Excel: guárdelo de nuevo como .xlsx.');

/** The parts of a workbook ExcelJS's reader inflates: its sheets, shared strings and workbook. */
const READ_PART =
  /^xl\/(worksheets\/sheet\d+\.xml|sharedStrings\.xml|workbook\.xml|_rels\/workbook\.xml\.rels)$/;
/** What those parts may inflate to, together: ten times the file limit (XML is verbose). */
const WORKBOOK_XML_BYTES = 10 * IMPORT_LIMITS.fileBytes;

/**
 * Before ExcelJS reads a workbook: the parts it will inflate, by the ZIP's directory, may hold
 * 200 MB of XML at most, and each is inflated once here to its end, yauzl checking it yields
 * exactly the size it declares. A workbook that inflates without end (a ZIP bomb) is refused
 * after 200 MB, never written out whole by ExcelJS's reader (it keeps a sheet that comes before
 * the shared strings in a temporary file).
 */
function checkWorkbookZip(bytes: Buffer): Promise<void> {
  const tooBig = () =>
    new HttpError(
      413,
      `El libro de Excel descomprimido supera ${WORKBOOK_XML_BYTES / MB} MB: divídalo en partes.`,
    );
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err) return reject(unreadableWorkbook());
      let total = 0;
      const fail = (error: Error) => {
        zip.close();
        reject(error);
      };
      zip.on('error', () => fail(unreadableWorkbook()));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!READ_PART.test(entry.fileName)) return zip.readEntry();
        total += entry.uncompressedSize;
        if (total > WORKBOOK_XML_BYTES) return fail(tooBig());
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr) return fail(unreadableWorkbook());
          stream.on('error', () => fail(unreadableWorkbook()));
          stream.on('end', () => zip.readEntry());
          stream.resume();
        });
      });
      zip.readEntry();
    });
  });
}

async function readXlsx(kind: ItemKind, bytes: Buffer, reading: SheetReading) {
  await checkWorkbookZip(bytes);
  const collector = rowCollector(kind, reading);
  const source = Readable.from([bytes]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let columns: Columns | undefined;
  let sheets = 0;
  try {
    // The first worksheet only; its rows as they are parsed, never the sheet whole.
    for await (const worksheet of workbook) {
      sheets++;
      for await (const row of worksheet) {
        // A row's number is Excel's: rows far down count up to there, as Excel shows them.
        if (row.number > IMPORT_LIMITS.rows + 1 || !Number.isFinite(row.number))
          throw tooManyRows();
        if (!columns) {
          const header: string[] = [];
          if (row.number === 1) {
            // The header's own width is bounded too: its cells beyond the CSV limit are not read.
            for (let col = 1; col <= IMPORT_LIMITS.csvCells; col++) {
              const text = cellText(row.findCell(col)?.value ?? null);
              header.push(text.length > IMPORT_LIMITS.cellChars ? '' : text);
            }
          }
          columns = headerColumns(kind, header);
          reading.header(columns.map((c) => c.field));
          if (row.number === 1) continue;
        }
        // Only the header's recognised columns are looked at: a cell far to the right (XFD) is
        // never copied, whatever ExcelJS keeps of it while its row is parsed.
        collector.add(row.number, columns, (index) => {
          const cell = row.findCell(index + 1);
          return cell ? cellText(cell.value) : undefined;
        });
      }
      break;
    }
  } catch (err) {
    source.destroy();
    if (err instanceof HttpError) throw err;
    throw unreadableWorkbook();
  }
  // A ZIP without a worksheet (a ZIP of photos picked as the spreadsheet) is no workbook.
  if (!sheets) throw unreadableWorkbook();
  if (!columns) headerColumns(kind, []);
  collector.flush();
}

/**
 * Reads a CSV or Excel file, handing its header's fields and its rows (in batches) to `reading`;
 * refuses the file whole (an HttpError in Spanish) at the first limit it passes.
 */
export async function readSheetRows(kind: ItemKind, bytes: Buffer, reading: SheetReading) {
  if (bytes.length > IMPORT_LIMITS.fileBytes)
    throw new HttpError(
      413,
      `El archivo supera ${IMPORT_LIMITS.fileBytes / MB} MB: divídalo en partes.`,
    );
  if (isZip(bytes)) return readXlsx(kind, bytes, reading);
  const problem = notCsv(bytes);
  if (problem) throw badRequest(problem);
  return readCsv(kind, bytes, reading);
}
