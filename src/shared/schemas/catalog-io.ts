import { Type, type Static } from 'typebox';

/** Spreadsheet import and export of the catalogue (issue 22): the contract of /api/admin/catalog. */

/**
 * Limits of an import. Bytes and ZIP sizes are checked while the upload arrives; rows, cells and
 * text while the spreadsheet is read (in a worker thread), each before any other work is done.
 */
export const IMPORT_LIMITS = {
  fileBytes: 20 * 1024 * 1024,
  rows: 50_000,
  /** Characters of one cell (the longest field, a description, takes 20 000). */
  cellChars: 20_000,
  /** Cells of one CSV line: more is a wrong separator or a hostile file. */
  csvCells: 1_000,
  /** Characters of all the cells read: a workbook holds no more text than a 20 MB CSV. */
  sheetChars: 20 * 1024 * 1024,
  zipBytes: 200 * 1024 * 1024,
  zipUncompressedBytes: 500 * 1024 * 1024,
  /** A ZIP entry may not expand more than this many times its stored size. */
  zipRatio: 100,
} as const;

const IoKind = Type.Union([Type.Literal('products'), Type.Literal('services')]);

export type CatalogIoKind = Static<typeof IoKind>;

/** `csv-excel` is the 'CSV para Excel' of Excel in Spanish: `;` between cells and a BOM. */
export const ExportQuery = Type.Object(
  {
    kind: IoKind,
    format: Type.Union([Type.Literal('csv'), Type.Literal('csv-excel'), Type.Literal('xlsx')], {
      default: 'csv',
    }),
  },
  // As every other route's query: an unknown field is refused, not ignored.
  { additionalProperties: false },
);

const FieldChange = Type.Object({
  field: Type.String(),
  old: Type.Union([Type.String(), Type.Null()]),
  new: Type.Union([Type.String(), Type.Null()]),
});
export type FieldChange = Static<typeof FieldChange>;

const ImportRowSchema = Type.Object({
  line: Type.Integer(),
  code: Type.String(),
  action: Type.Union([
    Type.Literal('create'),
    Type.Literal('update'),
    Type.Literal('unchanged'),
    Type.Literal('error'),
  ]),
  changes: Type.Array(FieldChange),
  errors: Type.Array(Type.String()),
});
export type ImportRow = Static<typeof ImportRowSchema>;
export type ImportAction = ImportRow['action'];
export type ExportFormat = Static<typeof ExportQuery>['format'];

const Counts = Type.Object({
  create: Type.Integer(),
  update: Type.Integer(),
  unchanged: Type.Integer(),
  error: Type.Integer(),
});
export type ImportCounts = Static<typeof Counts>;

export const DryRunSchema = Type.Object({
  kind: IoKind,
  /** Sent back with the same file to import it: a file changed since is refused. */
  token: Type.String(),
  total: Type.Integer(),
  counts: Counts,
  rows: Type.Array(ImportRowSchema),
});
export type DryRun = Static<typeof DryRunSchema>;

export const ImportJobSchema = Type.Object({
  id: Type.Integer(),
  kind: IoKind,
  file_name: Type.String(),
  status: Type.Union([
    Type.Literal('running'),
    Type.Literal('done'),
    Type.Literal('failed'),
    Type.Literal('interrupted'),
  ]),
  total: Type.Integer(),
  done: Type.Integer(),
  counts: Counts,
  /** The rows that failed, with their messages. */
  errors: Type.Array(
    Type.Object({ line: Type.Integer(), code: Type.String(), errors: Type.Array(Type.String()) }),
  ),
  created_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
});
export type ImportJob = Static<typeof ImportJobSchema>;
