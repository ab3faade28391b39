import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CSV, EXCEL_CSV, csvRow, csvStart, neutraliseFormula } from '@/shared/csv';
import type { ExportFormat } from '@/shared/schemas/catalog-io';
import type { DbOrTrx } from '../db/database';
import { itemGroupId, priceCentsOf } from '../db/repositories/catalog-items';
import { exportPage, type ExportItem } from '../db/repositories/catalog-io';
import { kindSpecs } from '../db/repositories/specs';
import type { CatalogKind } from '../catalog/kinds';
import { headersOf } from './columns';
import { formatCents, specText, yesNo } from './values';

/** Items read per query: an export of 100 000 items never holds more than this many. */
const PAGE_ROWS = 500;

/** The items of a kind in id order, a page at a time, with their picture URLs and related codes. */
async function* exportPages(db: DbOrTrx, kind: CatalogKind, publicUrl: string) {
  for (let after = 0; ;) {
    const page = await exportPage(db, kind.kind, after, PAGE_ROWS);
    if (!page.length) return;
    after = page[page.length - 1].item.id;
    yield page.map((row) => ({
      ...row,
      photos: row.photos.map((name) => `${publicUrl}${kind.prefix}/images/700/${name}`),
    }));
  }
}

/**
 * The specification keys the export has a column for: those of the kind's groups, in the groups'
 * order and then each group's, each key once (groups may share one).
 */
async function specKeysOf(db: DbOrTrx, kind: CatalogKind): Promise<string[]> {
  const byGroup = await kindSpecs(db, kind.kind);
  const keys = kind.groups.flatMap((g) => (byGroup.get(g.id) ?? []).map((s) => s.key));
  return [...new Set(keys)];
}

/**
 * The cells of one item, as text, its specification values after the fixed columns. A CSV gets its formula starts neutralised by the CSV writer;
 * the workbook by inlineText, so an export of either kind reads back the same.
 */
function cells(
  kind: CatalogKind,
  row: ExportItem,
  specKeys: readonly string[],
  decimal: '.' | ',',
): string[] {
  const { item } = row;
  const groupId = itemGroupId(item);
  const group = kind.groups.find((g) => g.id === groupId)?.urlpath ?? String(groupId);
  return [
    item.code,
    item.name,
    item.description,
    group,
    decimal === '.' ? formatCents(priceCentsOf(item)) : formatCents(priceCentsOf(item), ','),
    yesNo(item.price_id.visible),
    yesNo(item.published),
    row.photos.join('|'),
    row.related.join('|'),
    ...specKeys.map((key) => specText(item.specs[key], decimal)),
  ];
}

/** Where the first specification column is in a row of cells. */
const SPEC_START = headersOf('product').length;

/**
 * A text cell as an inline string (`t="inlineStr"`, as a rich text of one run). The streaming
 * writer without a shared-strings table writes a plain string as a formula's result (`t="str"`),
 * which ExcelJS's reader decodes twice: `&lt;DN16&gt;` in a description came back as `<DN16>`, a
 * tag the import then removed. A shared-strings table would hold every text of the export in
 * memory until the end.
 */
const inlineText = (value: string): ExcelJS.CellValue =>
  value !== '' ? { richText: [{ text: neutraliseFormula(value) }] } : value;

/** How an export ended: every row written, or the client gone first. */
export interface ExportEnd {
  rows: number;
  complete: boolean;
}

export interface ExportHooks {
  onError(err: unknown): void;
  /**
   * Once, when the stream has closed and its writer stopped: after the last byte, or as soon as
   * the client left (then `complete` is false).
   */
  onEnd?(end: ExportEnd): void;
}

/**
 * Resolves once `out` drains (true) or once `closed` does (false: the client left and Fastify
 * destroyed the stream), so a writer never waits for a `drain` that cannot come.
 */
function drained(out: PassThrough, closed: Promise<void>): Promise<boolean> {
  let onDrain!: () => void;
  const drain = new Promise<boolean>((resolve) => {
    onDrain = () => resolve(true);
    out.once('drain', onDrain);
  });
  return Promise.race([drain, closed.then(() => false)]).finally(() => out.off('drain', onDrain));
}

/**
 * The catalogue of a kind as a stream: CSV (`,`, UTF-8), CSV for Excel in Spanish (`;`, a BOM,
 * decimal comma) or an Excel workbook written row by row (ExcelJS's streaming writer). Rows are
 * read a page at a time, when the client has taken the previous ones. When the client goes away
 * the stream is destroyed (by Fastify) and the export stops: no query runs after that, and
 * nothing stays waiting (the pages are plain queries: no cursor or transaction is held).
 */
export function exportStream(
  db: DbOrTrx,
  kind: CatalogKind,
  format: ExportFormat,
  publicUrl: string,
  hooks: ExportHooks,
): Readable {
  let rows = 0;
  if (format === 'xlsx') {
    const out = new PassThrough();
    const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(kind.plural);
    const writer = (async () => {
      const keys = await specKeysOf(db, kind);
      sheet.addRow(headersOf(kind.kind, keys)).commit();
      for await (const page of exportPages(db, kind, publicUrl)) {
        if (out.destroyed) return;
        for (const row of page) {
          const values: ExcelJS.CellValue[] = cells(kind, row, keys, '.').map(inlineText);
          values[4] = row.item.price_id.totalPrice;
          // Number values as numbers, as the price: the sheet sums and sorts them.
          keys.forEach((key, i) => {
            const value = row.item.specs[key];
            if (typeof value === 'number') values[SPEC_START + i] = value;
          });
          sheet.addRow(values).commit();
          rows++;
        }
        if (out.writableNeedDrain && !(await drained(out, closed))) return;
      }
      sheet.commit();
      // The workbook's commit waits for `finish`, which a destroyed stream never emits.
      await Promise.race([workbook.commit(), closed]);
    })().catch((err: unknown) => {
      // A client that left is no failure of the export.
      if (out.destroyed) return;
      hooks.onError(err);
      out.destroy(err as Error);
    });
    // Ended: the stream closed and the writer stopped (it does not outlive the client).
    void Promise.all([closed, writer]).then(() =>
      hooks.onEnd?.({ rows, complete: out.readableEnded }),
    );
    return out;
  }
  const excel = format === 'csv-excel';
  const dialect = excel ? EXCEL_CSV : CSV;
  async function* text() {
    const keys = await specKeysOf(db, kind);
    yield csvStart(dialect) + csvRow(headersOf(kind.kind, keys), dialect);
    for await (const page of exportPages(db, kind, publicUrl)) {
      yield page.map((row) => csvRow(cells(kind, row, keys, excel ? ',' : '.'), dialect)).join('');
      rows += page.length;
    }
  }
  // Readable.from reads the next page only when the client has taken the last one, and, when
  // the stream is destroyed, returns the generator (which ends exportPages' loop).
  const out = Readable.from(
    (async function* () {
      try {
        for await (const chunk of text()) yield Buffer.from(chunk);
      } catch (err) {
        hooks.onError(err);
        throw err;
      }
    })(),
    { objectMode: false },
  );
  // Readable.from closes the stream once the generator has returned: the writer has stopped.
  out.once('close', () => hooks.onEnd?.({ rows, complete: out.readableEnded }));
  return out;
}
