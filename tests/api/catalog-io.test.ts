import { readdir } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import yazl from 'yazl';
import { createTestContext, type TestContext } from './helper';
import {
  auth,
  createItem,
  expectError,
  makeImage,
  multipart,
  PRODUCT_KIND,
  SERVICE_KIND,
  type ApiItem,
  type ApiPage,
  type FilePart,
} from './fixtures';
import type { DryRun, ImportJob } from '@/shared/schemas/catalog-io';

jest.setTimeout(60_000);

const HEADER =
  'codigo,nombre,descripcion,categoria,precio,precio_visible,publicado,fotos,relacionados';

let ctx: TestContext;
let photoServer: http.Server;
let photoHost: string;
let png: Buffer;

beforeAll(async () => {
  png = await makeImage(400, 300, 'png');
  photoServer = http.createServer((req, res) => {
    if (req.url === '/foto.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(png);
    } else if (req.url === '/redirige') {
      res.writeHead(302, { location: '/foto.png' });
      res.end();
    } else if (req.url === '/no-imagen') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('esto no es una imagen');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
  photoHost = `127.0.0.1:${(photoServer.address() as AddressInfo).port}`;
  ctx = await createTestContext({ importUrlAllow: [photoHost] });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => photoServer.close(resolve));
});

interface Sent {
  data: Buffer | string;
  name?: string;
  kind?: 'products' | 'services';
  photos?: Buffer;
  token?: string;
}

function send(sent: Sent, dryRun: boolean, token = ctx.adminToken) {
  const files: FilePart[] = [
    { filename: sent.name ?? 'catalogo.csv', data: Buffer.from(sent.data as never) },
  ];
  if (sent.photos) files.push({ field: 'photos', filename: 'fotos.zip', data: sent.photos });
  const fields: Record<string, string> = { kind: sent.kind ?? 'products' };
  if (dryRun) fields.dry_run = 'true';
  if (sent.token) fields.token = sent.token;
  const body = multipart(files, fields);
  return ctx.inject({
    method: 'POST',
    url: '/api/admin/catalog/import',
    headers: { ...body.headers, ...auth(token) },
    payload: body.payload,
  });
}

async function dryRun(sent: Sent): Promise<DryRun> {
  const res = await send(sent, true);
  if (res.statusCode !== 200) throw new Error(`dry run: ${res.statusCode} ${res.body}`);
  return res.json<DryRun>();
}

async function waitForJob(id: number): Promise<ImportJob> {
  for (let i = 0; i < 600; i++) {
    const res = await ctx.inject({
      url: `/api/admin/catalog/import/${id}`,
      headers: auth(ctx.adminToken),
    });
    expect(res.statusCode).toBe(200);
    const job = res.json<ImportJob>();
    if (job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import did not end');
}

/** Dry run, then import with its token; returns the review and the finished job. */
async function importFile(sent: Sent) {
  const review = await dryRun(sent);
  const res = await send({ ...sent, token: review.token }, false);
  if (res.statusCode !== 202) throw new Error(`import: ${res.statusCode} ${res.body}`);
  const job = await waitForJob(res.json<ImportJob>().id);
  expect(job.status).toBe('done');
  return { review, job };
}

async function exportFile(kind: 'products' | 'services', format: string) {
  const res = await ctx.inject({
    url: `/api/admin/catalog/export?kind=${kind}&format=${format}`,
    headers: auth(ctx.adminToken),
  });
  expect(res.statusCode).toBe(200);
  return res;
}

const byCode = async (code: string, base = '/api/products') => {
  const res = await ctx.inject({ url: `${base}/c/${code}` });
  return res.statusCode === 200 ? res.json<ApiItem>() : undefined;
};

async function zipOf(entries: Array<[string, Buffer]>, compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('access', () => {
  it('answers 401 without a token and 403 to a non-admin, on every route', async () => {
    const body = multipart([{ filename: 'a.csv', data: Buffer.from(HEADER) }], { dry_run: 'true' });
    const calls = [
      { method: 'GET' as const, url: '/api/admin/catalog/export?kind=products&format=csv' },
      { method: 'POST' as const, url: '/api/admin/catalog/import', ...body },
      { method: 'GET' as const, url: '/api/admin/catalog/import/1' },
      { method: 'GET' as const, url: '/api/admin/catalog/import/last' },
    ].map((call) => ({ headers: {}, ...call }));
    for (const call of calls) {
      expectError(await ctx.inject(call), 401);
      expectError(
        await ctx.inject({ ...call, headers: { ...call.headers, ...auth(ctx.editorToken) } }),
        403,
      );
    }
  });
});

describe('parsing', () => {
  it('reads UTF-8 with a BOM, headers in any order and case, quotes and newlines in cells', async () => {
    const csv =
      '\ufeffPrecio,CÓDIGO,Nombre,Categoría,Descripcion\r\n' +
      '"1234.50",bom-1,"Bomba ""Pro"", 2 HP",riegos,"<p>Línea uno</p>\n<p>Línea dos</p>"\r\n';
    const review = await dryRun({ data: csv });
    expect(review.rows).toEqual([
      expect.objectContaining({ line: 2, code: 'bom-1', action: 'create', errors: [] }),
    ]);
    const changes = Object.fromEntries(review.rows[0].changes.map((c) => [c.field, c.new]));
    expect(changes).toMatchObject({
      nombre: 'Bomba "Pro", 2 HP',
      precio: '1234.50',
      categoria: 'riegos',
      descripcion: '<p>Línea uno</p>\n<p>Línea dos</p>',
    });
  });

  it("reads Excel's Spanish CSV: `;`, Windows-1252 and decimal commas", async () => {
    const text =
      'codigo;nombre;categoria;precio;precio_visible;publicado\r\nsemilla-1;Semilla de maíz año;invernaderos;1.234,50;Sí;no\r\n';
    const bytes = Buffer.from(
      [...text].map((ch) => ({ í: 0xed, ñ: 0xf1 })[ch as 'í'] ?? ch.charCodeAt(0)),
    );
    expect(bytes.includes(0xc3)).toBe(false);
    const review = await dryRun({ data: bytes });
    expect(review.rows[0].errors).toEqual([]);
    const changes = Object.fromEntries(review.rows[0].changes.map((c) => [c.field, c.new]));
    expect(changes).toMatchObject({
      nombre: 'Semilla de maíz año',
      precio: '1234.50',
      precio_visible: 'si',
      publicado: 'no',
    });
  });

  it('reads an Excel workbook, numbers as Excel stores them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('hoja');
    sheet.addRow(['codigo', 'nombre', 'categoria', 'precio', 'publicado']);
    sheet.addRow(['xl-1', 'Tractor', 'maquinarias', 4220.5, true]);
    sheet.addRow(['xl-2', 'Arado', 'maquinarias', '1.234,50', 'no']);
    // A number cell is that number (1.125, not one thousand one hundred and twenty-five); typed
    // text with one separator before three digits is thousands, as written in Bolivia.
    sheet.addRow(['xl-3', 'Rastra', 'maquinarias', 1.125, 'no']);
    sheet.addRow(['xl-4', 'Sembradora', 'maquinarias', '1.500', 'no']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const review = await dryRun({ data, name: 'catalogo.xlsx' });
    expect(review.rows.map((r) => [r.line, r.code, r.action])).toEqual([
      [2, 'xl-1', 'create'],
      [3, 'xl-2', 'create'],
      [4, 'xl-3', 'create'],
      [5, 'xl-4', 'create'],
    ]);
    const price = (row: number) => review.rows[row].changes.find((c) => c.field === 'precio');
    expect(price(0)).toEqual({ field: 'precio', old: null, new: '4220.50' });
    expect(price(1)).toEqual({ field: 'precio', old: null, new: '1234.50' });
    expect(price(2)).toEqual({ field: 'precio', old: null, new: '1.13' });
    expect(price(3)).toEqual({ field: 'precio', old: null, new: '1500.00' });
  });

  it('reports bad rows with Spanish messages and keeps the others', async () => {
    const csv = [
      HEADER,
      'ok-1,Bueno,,riegos,10,si,si,,',
      ',Sin código,,riegos,10,si,si,,',
      'mal-precio,Precio malo,,riegos,diez,si,si,,',
      'mal-cat,Categoría mala,,huertos,10,si,si,,',
      'ok-1,Repetido,,riegos,10,si,si,,',
      'mal-si,Si malo,,riegos,10,quizas,si,,',
      'mal-rel,Relacionado malo,,riegos,10,si,si,,no-existe',
      // 19 600 characters, over 20 000 once each link has its `target` and `rel`.
      `mal-desc,Descripción larga,"${'<a href=""https://e.co"">x</a>'.repeat(700)}",riegos,10,si,si,,`,
    ].join('\n');
    const review = await dryRun({ data: csv });
    expect(review.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 7 });
    const errorsOf = (line: number) => review.rows.find((r) => r.line === line)!.errors.join(' ');
    expect(errorsOf(3)).toMatch(/Falta el código/);
    expect(errorsOf(4)).toMatch(/El precio «diez» no es un número válido/);
    expect(errorsOf(4)).not.toMatch(/negativo|demasiado alto/);
    expect(errorsOf(5)).toMatch(/La categoría «huertos» no existe/);
    expect(errorsOf(6)).toMatch(/ya aparece en la fila 2/);
    expect(errorsOf(7)).toMatch(/debe ser si o no/);
    expect(errorsOf(8)).toMatch(/Los servicios relacionados no existen: no-existe/);
    expect(errorsOf(9)).toMatch(/La descripción supera 20000 caracteres una vez guardada/);
  });

  it('refuses a file without the codigo column', async () => {
    expectError(await send({ data: 'nombre,precio\nA,1' }, true), 400, /Falta la columna «codigo»/);
  });

  it('says what a file picked by mistake is, rather than a missing column', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
    expectError(
      await send({ data: jpeg, name: 'precios.xlsx' }, true),
      400,
      'El archivo es una imagen, no una hoja de cálculo.',
    );
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(60)]);
    expectError(
      await send({ data: xls, name: 'precios.xls' }, true),
      400,
      'Los archivos .xls de Excel 97-2003 no se leen: guárdelo como .xlsx o CSV.',
    );
    expectError(
      await send({ data: Buffer.from('codigo\u0000\u0001\u0002binario'), name: 'a.csv' }, true),
      400,
      'El archivo no es una hoja CSV ni un libro de Excel (.xlsx): guárdelo en uno de esos formatos.',
    );
  });

  it('refuses a file of the other catalogue, saying which to choose', async () => {
    expectError(
      await send({ data: 'codigo,nombre,tipo\ncurso-x,Curso,cursos' }, true),
      400,
      'El archivo tiene la columna «tipo» de servicios: elija «Servicios» en Catálogo.',
    );
    expectError(
      await send({ data: 'codigo,nombre,categoria\nbomba-x,Bomba,riegos', kind: 'services' }, true),
      400,
      'El archivo tiene la columna «categoria» de productos: elija «Productos» en Catálogo.',
    );
  });
});

