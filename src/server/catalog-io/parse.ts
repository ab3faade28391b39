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

/** Reads a CSV or Excel file into rows of fields; refuses it whole when it cannot be read. */
export async function readSheet(kind: ItemKind, bytes: Buffer): Promise<Sheet> {
  const records = isZip(bytes) ? await xlsxRecords(bytes) : csvRecords(bytes);
  if (records.length > IMPORT_LIMITS.rows + 1) throw tooManyRows();
  const [header = [], ...data] = records;
  const columns = mapHeaders(kind, header);
  if (!columns.includes('code')) {
    throw badRequest(
      `Falta la columna «${headerOf(kind, 'code')}» en la primera fila: exporte el catálogo para ver el formato.`,
    );
  }
  const fields = new Set(columns.filter((c): c is Field => c !== undefined));
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
