import { EXCEL_CSV, csvText } from '@/shared/csv';
import type { ImportRow } from '@/shared/schemas/catalog-io';

/**
 * 'Descargar errores': the failing rows as a CSV for Excel in Spanish (`;`, a BOM), with the
 * row number, the code and a message column. A code from a supplier's file that starts like a
 * formula (`=HYPERLINK(…)`, or `=1+1` the export wrote `'=1+1`) comes out neutralised: `'=1+1`.
 */
export function errorsCsv(rows: Array<Pick<ImportRow, 'line' | 'code' | 'errors'>>): string {
  return csvText(
    [
      ['fila', 'codigo', 'mensaje'],
      ...rows
        .filter((r) => r.errors.length)
        .map((r) => [String(r.line), r.code, r.errors.join(' ')]),
    ],
    EXCEL_CSV,
  );
}

/** Hands a blob to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
