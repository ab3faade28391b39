import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import { IMPORT_LIMITS } from '@/shared/schemas/catalog-io';
import type { ItemKind } from '../db/tables';
import { badRequest } from '../lib/errors';
import { headerOf, mapHeaders, type Field } from './columns';

/** One data row of the spreadsheet: its row number (the header is row 1) and its cells. */
export interface SheetRow {
  line: number;
  cells: Partial<Record<Field, string>>;
}

export interface Sheet {
  /** The fields the file has a column for: the others are left as they are. */
  fields: Set<Field>;
  rows: SheetRow[];
}

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** UTF-8 with or without a BOM; anything that is not valid UTF-8 is read as Windows-1252. */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

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

function csvRecords(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  try {
    return parseCsv(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      bom: true,
    }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw badRequest(
      `No se pudo leer el archivo CSV${line ? ` (línea ${line})` : ''}: revise las comillas.`,
    );
  }
}

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
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'si' : 'no';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

async function xlsxRecords(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('No se pudo leer el archivo de Excel: guárdelo de nuevo como .xlsx.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.rowCount > IMPORT_LIMITS.rows + 1) throw tooManyRows();
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    records[number - 1] = values.map((v) => cellText(v as ExcelJS.CellValue));
  });
  for (let i = 0; i < records.length; i++) records[i] ??= [];
  return records;
}

const tooManyRows = () =>
  badRequest(
    `El archivo tiene más de ${IMPORT_LIMITS.rows.toLocaleString('es-BO')} filas: divídalo en partes.`,
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

/** Reads a CSV or Excel file into rows of fields; refuses it whole when it cannot be read. */
export async function readSheet(kind: ItemKind, bytes: Buffer): Promise<Sheet> {
  const workbook = isZip(bytes);
  const problem = workbook ? null : notCsv(bytes);
  if (problem) throw badRequest(problem);
  const records = workbook ? await xlsxRecords(bytes) : csvRecords(bytes);
  if (records.length > IMPORT_LIMITS.rows + 1) throw tooManyRows();
  const [header = [], ...data] = records;
  const columns = mapHeaders(kind, header);
  if (!columns.includes('code')) {
    throw badRequest(
      `Falta la columna «${headerOf(kind, 'code')}» en la primera fila: exporte el catálogo para ver el formato.`,
    );
  }
  const fields = new Set(columns.filter((c): c is Field => c !== undefined));
  const wrongCatalogue = otherCatalogue(kind, header, fields);
  if (wrongCatalogue) throw badRequest(wrongCatalogue);
  const rows: SheetRow[] = [];
  data.forEach((record, index) => {
    if (record.every((cell) => !cell?.trim())) return;
    const cells: SheetRow['cells'] = {};
    columns.forEach((field, i) => {
      if (field) cells[field] = record[i] ?? '';
    });
    rows.push({ line: index + 2, cells });
  });
  return { fields, rows };
}
