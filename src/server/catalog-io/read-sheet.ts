import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { SaxesParser } from 'saxes';
import { parse as csvParser, CsvError, type CastingContext } from 'csv-parse';
import { KINDS } from '@/shared/catalog';
import { IMPORT_LIMITS } from '@/shared/schemas/catalog-io';
import type { ItemKind } from '../db/tables';
import { badRequest, HttpError } from '../lib/errors';
import { headerOf, mapHeaders, type Field } from './columns';
import { numberText } from './values';

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
  const { other } = KINDS[kind];
  if (fields.has('group') || !mapHeaders(other, header).includes('group')) return null;
  const { title, plural } = KINDS[other];
  return `El archivo tiene la columna «${headerOf(other, 'group')}» de ${plural}: elija «${title}» en Catálogo.`;
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

const unreadableWorkbook = () =>
  badRequest('No se pudo leer el archivo de Excel: guárdelo de nuevo como .xlsx.');

const tooBigWorkbook = () =>
  new HttpError(
    413,
    `El libro de Excel descomprimido supera ${WORKBOOK_XML_BYTES / MB} MB: divídalo en partes.`,
  );

/** The parts of a workbook the reader inflates: its sheets, shared strings and workbook. */
const READ_PART =
  /^xl\/(worksheets\/sheet\d+\.xml|sharedStrings\.xml|workbook\.xml|_rels\/workbook\.xml\.rels)$/;
/** What those parts may inflate to, together: ten times the file limit (XML is verbose). */
const WORKBOOK_XML_BYTES = 10 * IMPORT_LIMITS.fileBytes;
/** The workbook's own small parts, kept whole to find its first sheet. */
const WORKBOOK_PART = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
/**
 * Shared strings a workbook may hold: twenty a row of the row limit. Their text together is
 * bounded by IMPORT_LIMITS.sheetChars, as the cells read are.
 */
const SHARED_STRINGS = 20 * (IMPORT_LIMITS.rows + 1);

/** A workbook's ZIP, read with yauzl: its entries by name, each opened as a stream. */
interface WorkbookZip {
  entries: Map<string, yauzl.Entry>;
  /** xl/workbook.xml and its relationships, inflated whole in the checking pass. */
  kept: Map<string, Buffer>;
  open(entry: yauzl.Entry): Promise<Readable>;
  close(): void;
}

/**
 * Opens a workbook's ZIP. Its parts the reader may inflate, by the ZIP's directory, may hold
 * 200 MB of XML at most, and each is inflated once here to its end, yauzl checking it yields
 * exactly the size it declares: a workbook that inflates without end (a ZIP bomb) is refused
 * after 200 MB, before any sheet is parsed.
 */
function openWorkbookZip(bytes: Buffer): Promise<WorkbookZip> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, autoClose: false },
      (err, zip) => {
        if (err) return reject(unreadableWorkbook());
        let total = 0;
        const entries = new Map<string, yauzl.Entry>();
        const kept = new Map<string, Buffer>();
        let failed = false;
        const fail = (error: Error) => {
          if (failed) return;
          failed = true;
          zip.close();
          reject(error);
        };
        zip.on('error', () => fail(unreadableWorkbook()));
        zip.on('end', () =>
          resolve({
            entries,
            kept,
            open: (entry) =>
              new Promise((opened, refused) =>
                zip.openReadStream(entry, (openErr, stream) =>
                  openErr ? refused(unreadableWorkbook()) : opened(stream),
                ),
              ),
            close: () => zip.close(),
          }),
        );
        zip.on('entry', (entry: yauzl.Entry) => {
          if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
          if (!READ_PART.test(entry.fileName)) return zip.readEntry();
          total += entry.uncompressedSize;
          if (total > WORKBOOK_XML_BYTES) return fail(tooBigWorkbook());
          const keep = entry.fileName === WORKBOOK_PART || entry.fileName === WORKBOOK_RELS;
          zip.openReadStream(entry, (openErr, stream) => {
            if (openErr) return fail(unreadableWorkbook());
            const chunks: Buffer[] = [];
            stream.on('error', () => fail(unreadableWorkbook()));
            stream.on('data', (chunk: Buffer) => keep && chunks.push(chunk));
            stream.on('end', () => {
              if (keep) kept.set(entry.fileName, Buffer.concat(chunks));
              zip.readEntry();
            });
          });
        });
        zip.readEntry();
      },
    );
  });
}

/** An element's name without its namespace prefix (`x:row` → `row`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name, whatever its prefix (`r:id` → `id`). */
function attribute(attributes: Record<string, string>, local: string): string | undefined {
  for (const [name, value] of Object.entries(attributes))
    if (localName(name) === local) return value;
  return undefined;
}

interface XmlHandlers {
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  text(text: string): void;
}

