import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify';
import type { ExportFormat } from '@/shared/schemas/catalog-io';
import type { DbOrTrx } from '../db/database';
import type { CatalogItemRow } from '../db/tables';
import type { CatalogKind } from '../routes/catalog-kinds';
import { headersOf } from './columns';
import { formatCents, neutralise, yesNo } from './values';

/** Items read per query: an export of 100 000 items never holds more than this many. */
const PAGE_ROWS = 500;

interface ExportRow {
  item: CatalogItemRow;
  photos: string[];
  related: string[];
}

/** The items of a kind in id order, a page at a time, with their picture URLs and related codes. */
async function* exportPages(db: DbOrTrx, kind: CatalogKind, publicUrl: string) {
  const own = kind.kind === 'product' ? 'product_id' : 'service_id';
  const other = kind.kind === 'product' ? 'service_id' : 'product_id';
  for (let after = 0; ;) {
    const items = await db
      .selectFrom('catalog_items')
      .selectAll()
      .where('kind', '=', kind.kind)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE_ROWS)
      .execute();
    if (!items.length) return;
    after = items[items.length - 1].id;
    const ids = items.map((i) => i.id);
    const [images, links] = await Promise.all([
      db
        .selectFrom('images')
        .select(['item_id', 'public_name'])
        .where('item_id', 'in', ids)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('catalog_related')
        .innerJoin('catalog_items', 'catalog_items.id', `catalog_related.${other}`)
        .select([`catalog_related.${own} as ownId`, 'catalog_items.code'])
        .where(`catalog_related.${own}`, 'in', ids)
        .orderBy('catalog_related.position')
        .orderBy(`catalog_related.${other}`)
        .execute(),
    ]);
    const rows = new Map<number, ExportRow>(
      items.map((item) => [item.id, { item, photos: [], related: [] }]),
    );
    for (const image of images)
      rows
        .get(image.item_id)!
        .photos.push(`${publicUrl}${kind.prefix}/images/700/${image.public_name}`);
    for (const link of links) rows.get(link.ownId)!.related.push(link.code);
    yield [...rows.values()];
  }
}

function cells(kind: CatalogKind, row: ExportRow, decimal: '.' | ','): Array<string | number> {
  const { item } = row;
  const group = kind.groups.find((g) => g.id === item.group_id)?.urlpath ?? String(item.group_id);
  return [
    neutralise(item.code),
    neutralise(item.name),
    neutralise(item.description),
    group,
    decimal === '.'
      ? formatCents(Number(item.price_cents))
      : formatCents(Number(item.price_cents), ','),
    yesNo(item.price_visible === 1),
    yesNo(item.published === 1),
    row.photos.join('|'),
    neutralise(row.related.join('|')),
  ];
}

/**
 * A text cell as an inline string (`t="inlineStr"`, as a rich text of one run). The streaming
 * writer without a shared-strings table writes a plain string as a formula's result (`t="str"`),
 * which ExcelJS's reader decodes twice: `&lt;DN16&gt;` in a description came back as `<DN16>`, a
 * tag the import then removed. A shared-strings table would hold every text of the export in
 * memory until the end.
 */
const inlineText = (value: string | number): ExcelJS.CellValue =>
  typeof value === 'string' && value !== '' ? { richText: [{ text: value }] } : value;

/**
 * The catalogue of a kind as a stream: CSV (`,`, UTF-8), CSV for Excel in Spanish (`;`, a BOM,
 * decimal comma) or an Excel workbook written row by row (ExcelJS's streaming writer). Reading
 * waits while the client is slower than the database.
 */
export function exportStream(
  db: DbOrTrx,
  kind: CatalogKind,
  format: ExportFormat,
  publicUrl: string,
  onError: (err: unknown) => void,
): Readable {
  const headers = headersOf(kind.kind);
  if (format === 'xlsx') {
    const out = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(kind.kind === 'product' ? 'productos' : 'servicios');
    void (async () => {
      sheet.addRow(headers).commit();
      for await (const page of exportPages(db, kind, publicUrl)) {
        for (const row of page) {
          const values: ExcelJS.CellValue[] = cells(kind, row, '.').map(inlineText);
          values[4] = Number(row.item.price_cents) / 100;
          sheet.addRow(values).commit();
        }
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      sheet.commit();
      await workbook.commit();
    })().catch((err: unknown) => {
      onError(err);
      out.destroy(err as Error);
    });
    return out;
  }
  const excel = format === 'csv-excel';
  const csv = stringify({
    delimiter: excel ? ';' : ',',
    bom: excel,
    record_delimiter: excel ? 'windows' : 'unix',
  });
  void (async () => {
    if (!csv.write(headers)) await once(csv, 'drain');
    for await (const page of exportPages(db, kind, publicUrl)) {
      for (const row of page) {
        if (!csv.write(cells(kind, row, excel ? ',' : '.'))) await once(csv, 'drain');
      }
    }
    csv.end();
  })().catch((err: unknown) => {
    onError(err);
    csv.destroy(err as Error);
  });
  return csv;
}