describe('export', () => {
  beforeAll(async () => {
    await createItem(ctx, PRODUCT_KIND, {
      code: 'formula',
      name: '=HYPERLINK("http://malo")',
      description: '@SUM(1)',
      price_id: { visible: true, totalPrice: 4220 },
    });
  });

  it('refuses an unknown kind, format or query field with a Spanish message', async () => {
    const get = (query: string) =>
      ctx.inject({ url: `/api/admin/catalog/export?${query}`, headers: auth(ctx.adminToken) });
    expectError(await get('kind=products&foo=1'), 400, 'El campo «foo» no está permitido.');
    expectError(await get('kind=cosas'), 400, /«tipo»/);
    expectError(await get('kind=products&format=pdf'), 400, /«formato»/);
  });

  it('writes CSV with Spanish headers and neutralised formulas', async () => {
    const res = await exportFile('products', 'csv');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="productos-.*\.csv"/);
    const records = parseCsv(res.body) as string[][];
    expect(records[0]).toEqual(HEADER.split(','));
    const row = records.find((r) => r[0] === 'formula')!;
    expect(row.slice(0, 7)).toEqual([
      'formula',
      `'=HYPERLINK("http://malo")`,
      "'@SUM(1)",
      'invernaderos',
      '4220.00',
      'si',
      'si',
    ]);
  });

  it('writes the CSV for Excel with `;`, a BOM and decimal commas', async () => {
    const res = await exportFile('products', 'csv-excel');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="productos-\d{4}-\d{2}-\d{2}-excel\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1, 80)).toMatch(/^codigo;nombre;descripcion;categoria;precio;/);
    expect(res.body).toMatch(/;4220,00;si;si;/);
  });

  it('writes an Excel workbook with the price as a number', async () => {
    const res = await exportFile('products', 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const texts = (row: ExcelJS.Row) => HEADER.split(',').map((_, i) => row.getCell(i + 1).text);
    expect(texts(sheet.getRow(1))).toEqual(HEADER.split(','));
    const found = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((r) => r.getCell(1).text === 'formula')!;
    expect(found.getCell(2).text).toBe(`'=HYPERLINK("http://malo")`);
    expect(found.getCell(5).value).toBe(4220);
  });
});

