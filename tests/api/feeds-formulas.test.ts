import { parse } from 'csv-parse/sync';
import { createTestContext, type TestContext } from './helper';
import { createItem, makeImage, PRODUCT_KIND, upload } from './fixtures';

/*
 * A product name or description that starts like a formula (a supplier's `=HYPERLINK(…)`, a
 * `-20 %` offer) in the Meta feed: Meta reads the file and never runs a formula, so the cell
 * loses those leading characters instead of getting the apostrophe a spreadsheet download gets
 * (docs/decisions.md). The Google feed is XML, which no spreadsheet runs: it keeps the name.
 */

const LONG = '<p>Estructura de acero galvanizado y cubierta de 200 µm para el altiplano.</p>';
let ctx: TestContext;

async function productWithPicture(name: string, code: string, description = LONG) {
  const item = await createItem(ctx, PRODUCT_KIND, {
    name,
    code,
    description,
    price_id: { visible: true, totalPrice: 100 },
  });
  const res = await upload(ctx, PRODUCT_KIND, item.id, [
    { filename: 'a.png', data: await makeImage(400, 300) },
  ]);
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: 'https://agrotec.example' });
  await productWithPicture('=HYPERLINK("http://malo.example","Oferta")', 'hipervinculo');
  await productWithPicture('-20% Malla antiáfida', 'malla-oferta');
  await productWithPicture('@Riego por goteo', 'arroba');
  await productWithPicture('Invernadero túnel', 'tunel', `<p>=1+1 ${LONG.slice(3)}`);
  await productWithPicture('===', 'solo-formula');
});
afterAll(() => ctx.close());

const metaRows = async () => {
  const res = await ctx.inject({ url: '/feeds/meta.csv' });
  expect(res.statusCode).toBe(200);
  return {
    body: res.body,
    rows: parse(res.body, { columns: true }) as Array<Record<string, string>>,
  };
};

describe('the Meta feed and cells that start like a formula', () => {
  it('takes the formula start away from titles, keeping the rest of the name as it is', async () => {
    const { rows } = await metaRows();
    const titles = Object.fromEntries(rows.map((r) => [r.id, r.title]));
    expect(titles).toEqual({
      hipervinculo: 'HYPERLINK("http://malo.example","Oferta")',
      'malla-oferta': '20% Malla antiáfida',
      arroba: 'Riego por goteo',
      tunel: 'Invernadero túnel',
      // Nothing would be left: the code stands for the title.
      'solo-formula': 'solo-formula',
    });
  });

  it('does the same with descriptions, and no cell of the file starts like a formula', async () => {
    const { rows } = await metaRows();
    expect(rows.find((r) => r.id === 'tunel')!.description).toMatch(/^1\+1 Estructura de acero/);
    const cells = (parse((await metaRows()).body) as string[][]).flat();
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r']/);
  });

  it('leaves the names as they are in the Google feed (XML)', async () => {
    const xml = (await ctx.inject({ url: '/feeds/google.xml' })).body;
    expect(xml).toContain('<title>-20% Malla antiáfida</title>');
    expect(xml).toContain(
      '<title>=HYPERLINK(&quot;http://malo.example&quot;,&quot;Oferta&quot;)</title>',
    );
  });
});
