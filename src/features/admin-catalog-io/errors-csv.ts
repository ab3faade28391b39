import type { ImportRow } from '@/shared/schemas/catalog-io';

const quote = (value: string) =>
  /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * 'Descargar errores': the failing rows as a CSV for Excel in Spanish (`;`, a BOM), with the
 * row number, the code and a message column.
 */
export function errorsCsv(rows: Array<Pick<ImportRow, 'line' | 'code' | 'errors'>>): string {
  const lines = [
    ['fila', 'codigo', 'mensaje'],
    ...rows.filter((r) => r.errors.length).map((r) => [String(r.line), r.code, r.errors.join(' ')]),
  ];
  return `\ufeff${lines.map((cells) => cells.map(quote).join(';')).join('\r\n')}\r\n`;
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
