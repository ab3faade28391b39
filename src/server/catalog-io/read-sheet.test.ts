import yazl from 'yazl';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS } from '@/shared/schemas/catalog-io';
import { HttpError } from '../lib/errors';
import { readSheetRows, type SheetRow } from './read-sheet';
import type { Field } from './columns';

/** Reads `bytes` in this thread (the worker runs the same function): its fields and rows. */
async function read(bytes: Buffer | string) {
  const rows: SheetRow[] = [];
  let fields: Field[] = [];
  await readSheetRows('product', Buffer.from(bytes), {
    header: (f) => (fields = f),
    rows: (batch) => rows.push(...batch),
  });
  return { fields, rows };
}

async function refusal(bytes: Buffer | string) {
  const err = await read(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void) {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Productos'));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('CSV limits, enforced while reading', () => {
  test('rows: blank lines count, and reading stops at the limit', async () => {
    const err = await refusal(`codigo,nombre\n${'\n'.repeat(IMPORT_LIMITS.rows + 1)}`);
    expect([err.statusCode, err.message]).toEqual([
      400,
      'El archivo tiene más de 50.000 filas: divídalo en partes.',
    ]);
  });

  test('exactly the limit is read', async () => {
    const lines = Array.from({ length: IMPORT_LIMITS.rows }, (_, i) => `r${i}`);
    const { rows } = await read(['codigo', ...lines].join('\n'));
    expect(rows).toHaveLength(IMPORT_LIMITS.rows);
    expect(rows.at(-1)).toEqual({
      line: IMPORT_LIMITS.rows + 1,
      cells: { code: `r${IMPORT_LIMITS.rows - 1}` },
    });
  });

  test('a cell over 20 000 characters refuses the file, naming its row and column', async () => {
    const err = await refusal(`codigo,descripcion\na-1,corta\na-2,${'<a'.repeat(10_001)}\n`);
    expect(err.message).toBe(
      'La celda de la fila 3, columna «descripcion», tiene 20.002 caracteres: el máximo es 20.000. Acórtela y vuelva a enviar el archivo.',
    );
  });

  test('a cell of exactly 20 000 characters is read', async () => {
    const { rows } = await read(`codigo,descripcion\na-1,${'x'.repeat(20_000)}`);
    expect(rows[0].cells.description).toHaveLength(20_000);
  });

  test('only the header’s recognised columns are kept; a line of over 1 000 cells is refused', async () => {
    const { fields, rows } = await read('codigo,nota,precio\nb-1,ignorada,5,de,mas');
    expect(fields).toEqual(['code', 'price']);
    expect(rows).toEqual([{ line: 2, cells: { code: 'b-1', price: '5' } }]);
    // A long cell in a column the import does not read is dropped, not measured.
    expect((await read(`codigo,nota\nb-2,${'y'.repeat(30_000)}`)).rows).toHaveLength(1);
    const err = await refusal(`codigo\nb-3${','.repeat(IMPORT_LIMITS.csvCells)}`);
    expect(err.message).toBe(
      'La fila 2 tiene más de 1.000 celdas: revise el separador de columnas.',
    );
  });

  test('Windows-1252 and a BOM are still read; unclosed quotes are refused in Spanish', async () => {
    const latin = Buffer.from('codigo;nombre\nc-1;Cami\xf3n\n', 'latin1');
    expect((await read(latin)).rows[0].cells.name).toBe('Camión');
    expect((await read('\ufeffcodigo,nombre\nc-2,Árbol')).rows[0].cells.name).toBe('Árbol');
    expect((await refusal('codigo,nombre\nc-3,"sin cerrar')).message).toMatch(
      /^No se pudo leer el archivo CSV \(línea \d+\): revise las comillas\.$/,
    );
  });
});

