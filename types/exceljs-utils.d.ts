/** ExcelJS's internal helpers (no types of their own): the sheet reader replaces one of them. */
declare module 'exceljs/lib/utils/utils.js' {
  const utils: { xmlDecode(text: string): string };
  export default utils;
}