describe('export in pages', () => {
  it('pages through more items than one query reads, each once and in order', async () => {
    const now = new Date().toISOString();
    const many = Array.from({ length: 1234 }, (_, i) => ({
      kind: 'service' as const,
      code: `pagina-${String(i).padStart(4, '0')}`,
      name: `Servicio ${i}`,
      description: '',
      default_image: null,
      price_cents: i,
      price_visible: 1,
      group_id: 3,
      published: 1,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < many.length; i += 200)
      await ctx.handle.db
        .insertInto('catalog_items')
        .values(many.slice(i, i + 200))
        .execute();
    const res = await exportFile('services', 'csv');
    const codes = (parseCsv(res.body) as string[][])
      .slice(1)
      .map((r) => r[0])
      .filter((c) => c.startsWith('pagina-'));
    expect(codes).toEqual(many.map((m) => m.code));
    const xlsx = await exportFile('services', 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0].actualRowCount).toBe((parseCsv(res.body) as string[][]).length);
  });
});

describe('import', () => {
  const file = (price: string, extra = '') =>
    [
      HEADER,
      `imp-1,Invernadero túnel,<p>Uno</p>,invernaderos,${price},si,si,,`,
      'imp-2,Riego por goteo,<p>Dos</p>,riegos,150,si,si,,',
      extra,
    ].join('\n');

  it('a dry run writes nothing', async () => {
    const before = await exportFile('products', 'csv');
    const review = await dryRun({ data: file('1000') });
    expect(review.counts).toMatchObject({ create: 2 });
    expect(review.token).toMatch(/^[0-9a-f]{64}$/);
    const after = await exportFile('products', 'csv');
    expect(after.body).toBe(before.body);
    expect(await byCode('imp-1')).toBeUndefined();
  });

  it('imports, shows the new prices on the public listing, and a second run changes nothing', async () => {
    const { job } = await importFile({ data: file('1000') });
    expect(job).toMatchObject({
      total: 2,
      done: 2,
      counts: { create: 2, update: 0, unchanged: 0, error: 0 },
    });
    const listing = () =>
      ctx
        .inject({ url: '/api/products/category/a/invernaderos?size=100' })
        .then((r) => r.json<ApiPage>().content.find((i) => i.code === 'imp-1'));
    expect((await listing())?.price_id.totalPrice).toBe(1000);

    const first = (await byCode('imp-2'))!;
    const again = await importFile({ data: file('1000') });
    expect(again.review.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
    expect(again.job.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
    expect((await byCode('imp-2'))!.updated_at).toBe(first.updated_at);

    const edited = await importFile({ data: file('"1.250,75"') });
    expect(edited.review.rows[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'precio', old: '1000.00', new: '1250.75' }],
    });
    expect(edited.review.rows[1].action).toBe('unchanged');
    expect((await listing())?.price_id.totalPrice).toBe(1250.75);
    expect((await byCode('imp-2'))!.updated_at).toBe(first.updated_at);
  });

  it('refuses a file changed since the dry run, and an import without one', async () => {
    const review = await dryRun({ data: file('1') });
    expectError(
      await send({ data: file('2'), token: review.token }, false),
      409,
      'El archivo cambió desde la revisión: revíselo de nuevo antes de importar.',
    );
    expectError(await send({ data: file('2') }, false), 409);
    expect((await byCode('imp-1'))!.price_id.totalPrice).toBe(1250.75);
  });

  it('refuses an import when the catalogue changed since its dry run', async () => {
    const review = await dryRun({ data: file('3') });
    const item = (await byCode('imp-1'))!;
    const edited = await ctx.inject({
      method: 'PUT',
      url: `/api/products/${item.id}`,
      headers: auth(ctx.adminToken),
      payload: { ...item, price_id: { visible: true, totalPrice: 999 } },
    });
    expect(edited.statusCode).toBe(200);
    expectError(
      await send({ data: file('3'), token: review.token }, false),
      409,
      'El catálogo cambió desde la revisión: revise el archivo de nuevo antes de importar.',
    );
    expect((await byCode('imp-1'))!.price_id.totalPrice).toBe(999);
  });

  it('completes an import cut short: a stale running job is interrupted, the same file again finishes', async () => {
    const rows = Array.from(
      { length: 30 },
      (_, i) => `kill-${i},Artículo ${i},,riegos,${i + 1},si,si,,`,
    );
    // The process "died" after the first 10 rows: they are stored whole, the job stays running.
    await importFile({ data: [HEADER, ...rows.slice(0, 10)].join('\n') });
    const stale = new Date(Date.now() - 5 * 60_000).toISOString();
    const { id } = await ctx.handle.db
      .insertInto('import_jobs')
      .values({
        kind: 'product',
        file_name: 'catalogo.csv',
        file_hash: 'x',
        status: 'running',
        total: 30,
        done: 10,
        created: 10,
        updated: 0,
        unchanged: 0,
        failed: 0,
        errors: '[]',
        username: 'admin',
        created_at: stale,
        heartbeat_at: stale,
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const left = await ctx.inject({
      url: `/api/admin/catalog/import/${id}`,
      headers: auth(ctx.adminToken),
    });
    expect(left.json<ImportJob>()).toMatchObject({ status: 'interrupted', done: 10, total: 30 });

    const { review, job } = await importFile({ data: [HEADER, ...rows].join('\n') });
    expect(review.counts).toEqual({ create: 20, update: 0, unchanged: 10, error: 0 });
    expect(job.counts).toEqual({ create: 20, update: 0, unchanged: 10, error: 0 });
    expect((await byCode('kill-29'))!.price_id.totalPrice).toBe(30);
    const last = await ctx.inject({
      url: '/api/admin/catalog/import/last',
      headers: auth(ctx.adminToken),
    });
    expect(last.json<{ job: ImportJob }>().job.id).toBe(job.id);
  });

  it('refuses a second import while one runs (in any process)', async () => {
    const now = new Date().toISOString();
    const { id } = await ctx.handle.db
      .insertInto('import_jobs')
      .values({
        kind: 'product',
        file_name: 'otro.csv',
        file_hash: 'y',
        status: 'running',
        total: 100,
        done: 5,
        created: 5,
        updated: 0,
        unchanged: 0,
        failed: 0,
        errors: '[]',
        username: 'admin',
        created_at: now,
        heartbeat_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const data = [HEADER, 'busy-1,Ocupado,,riegos,1,si,si,,'].join('\n');
    const review = await dryRun({ data });
    expectError(await send({ data, token: review.token }, false), 409, /importación en curso/);
    await ctx.handle.db
      .updateTable('import_jobs')
      .set({ status: 'done' })
      .where('id', '=', id)
      .execute();
    expect((await send({ data, token: review.token }, false)).statusCode).toBe(202);
    const last = await ctx.inject({
      url: '/api/admin/catalog/import/last',
      headers: auth(ctx.adminToken),
    });
    await waitForJob(last.json<{ job: ImportJob }>().job.id);
  });
});

describe('photos', () => {
  it('attaches the pictures of a ZIP in order through the upload pipeline, once', async () => {
    const jpeg = await makeImage(300, 200, 'jpeg', '#336699');
    const webp = await makeImage(500, 200, 'webp');
    const photos = await zipOf([
      ['fotos/ZIP-1-2.webp', webp],
      ['fotos/ZIP-1-1.jpg', jpeg],
      ['zip-2-1.png', Buffer.from('no es una imagen')],
      ['leeme.txt', Buffer.from('hola')],
    ]);
    const data = [
      HEADER,
      'zip-1,Con fotos,,riegos,5,si,si,,',
      'zip-2,Foto mala,,riegos,5,si,si,,',
    ].join('\n');
    const { review, job } = await importFile({ data, photos });
    expect(review.rows[0].changes).toContainEqual({
      field: 'fotos',
      old: null,
      new: '+ ZIP-1-1.jpg, ZIP-1-2.webp',
    });
    expect(job.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(job.errors).toEqual([
      { line: 3, code: 'zip-2', errors: [expect.stringMatching(/^Foto «zip-2-1.png»: /)] },
    ]);
    expect(await byCode('zip-2')).toBeUndefined();
    const item = (await byCode('zip-1'))!;
    const names = await ctx.inject({ url: `/api/products/images/names/${item.id}` });
    expect(names.json<Array<{ original_name: string; width: number }>>()).toEqual([
      expect.objectContaining({ original_name: 'ZIP-1-1.jpg', width: 300 }),
      expect.objectContaining({ original_name: 'ZIP-1-2.webp', width: 500 }),
    ]);
    const again = await dryRun({ data, photos });
    expect(again.rows[0]).toMatchObject({ action: 'unchanged', changes: [] });
  });

  it('attaches the same picture under two paths once, and not again under a third name', async () => {
    const jpeg = await makeImage(320, 200, 'jpeg', '#884422');
    const photos = await zipOf([
      ['DOBLE-1-1.jpg', jpeg],
      ['fotos/DOBLE-1-1.jpg', jpeg],
      ['otra/DOBLE-1-2.jpg', jpeg],
    ]);
    const data = [HEADER, 'doble-1,Foto repetida,,riegos,5,si,si,,'].join('\n');
    const { review } = await importFile({ data, photos });
    expect(review.rows[0].changes).toContainEqual({
      field: 'fotos',
      old: null,
      new: '+ DOBLE-1-1.jpg',
    });
    const item = (await byCode('doble-1'))!;
    const names = await ctx.inject({ url: `/api/products/images/names/${item.id}` });
    expect(names.json<unknown[]>()).toHaveLength(1);
    const renamed = await zipOf([['DOBLE-1-3.jpg', jpeg]]);
    expect((await dryRun({ data, photos: renamed })).rows[0]).toMatchObject({
      action: 'unchanged',
      changes: [],
    });
  });

  it('fetches picture URLs (redirects checked again); a bad one is an error of its row only', async () => {
    const data = [
      HEADER,
      `url-1,Desde la web,,riegos,5,si,si,http://${photoHost}/redirige,`,
      `url-2,No imagen,,riegos,5,si,si,http://${photoHost}/no-imagen,`,
      `url-3,Falta,,riegos,5,si,si,http://${photoHost}/nada.png,`,
      'url-4,Ftp,,riegos,5,si,si,ftp://ejemplo.com/a.png,',
    ].join('\n');
    const { job } = await importFile({ data });
    expect(job.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 3 });
    const messages = job.errors.map((e) => `${e.code}: ${e.errors.join(' ')}`);
    expect(messages.join('\n')).toMatch(/url-2: Foto «http:\/\/.*\/no-imagen»: /);
    expect(messages.join('\n')).toMatch(/url-3: Foto: el servidor respondió 404/);
    const item = (await byCode('url-1'))!;
    expect(item.default_image).toBeTruthy();
    // A second import neither fetches nor adds it again.
    expect((await dryRun({ data: [HEADER, data.split('\n')[1]].join('\n') })).rows[0].action).toBe(
      'unchanged',
    );
  });

  it('refuses internal addresses not allowed by IMPORT_URL_ALLOW', async () => {
    const data = [HEADER, 'ssrf-1,Interna,,riegos,5,si,si,http://127.0.0.1:1/foto.png,'].join('\n');
    const { job } = await importFile({ data });
    expect(job.errors[0].errors[0]).toMatch(
      /la dirección «127.0.0.1» es interna y no está permitida/,
    );
  });
});

describe('refusals', () => {
  it('refuses a file over 20 MB', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 'a');
    expectError(await send({ data: big }, true), 413, /El archivo supera 20 MB/);
  });

  it('refuses a file whole for one cell over 20 000 characters, naming its row and column', async () => {
    const data = [
      HEADER,
      'largo-1,Largo,,riegos,5,si,si,,',
      `largo-2,${'n'.repeat(20_001)},,riegos,5,si,si,,`,
    ];
    expectError(
      await send({ data: data.join('\n') }, true),
      400,
      'La celda de la fila 3, columna «nombre», tiene 20.001 caracteres: el máximo es 20.000. Acórtela y vuelva a enviar el archivo.',
    );
    expect(await byCode('largo-1')).toBeUndefined();
  });

  it('answers a long description changed as excerpts around the change', async () => {
    const before = `<p>${'Texto largo del catálogo. '.repeat(400)}</p>`;
    await createItem(ctx, PRODUCT_KIND, { code: 'extracto-1', description: before });
    const after = before.replace('</p>', ' Con garantía.</p>');
    const review = await dryRun({
      data: [HEADER, `extracto-1,Extracto,"${after}",riegos,5,si,si,,`].join('\n'),
    });
    const change = review.rows[0].changes.find((c) => c.field === 'descripcion')!;
    expect(change.old!.length).toBeLessThan(130);
    expect(change.new!.length).toBeLessThan(130);
    expect(change.old).toMatch(/^….*<\/p>$/);
    expect(change.new).toMatch(/^….*Con garantía\.<\/p>$/);
    // The whole file's answer: its size does not carry the stored description.
    expect(JSON.stringify(review).length).toBeLessThan(2000);
  });

  it('refuses over 50 000 rows', async () => {
    const rows = Array.from({ length: 50_001 }, (_, i) => `r${i}`);
    expectError(
      await send({ data: ['codigo', ...rows].join('\n') }, true),
      400,
      /más de 50.000 filas/,
    );
  });

  it('refuses a second file or ZIP, and keeps no temporary ZIP', async () => {
    const zips = async () =>
      (await readdir(tmpdir())).filter((name) => /^importar-.*\.zip$/.test(name));
    const before = await zips();
    const photos = await zipOf([['bom-1-1.png', png]]);
    const post = (files: FilePart[]) => {
      const body = multipart(files, { kind: 'products', dry_run: 'true' });
      return ctx.inject({
        method: 'POST',
        url: '/api/admin/catalog/import',
        headers: { ...body.headers, ...auth(ctx.adminToken) },
        payload: body.payload,
      });
    };
    const sheet: FilePart = { filename: 'catalogo.csv', data: Buffer.from(HEADER) };
    const zip: FilePart = { field: 'photos', filename: 'fotos.zip', data: photos };
    expectError(await post([zip, zip]), 400, 'Envíe un solo ZIP de fotos.');
    expectError(
      await post([sheet, zip, zip]),
      413,
      'Envíe un archivo CSV o Excel y, si quiere, un ZIP de fotos: nada más.',
    );
    expectError(
      await post([sheet, sheet]),
      400,
      'Envíe un solo archivo CSV o Excel por importación.',
    );
    expect(await zips()).toEqual(before);
  });

  it('refuses a ZIP bomb and paths with ..', async () => {
    const bomb = await zipOf([['bomba-1.jpg', Buffer.alloc(30 * 1024 * 1024)]]);
    expectError(await send({ data: HEADER, photos: bomb }, true), 400, /bomba de ZIP/);
    const evil = await zipOf([['xx/mal-1.jpg', png]]);
    const climbing = Buffer.from(
      evil.toString('latin1').replaceAll('xx/mal-1.jpg', '../mal-1.jpg'),
      'latin1',
    );
    expectError(await send({ data: HEADER, photos: climbing }, true), 400, /rutas no permitidas/);
  });
});

describe.each([PRODUCT_KIND, SERVICE_KIND])('round trip of $label', (kind) => {
  it('export → dry run of that file: every row unchanged, in each format', async () => {
    await createItem(ctx, kind, {
      code: `ida-vuelta-${kind.label}`,
      name: '+ Más; "comillas", y\nsalto',
      description:
        '<p>Descripción <strong>rica</strong>, con ; y "comillas"</p>\n<ul><li>-uno</li></ul>' +
        // Text in angle brackets and an ampersand, as the editor stores them.
        '<p>Conector &lt;DN16&gt; &amp; codo</p>',
      price_id: { visible: false, totalPrice: 1234.5 },
      published: false,
    });
    const ioKind = kind.label === 'products' ? 'products' : 'services';
    for (const format of ['csv', 'csv-excel', 'xlsx']) {
      const res = await exportFile(ioKind, format);
      const review = await dryRun({
        data: res.rawPayload,
        kind: ioKind,
        name: format === 'xlsx' ? 'c.xlsx' : 'c.csv',
      });
      expect(review.rows.filter((r) => r.action !== 'unchanged')).toEqual([]);
      expect(review.total).toBeGreaterThan(0);
    }
  });
});

describe('specifications', () => {
  const putSpecs = async (path: string, specs: unknown[]) => {
    const res = await ctx.inject({
      method: 'PUT',
      url: `/api/admin/specs/${path}`,
      headers: auth(ctx.adminToken),
      payload: { specs },
    });
    expect(res.statusCode).toBe(200);
  };
  const spec = (key: string, label: string, type: string, more: object = {}) => ({
    key,
    label,
    unit: null,
    type,
    filterable: false,
    highlight: false,
    ...more,
  });
  /** The specification columns of the products' export, in order. */
  const SPEC_HEADER = [
    'esp_area_m2',
    'esp_cubierta',
    'esp_ventilacion',
    'esp_riego',
    'esp_caudal_lh',
  ];
  const HEADER_WITH_SPECS = [...HEADER.split(','), ...SPEC_HEADER];
  const specCells = (record: string[]) =>
    record.slice(HEADER_WITH_SPECS.length - SPEC_HEADER.length);

  beforeAll(async () => {
    await putSpecs('products/invernaderos', [
      spec('area_m2', 'Área', 'number', { unit: 'm²' }),
      spec('cubierta', 'Cubierta', 'choice', {
        choices: ['polietileno', 'policarbonato', 'malla antiáfido'],
      }),
      spec('ventilacion', 'Ventilación', 'text'),
      spec('riego', 'Con riego', 'boolean'),
    ]);
    // A key two groups share is one column, in the first group's place.
    await putSpecs('products/riegos', [
      spec('caudal_lh', 'Caudal', 'number', { unit: 'l/h' }),
      spec('area_m2', 'Área regada', 'number', { unit: 'm²' }),
    ]);
    await putSpecs('services/cursos', [
      spec('duracion_h', 'Duración', 'number', { unit: 'h' }),
      spec('certificado', 'Certificado', 'boolean'),
    ]);
    await createItem(ctx, PRODUCT_KIND, {
      code: 'esp-inv-1',
      name: 'Invernadero con especificaciones',
      specs: { area_m2: 1.125, cubierta: 'malla antiáfido', ventilacion: '=cenital', riego: true },
    });
    await createItem(ctx, PRODUCT_KIND, {
      code: 'esp-riego-1',
      name: 'Bomba con caudal',
      category_id: 3,
      specs: { caudal_lh: 1500.5 },
    });
    await createItem(ctx, PRODUCT_KIND, { code: 'esp-vacio', name: 'Invernadero sin datos' });
    await createItem(ctx, SERVICE_KIND, {
      code: 'esp-curso-1',
      name: 'Curso con certificado',
      specs: { duracion_h: 40, certificado: false },
    });
  });

  it('exports one column per specification of the groups, after relacionados', async () => {
    const records = parseCsv((await exportFile('products', 'csv')).body) as string[][];
    expect(records[0]).toEqual(HEADER_WITH_SPECS);
    const row = (code: string) => specCells(records.find((r) => r[0] === code)!);
    expect(row('esp-inv-1')).toEqual(['1.1250', 'malla antiáfido', "'=cenital", 'si', '']);
    expect(row('esp-riego-1')).toEqual(['', '', '', '', '1500.5']);
    expect(row('esp-vacio')).toEqual(['', '', '', '', '']);

    const excel = (await exportFile('products', 'csv-excel')).body;
    expect(excel).toMatch(/;1,1250;malla antiáfido;'=cenital;si;\r?\n/);
    expect(excel).toMatch(/;;;;;1500,5\r?\n/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportFile('products', 'xlsx')).rawPayload as never);
    const sheet = workbook.worksheets[0];
    const header = sheet.getRow(1);
    expect(HEADER_WITH_SPECS.map((_, i) => header.getCell(i + 1).text)).toEqual(HEADER_WITH_SPECS);
    const found = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((r) => r.getCell(1).text === 'esp-inv-1')!;
    expect(found.getCell(10).value).toBe(1.125);
    expect(found.getCell(13).text).toBe('si');

    const services = parseCsv((await exportFile('services', 'csv')).body) as string[][];
    expect(services[0].slice(-2)).toEqual(['esp_duracion_h', 'esp_certificado']);
    expect(services.find((r) => r[0] === 'esp-curso-1')!.slice(-2)).toEqual(['40', 'no']);
  });

  it.each(['products', 'services'] as const)(
    'round trip of %s with specifications: every row unchanged, in each format',
    async (ioKind) => {
      for (const format of ['csv', 'csv-excel', 'xlsx']) {
        const res = await exportFile(ioKind, format);
        const review = await dryRun({
          data: res.rawPayload,
          kind: ioKind,
          name: format === 'xlsx' ? 'c.xlsx' : 'c.csv',
        });
        expect(review.rows.filter((r) => r.action !== 'unchanged')).toEqual([]);
        expect(review.rows.map((r) => r.code)).toContain(
          ioKind === 'products' ? 'esp-inv-1' : 'esp-curso-1',
        );
      }
    },
  );

  it('a bad value is an error of its row naming the specification; the other rows go on', async () => {
    const header = `${HEADER},esp_area_m2,esp_cubierta,esp_riego,esp_caudal_lh`;
    const row = (code: string, specs: string) =>
      `${code},Nuevo ${code},,invernaderos,10,si,si,,,${specs}`;
    const review = await dryRun({
      data: [
        header,
        row('esp-malo-1', 'mucho,,,'),
        row('esp-malo-2', ',vidrio,,'),
        row('esp-malo-3', '-5,,,'),
        row('esp-malo-4', ',,quizás,'),
        row('esp-malo-5', ',,,200'),
        row('esp-malo-6', '2000000000,,,'),
        row('esp-bueno', '"1.500",POLICARBONATO,sí,'),
      ].join('\n'),
    });
    const errors = Object.fromEntries(review.rows.map((r) => [r.code, r.errors]));
    expect(errors).toEqual({
      'esp-malo-1': ['La especificación «Área» debe ser un número.'],
      'esp-malo-2': [
        'La especificación «Cubierta» debe ser una de estas opciones: polietileno, policarbonato, malla antiáfido.',
      ],
      'esp-malo-3': ['La especificación «Área» debe ser un número entre 0 y 1.000.000.000.'],
      'esp-malo-4': ['La especificación «Con riego» debe ser sí o no.'],
      'esp-malo-5': ['La especificación «caudal_lh» no existe en esta categoría.'],
      'esp-malo-6': ['La especificación «Área» debe ser un número entre 0 y 1.000.000.000.'],
      'esp-bueno': [],
    });
    const good = review.rows.find((r) => r.code === 'esp-bueno')!;
    expect(good.action).toBe('create');
    expect(good.changes.filter((c) => c.field.startsWith('esp_'))).toEqual([
      { field: 'esp_area_m2', old: null, new: '1500' },
      { field: 'esp_cubierta', old: null, new: 'policarbonato' },
      { field: 'esp_riego', old: null, new: 'si' },
    ]);
    expect(review.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 6 });
  });

  it('shows a change old → new, an empty cell removes the value, an absent column keeps it', async () => {
    const data = ['codigo,esp_area_m2,esp_riego', 'esp-inv-1,480,'].join('\n');
    const { review, job } = await importFile({ data });
    expect(review.rows[0].action).toBe('update');
    expect(review.rows[0].changes).toEqual([
      { field: 'esp_area_m2', old: '1.1250', new: '480' },
      { field: 'esp_riego', old: 'si', new: null },
    ]);
    expect(job.counts).toMatchObject({ update: 1, error: 0 });
    expect((await byCode('esp-inv-1'))!.specs).toEqual({
      area_m2: 480,
      cubierta: 'malla antiáfido',
      ventilacion: '=cenital',
    });

    // A file without specification columns leaves every value as it is.
    await importFile({ data: ['codigo,precio', 'esp-inv-1,99'].join('\n') });
    const item = (await byCode('esp-inv-1'))!;
    expect(item.price_id.totalPrice).toBe(99);
    expect(item.specs).toEqual({
      area_m2: 480,
      cubierta: 'malla antiáfido',
      ventilacion: '=cenital',
    });

    // A new item is created with its values.
    await importFile({
      data: [
        'codigo,nombre,categoria,precio,publicado,esp_cubierta,esp_caudal_lh',
        'esp-nuevo,Invernadero nuevo,invernaderos,10,si,Policarbonato,',
      ].join('\n'),
    });
    expect((await byCode('esp-nuevo'))!.specs).toEqual({ cubierta: 'policarbonato' });
  });
});