describe('Excel limits, enforced while reading', () => {
  test('a cell in column XFD is never read; the row’s own cells are', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['codigo', 'nombre']);
      for (let r = 2; r <= 2001; r++) {
        const row = sheet.getRow(r);
        if (r === 2) row.getCell(1).value = 'x-1';
        row.getCell(16_384).value = 'lejos';
      }
    });
    const started = performance.now();
    const { rows } = await read(bytes);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(rows).toEqual([{ line: 2, cells: { code: 'x-1', name: '' } }]);
  });

  test('rows far down count up to their number', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['codigo']);
      sheet.getRow(IMPORT_LIMITS.rows + 2).getCell(1).value = 'lejos';
    });
    expect((await refusal(bytes)).message).toMatch(/más de 50.000 filas/);
  });

  test('a cell over the limit refuses the workbook', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['codigo', 'descripcion']);
      sheet.addRow(['y-1', 'z'.repeat(20_001)]);
    });
    expect((await refusal(bytes)).message).toMatch(
      /^La celda de la fila 2, columna «descripcion», tiene 20.001 caracteres/,
    );
  });

  test('a workbook whose cells hold more text than 20 MB is refused', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['codigo', 'descripcion']);
      // One shared string of 20 000 characters in 1 100 rows: 22 million characters to copy.
      const long = 'w'.repeat(20_000);
      for (let i = 0; i < 1100; i++) sheet.addRow([`w-${i}`, long]);
    });
    const err = await refusal(bytes);
    expect([err.statusCode, err.message]).toEqual([
      413,
      'El libro tiene más texto del que cabe en 20 MB: divídalo en partes.',
    ]);
  });

  test('an inline string keeps its entities as text (ExcelJS’s reader would decode them twice)', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const sheet = book.addWorksheet('Productos');
    sheet.addRow(['codigo', 'descripcion']).commit();
    sheet.addRow(['e-1', '<p>Conector &lt;DN16&gt; &amp; codo</p>']).commit();
    sheet.commit();
    await book.commit();
    const { rows } = await read(Buffer.concat(chunks));
    expect(rows[0].cells.description).toBe('<p>Conector &lt;DN16&gt; &amp; codo</p>');
  });

  test('a damaged workbook, or a ZIP without a worksheet, is refused in Spanish', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['codigo']);
      for (let i = 0; i < 200; i++) sheet.addRow([`d-${i}`]);
    });
    const message = 'No se pudo leer el archivo de Excel: guárdelo de nuevo como .xlsx.';
    expect((await refusal(bytes.subarray(0, bytes.length - 200))).message).toBe(message);
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('hola'), 'leeme.txt');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
    expect((await refusal(Buffer.concat(chunks))).message).toBe(message);
  });

  test('a workbook inflating past 200 MB, or past what its directory says, is refused', async () => {
    const big = new yazl.ZipFile();
    // 210 MB of zeros: about 200 KB compressed.
    big.addBuffer(Buffer.alloc(210 * 1024 * 1024), 'xl/worksheets/sheet1.xml');
    big.end();
    const chunks: Buffer[] = [];
    for await (const chunk of big.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
    const err = await refusal(Buffer.concat(chunks));
    expect([err.statusCode, err.message]).toEqual([
      413,
      'El libro de Excel descomprimido supera 200 MB: divídalo en partes.',
    ]);
    // The same part declaring 1 KB in the ZIP's directory: yauzl stops at its 1 025th byte.
    const small = new yazl.ZipFile();
    small.addBuffer(Buffer.alloc(1024 * 1024), 'xl/worksheets/sheet1.xml');
    small.end();
    const parts: Buffer[] = [];
    for await (const chunk of small.outputStream as AsyncIterable<Buffer>) parts.push(chunk);
    const lying = Buffer.concat(parts);
    // The central directory's uncompressed size of the one entry (offset 24 in its record).
    const directory = lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(1024, directory + 24);
    expect((await refusal(lying)).message).toBe(
      'No se pudo leer el archivo de Excel: guárdelo de nuevo como .xlsx.',
    );
  });
});

