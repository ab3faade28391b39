/*
 * The tables as CSV files for Excel in Spanish: ';' between cells, a comma in decimals, a BOM so
 * Excel reads UTF-8, cells that could start a formula (= + - @) prefixed with an apostrophe.
 */
type Cell = string | number;

function cell(value: Cell) {
  let text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of a table: a header row, then the rows. */
export function toCsv(header: string[], rows: Cell[][]) {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
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