/** Parses XML (UTF-8) chunk by chunk with saxes: elements by their local names, and text. */
async function parseXml(source: Iterable<Buffer> | AsyncIterable<Buffer>, handlers: XmlHandlers) {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) =>
    handlers.open(localName(tag.name), tag.attributes as Record<string, string>),
  );
  parser.on('closetag', (tag) => handlers.close(localName(tag.name)));
  parser.on('text', (text) => handlers.text(text));
  parser.on('cdata', (text) => handlers.text(text));
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of source) parser.write(decoder.decode(chunk, { stream: true }));
  parser.write(decoder.decode());
  parser.close();
}

/** Resolves a relationship's target (relative to xl/, or absolute) to a ZIP entry's name. */
function partName(target: string): string {
  const parts: string[] = target.startsWith('/') ? [] : ['xl'];
  for (const segment of target.split('/')) {
    if (!segment || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return parts.join('/');
}

/**
 * The workbook's first worksheet, as xl/workbook.xml lists its sheets (not the ZIP's order),
 * and its shared strings part, through xl/_rels/workbook.xml.rels. Without those parts, the
 * first worksheet part in the ZIP.
 */
async function workbookParts(zip: WorkbookZip) {
  const targets = new Map<string, { type: string; name: string }>();
  let sharedStrings: string | undefined;
  const rels = zip.kept.get(WORKBOOK_RELS);
  if (rels)
    await parseXml([rels], {
      open(name, attributes) {
        if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
        const type = attributes.Type ?? '';
        const part = { type, name: partName(attributes.Target) };
        targets.set(attributes.Id, part);
        if (type.endsWith('/sharedStrings')) sharedStrings ??= part.name;
      },
      close() {},
      text() {},
    });
  const sheetIds: string[] = [];
  const workbook = zip.kept.get(WORKBOOK_PART);
  if (workbook)
    await parseXml([workbook], {
      open(name, attributes) {
        const id = name === 'sheet' ? attribute(attributes, 'id') : undefined;
        if (id) sheetIds.push(id);
      },
      close() {},
      text() {},
    });
  const worksheets = sheetIds
    .map((id) => targets.get(id))
    .filter((t) => t && t.type.endsWith('/worksheet') && zip.entries.has(t.name));
  const sheet =
    worksheets[0]?.name ??
    [...zip.entries.keys()].find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  sharedStrings ??= 'xl/sharedStrings.xml';
  return {
    sheet: sheet ? zip.entries.get(sheet) : undefined,
    sharedStrings: zip.entries.get(sharedStrings),
  };
}

/**
 * The workbook's shared strings, rich text runs joined (phonetic guides left out). Their count
 * and their text together are bounded while they are read.
 */
async function readSharedStrings(zip: WorkbookZip, entry: yauzl.Entry | undefined) {
  const strings: string[] = [];
  if (!entry) return strings;
  let chars = 0;
  let parts: string[] | undefined;
  let inText = false;
  let phonetic = 0;
  await parseXml(await zip.open(entry), {
    open(name) {
      if (name === 'si') {
        parts = [];
        if (strings.length >= SHARED_STRINGS) throw tooMuchText();
      } else if (name === 'rPh') phonetic++;
      else if (name === 't' && parts && !phonetic) inText = true;
    },
    close(name) {
      if (name === 'si' && parts) {
        strings.push(parts.join(''));
        parts = undefined;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (!inText || !parts) return;
      chars += text.length;
      if (chars > IMPORT_LIMITS.sheetChars) throw tooMuchText();
      parts.push(text);
    },
  });
  return strings;
}

/** A cell reference's column, 1-based (`B7` → 2, `XFD7` → 16 384); 0 when it has none. */
function columnOf(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
    if (column > 1_000_000) return Infinity;
  }
  return column;
}

/**
 * The text of a cell from its type and raw text: shared strings by index, inline strings and
 * formula results (`str`) as they are, booleans as si/no, errors empty, ISO dates (`d`) as ISO,
 * numbers (`n` or no type) with a `.` decimal point. A number is read as a number whatever its
 * format: no column of the import is a date (ExcelJS's reader, with styles ignored, did the same).
 */
function cellText(type: string | undefined, raw: string, shared: string[]): string {
  switch (type) {
    case 's':
      return raw.trim() ? (shared[Number(raw)] ?? '') : '';
    case 'inlineStr':
    case 'str':
      return raw;
    case 'b':
      return raw.trim() ? (Number(raw) ? 'si' : 'no') : '';
    case 'e':
      return '';
    case 'd': {
      const date = new Date(raw);
      return Number.isNaN(date.getTime()) ? raw : date.toISOString();
    }
    default: {
      if (!raw.trim()) return '';
      const value = Number(raw);
      return Number.isFinite(value) ? numberText(value) : '';
    }
  }
}

/**
 * Streams the first worksheet's XML through saxes, row by row. Only the cells of the header's
 * recognised columns (by their reference, `XFD7` → 16 384) are kept; no array as wide as a row
 * is made, and a kept cell's text stops being copied past the cell limit (its length is still
 * counted, for the message).
 */
async function readWorksheet(
  kind: ItemKind,
  source: Readable,
  shared: string[],
  reading: SheetReading,
) {
  const collector = rowCollector(kind, reading);
  let columns: Columns | undefined;
  /** Column (1-based) → whether it is kept, once the header is read. */
  let keptColumns = new Set<number>();
  let rowNumber = 0;
  let column = 0;
  let header = false;
  let cells = new Map<number, string>();
  // The cell being read.
  let type: string | undefined;
  let kept = false;
  let parts: string[] = [];
  let length = 0;
  let inValue = false;
  let inText = false;
  let phonetic = 0;
  let inlineString = false;

  await parseXml(source, {
    open(name, attributes) {
      switch (name) {
        case 'row': {
          const r = attributes.r === undefined ? rowNumber + 1 : Number(attributes.r);
          // A row's number is Excel's: rows far down count up to there, as Excel shows them.
          if (!Number.isSafeInteger(r) || r > IMPORT_LIMITS.rows + 1) throw tooManyRows();
          rowNumber = r;
          column = 0;
          cells = new Map();
          header = !columns;
          return;
        }
        case 'c': {
          column = attributes.r === undefined ? column + 1 : columnOf(attributes.r);
          type = attributes.t;
          // The header's own width is bounded too: its cells beyond the CSV limit are not read.
          kept = header
            ? rowNumber === 1 && column <= IMPORT_LIMITS.csvCells
            : keptColumns.has(column);
          parts = [];
          length = 0;
          inlineString = false;
          return;
        }
        case 'v':
          inValue = true;
          return;
        case 'is':
          inlineString = true;
          return;
        case 'rPh':
          phonetic++;
          return;
        case 't':
          inText = inlineString && !phonetic;
          return;
      }
    },
    close(name) {
      switch (name) {
        case 'v':
          inValue = false;
          return;
        case 't':
          inText = false;
          return;
        case 'rPh':
          phonetic--;
          return;
        case 'c': {
          if (!kept) return;
          kept = false;
          if (type === 'inlineStr' || (type === undefined && inlineString)) type = 'inlineStr';
          if (length > IMPORT_LIMITS.cellChars && (type === 'inlineStr' || type === 'str')) {
            if (header) cells.set(column, '');
            else {
              const field = columns!.find((c) => c.index === column - 1)!.field;
              throw cellTooLong(rowNumber, headerOf(kind, field), length);
            }
            return;
          }
          const text = cellText(type, parts.join(''), shared);
          cells.set(column, header && text.length > IMPORT_LIMITS.cellChars ? '' : text);
          return;
        }
        case 'row': {
          if (header) {
            const names: string[] = [];
            if (rowNumber === 1) {
              const width = Math.max(0, ...cells.keys());
              for (let col = 1; col <= width; col++) names.push(cells.get(col) ?? '');
            }
            columns = headerColumns(kind, names);
            keptColumns = new Set(columns.map((c) => c.index + 1));
            reading.header(columns.map((c) => c.field));
            header = false;
            if (rowNumber === 1) return;
            // A first row below row 1 is no header: headerColumns has refused it already.
          }
          collector.add(rowNumber, columns!, (index) => cells.get(index + 1));
          return;
        }
      }
    },
    text(text) {
      if (!kept) return;
      if (inlineString ? !inText : !inValue) return;
      if (length <= IMPORT_LIMITS.cellChars)
        parts.push(text.slice(0, IMPORT_LIMITS.cellChars + 1 - length));
      length += text.length;
    },
  });
  if (!columns) headerColumns(kind, []);
  collector.flush();
}

async function readXlsx(kind: ItemKind, bytes: Buffer, reading: SheetReading) {
  const zip = await openWorkbookZip(bytes);
  try {
    const parts = await workbookParts(zip);
    // A ZIP without a worksheet (a ZIP of photos picked as the spreadsheet) is no workbook.
    if (!parts.sheet) throw unreadableWorkbook();
    // A sheet or shared strings part the checking pass did not inflate (named otherwise)
    // counts against the same limit.
    const unchecked = [parts.sheet, parts.sharedStrings].filter(
      (entry) => entry && !READ_PART.test(entry.fileName),
    );
    let total = 0;
    for (const entry of zip.entries.values())
      if (READ_PART.test(entry.fileName)) total += entry.uncompressedSize;
    for (const entry of unchecked) total += entry!.uncompressedSize;
    if (total > WORKBOOK_XML_BYTES) throw tooBigWorkbook();
    const shared = await readSharedStrings(zip, parts.sharedStrings);
    await readWorksheet(kind, await zip.open(parts.sheet), shared, reading);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadableWorkbook();
  } finally {
    zip.close();
  }
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