/** A workbook written by hand: its parts in the ZIP order given. */
async function handWorkbook(parts: Array<[string, string]>) {
  const zip = new yazl.ZipFile();
  for (const [name, xml] of parts) zip.addBuffer(Buffer.from(xml), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;
const workbookXml = (ids: string[]) =>
  `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${ids
    .map((id, i) => `<sheet name="Hoja${i + 1}" sheetId="${i + 1}" r:id="${id}"/>`)
    .join('')}</sheets></workbook>`;
const relsXml = (rels: Array<[string, string, string]>) =>
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels
    .map(
      ([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`,
    )
    .join('')}</Relationships>`;

describe('the workbook reader (yauzl and saxes)', () => {
  test('shared strings, rich text runs, inline strings with entities, booleans, formulas, errors', async () => {
    const shared =
      `<sst xmlns="${MAIN}" count="4" uniqueCount="4">` +
      '<si><t>codigo</t></si><si><t>nombre</t></si>' +
      '<si><r><rPr><b/></rPr><t>Codo </t></r><r><t xml:space="preserve">de 90° &amp; más</t></r><rPh><t>ふりがな</t></rPh></si>' +
      '<si><t>precio</t></si></sst>';
    const rows =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>3</v></c>' +
      '<c r="D1" t="inlineStr"><is><t>publicado</t></is></c><c r="E1" t="inlineStr"><is><t>descripcion</t></is></c></row>' +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>&lt;DN16&gt; &amp;amp;</t></is></c><c r="B2" t="s"><v>2</v></c>' +
      '<c r="C2"><f>1+0.5</f><v>1.5</v></c><c r="D2" t="b"><v>1</v></c>' +
      '<c r="E2" t="str"><f>"a"&amp;"&lt;b&gt;"</f><v>a&lt;b&gt;</v></c></row>' +
      '<row r="3"><c r="A3" t="inlineStr"><is><r><t>r-</t></r><r><rPr><i/></rPr><t>3</t></r></is></c>' +
      '<c r="C3" t="e"><v>#DIV/0!</v></c><c r="D3" t="b"><v>0</v></c><c r="E3"><v>1.125</v></c></row>';
    const bytes = await handWorkbook([
      ['xl/workbook.xml', workbookXml(['rId1'])],
      [
        'xl/_rels/workbook.xml.rels',
        relsXml([
          ['rId1', 'worksheet', 'worksheets/sheet1.xml'],
          ['rId2', 'sharedStrings', 'sharedStrings.xml'],
        ]),
      ],
      ['xl/sharedStrings.xml', shared],
      ['xl/worksheets/sheet1.xml', sheetXml(rows)],
    ]);
    const { fields, rows: got } = await read(bytes);
    expect(fields).toEqual(['code', 'name', 'price', 'published', 'description']);
    expect(got).toEqual([
      {
        line: 2,
        cells: {
          code: '<DN16> &amp;',
          name: 'Codo de 90° & más',
          price: '1.5',
          published: 'si',
          description: 'a<b>',
        },
      },
      {
        line: 3,
        cells: { code: 'r-3', name: '', price: '', published: 'no', description: '1.1250' },
      },
    ]);
  });

  test('a cell in column XFD is ignored, a row gap keeps Excel’s row numbers', async () => {
    const rows =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>codigo</t></is></c><c r="XFD1" t="inlineStr"><is><t>nombre</t></is></c></row>' +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>g-1</t></is></c><c r="XFD2" t="inlineStr"><is><t>lejos</t></is></c></row>' +
      '<row r="7"><c r="XFD7" t="inlineStr"><is><t>solo lejos</t></is></c></row>' +
      '<row r="9"><c r="A9"><v>42</v></c></row>';
    const bytes = await handWorkbook([['xl/worksheets/sheet1.xml', sheetXml(rows)]]);
    const { fields, rows: got } = await read(bytes);
    expect(fields).toEqual(['code']);
    expect(got).toEqual([
      { line: 2, cells: { code: 'g-1' } },
      { line: 9, cells: { code: '42' } },
    ]);
  });

  test('the first sheet is the workbook’s own (workbook.xml), not the first in the ZIP', async () => {
    const other = sheetXml(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>codigo</t></is></c></row>' +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>de-la-segunda</t></is></c></row>',
    );
    const first = sheetXml(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>codigo</t></is></c></row>' +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>de-la-primera</t></is></c></row>',
    );
    const bytes = await handWorkbook([
      ['xl/worksheets/sheet1.xml', other],
      ['xl/worksheets/sheet2.xml', first],
      ['xl/workbook.xml', workbookXml(['rId7', 'rId3'])],
      [
        'xl/_rels/workbook.xml.rels',
        relsXml([
          ['rId3', 'worksheet', 'worksheets/sheet1.xml'],
          ['rId7', 'worksheet', '/xl/worksheets/sheet2.xml'],
        ]),
      ],
    ]);
    expect((await read(bytes)).rows).toEqual([{ line: 2, cells: { code: 'de-la-primera' } }]);
  });

  test('an inline string over the limit is refused with its exact length', async () => {
    const rows =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>codigo</t></is></c><c r="B1" t="inlineStr"><is><t>descripcion</t></is></c></row>' +
      `<row r="2"><c r="A2" t="inlineStr"><is><t>l-1</t></is></c><c r="B2" t="inlineStr"><is><t>${'&lt;'.repeat(20_001)}</t></is></c></row>`;
    const bytes = await handWorkbook([['xl/worksheets/sheet1.xml', sheetXml(rows)]]);
    expect((await refusal(bytes)).message).toMatch(
      /^La celda de la fila 2, columna «descripcion», tiene 20.001 caracteres/,
    );
  });
});
