/** ExcelJS's internal helpers (no types of their own): the sheet reader replaces one of them. */
declare module 'exceljs/lib/utils/utils.js' {
  const utils: { xmlDecode(text: string): string };
  export default utils;
}

/** ExcelJS's row class (typed as the public Row); the sheet reader replaces one getter. */
declare module 'exceljs/lib/doc/row.js' {
  import type { Row } from 'exceljs';
  const RowClass: { prototype: Row };
  export default RowClass;
}
