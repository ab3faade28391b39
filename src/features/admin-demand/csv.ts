import { EXCEL_CSV, csvText, type CsvCell } from '@/shared/csv';

/**
 * The tables as CSV files for Excel in Spanish (the site's one CSV writer): ';' between cells, a
 * comma in decimals, a BOM so Excel reads UTF-8, cells that could start a formula (= + - @, a tab
 * or a carriage return) prefixed with an apostrophe.
 */
export function toCsv(header: string[], rows: CsvCell[][]) {
  return csvText([header, ...rows], EXCEL_CSV);
}

/** Offers `text` as a file download named `name`. */
export function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
