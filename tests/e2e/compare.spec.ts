import type { Locator, Page } from '@playwright/test';
import type { Product } from '@/shared/schemas/catalog-item';
import type { Page as Paged } from '@/shared/schemas/common';
import type { Spec } from '@/shared/schemas/specs';
import { compareTitle } from '@/shared/compare';
import { documentTitle } from '@/shared/page-titles';
import { formatSpecValue } from '@/shared/spec-values';
import { expect, test } from './fixtures';

/*
 * 'Comparar' (issue 65): three greenhouses compared from their listing, the bar at the foot, the
 * fifth item and another category's refused, the page with 'Solo diferencias' and 'Copiar link',
 * the link opened in a fresh browser, the labels' column held in place at 400 px. 1280 and 400 px.
 */

const REFUSED = 'Puede comparar hasta 4 productos de la misma categoría';
const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const toggleOf = (scope: Locator) => scope.getByRole('button', { name: 'Comparar', exact: true });
const bar = (page: Page) => page.getByRole('region', { name: /^Comparar \(\d\)$/ });
const table = (page: Page) => page.getByRole('region', { name: /^Tabla de comparación/ });

async function listing(page: Page, group: string, size = 8): Promise<Product[]> {
  const answer = await page.request.get(
    `/api/products/category/a/${group}?page=0&size=${size}&order_by=created_at&order_direction=desc`,
  );
  return ((await answer.json()) as Paged<Product>).content;
}

async function specsOf(page: Page, group: number): Promise<Spec[]> {
  const answer = await page.request.get(`/api/specs/products/${group}`);
  return ((await answer.json()) as { specs: Spec[] }).specs;
}

/** Each spec's row as the page should show it: its label and one value per item ('—': none). */
const rowsOf = (specs: Spec[], items: Product[]) =>
  specs.map((spec) => {
    const values = items.map((item) => formatSpecValue(spec, item.specs[spec.key]) ?? '—');
    return { label: spec.label, values, same: values.every((value) => value === values[0]) };
  });

/** Three of the first products whose rows agree on one specification at least and differ on one. */
function pickThree(items: Product[], specs: Spec[]) {
  for (let a = 0; a < items.length; a++)
    for (let b = a + 1; b < items.length; b++)
      for (let c = b + 1; c < items.length; c++) {
        const three = [items[a], items[b], items[c]];
        const rows = rowsOf(specs, three);
        if (rows.some((row) => row.same) && rows.some((row) => !row.same)) return three;
      }
  throw new Error('no three products with a row alike and a row apart');
}

test('compares three products from a listing and shares the comparison as a link', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const greenhouses = await listing(page, 'invernaderos');
  const groupId = greenhouses[0].category_id.id;
  const specs = await specsOf(page, groupId);
  expect(specs.length).toBeGreaterThanOrEqual(4);
  const three = pickThree(greenhouses, specs);
  const fourth = greenhouses.find((item) => !three.includes(item))!;
  const fifth = greenhouses.find((item) => !three.includes(item) && item !== fourth)!;

  await page.goto('/all/invernaderos');
  await expect(cards(page).first()).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  for (const [index, item] of three.entries()) {
    const toggle = toggleOf(card(page, item.name));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(bar(page)).toHaveAccessibleName(`Comparar (${index + 1})`);
  }
  // Each item on the bar, each removable.
  for (const item of three)
    await expect(
      bar(page).getByRole('button', { name: `Quitar ${item.name} de la comparación` }),
    ).toBeVisible();

  // A fourth is taken, a fifth is refused and adds nothing.
  await toggleOf(card(page, fourth.name)).click();
  await expect(bar(page)).toHaveAccessibleName('Comparar (4)');
  await toggleOf(card(page, fifth.name)).click();
  await expect(page.getByRole('status').filter({ hasText: REFUSED })).toBeVisible();
  await expect(toggleOf(card(page, fifth.name))).toHaveAttribute('aria-pressed', 'false');
  await expect(bar(page)).toHaveAccessibleName('Comparar (4)');
  // Taken out from the bar: its card's button is no longer pressed.
  await bar(page)
    .getByRole('button', { name: `Quitar ${fourth.name} de la comparación` })
    .click();
  await expect(bar(page)).toHaveAccessibleName('Comparar (3)');
  await expect(toggleOf(card(page, fourth.name))).toHaveAttribute('aria-pressed', 'false');

  // The bar covers nothing: the page scrolls its foot clear of it (once every card has come).
  let barBox = (await bar(page).boundingBox())!;
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    barBox = (await bar(page).boundingBox())!;
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);
  }).toPass();
  // The social links' button stands above it.
  const social = (await page.getByRole('button', { name: 'Redes sociales' }).boundingBox())!;
  expect(social.y + social.height).toBeLessThanOrEqual(barBox.y);

  // Another category's product says so and adds nothing.
  const pump = (await listing(page, 'riegos', 1))[0];
  await page.goto('/all/riegos');
  await expect(bar(page)).toHaveAccessibleName('Comparar (3)');
  await toggleOf(card(page, pump.name)).click();
  await expect(page.getByRole('status').filter({ hasText: REFUSED })).toBeVisible();
  await expect(toggleOf(card(page, pump.name))).toHaveAttribute('aria-pressed', 'false');
  await expect(bar(page)).toHaveAccessibleName('Comparar (3)');

  await bar(page).getByRole('link', { name: 'Ver comparación' }).click();
  const codes = three.map((item) => item.code).join(',');
  await expect(page).toHaveURL(`/comparar?productos=${codes}`);
  const title = compareTitle(three.map((item) => item.name));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(title));
  // No bar on the comparison's own page.
  await expect(bar(page)).toHaveCount(0);

  const rows = rowsOf(specs, three);
  const columns = table(page).getByRole('columnheader');
  await expect(columns).toHaveCount(3);
  for (const [index, item] of three.entries()) {
    await expect(columns.nth(index).getByRole('link', { name: item.name })).toBeVisible();
  }
  const rowHeaders = table(page).getByRole('rowheader');
  await expect(rowHeaders).toHaveText(rows.map((row) => row.label));
  for (const row of rows) {
    const cells = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: row.label, exact: true }) })
      .getByRole('cell');
    await expect(cells).toHaveText(row.values);
  }
  await expect(
    table(page).getByRole('button', { name: `Agregar a la cotización: ${three[0].name}` }),
  ).toBeVisible();
  await expect(
    table(page).getByRole('button', { name: `Realizar pedido: ${three[0].name}` }),
  ).toBeVisible();

  // 'Solo diferencias' hides the rows where all three agree.
  await page.getByRole('checkbox', { name: 'Solo diferencias' }).check();
  await expect(rowHeaders).toHaveText(rows.filter((row) => !row.same).map((row) => row.label));
  await page.getByRole('checkbox', { name: 'Solo diferencias' }).uncheck();
  await expect(rowHeaders).toHaveCount(rows.length);

  if (testInfo.project.name === 'phone') {
    // The labels stay put while the products swipe sideways.
    const firstLabel = rowHeaders.first();
    const labelBefore = (await firstLabel.boundingBox())!;
    const columnBefore = (await columns.first().boundingBox())!;
    const scrolled = await table(page).evaluate((element) => {
      element.scrollLeft = 200;
      return element.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(100);
    await expect
      .poll(async () => (await columns.first().boundingBox())!.x)
      .toBeLessThan(columnBefore.x - 100);
    const labelAfter = (await firstLabel.boundingBox())!;
    expect(labelAfter.x).toBe(labelBefore.x);
    expect(await firstLabel.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
  }

  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/comparar?productos=${codes}`);

  // Whoever receives it: a fresh browser, the same columns, its own title and preview.
  const fresh = await browser.newContext({ viewport: page.viewportSize()! });
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(table(other).getByRole('columnheader')).toHaveText(
      three.map((item) => new RegExp(item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    );
    await expect(other.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      documentTitle(title),
    );
    await expect(other.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/images\/700\//,
    );
  } finally {
    await fresh.close();
  }
});

test('the server sends the comparison already rendered', async ({ page }) => {
  const [first, second] = await listing(page, 'invernaderos', 2);
  const html = await (
    await page.request.get(`/comparar?productos=${first.code},${second.code}`)
  ).text();
  const title = compareTitle([first.name, second.name]);
  expect(html).toContain(`<title>${documentTitle(title)}</title>`);
  expect(html).toContain('Solo diferencias');
  expect(html).toContain('<th scope="col"');
});

test("'Comparar' on a product's page, and unknown codes left out", async ({ page }) => {
  const [first, second] = await listing(page, 'maquinarias', 2);
  await page.goto(`/shared/product/${first.code}`);
  const toggle = toggleOf(page.getByRole('main')).first();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(bar(page)).toHaveAccessibleName('Comparar (1)');

  // A code no product has is skipped; the others still show.
  await page.goto(`/comparar?productos=no-existe,${first.code},${second.code}`);
  await expect(table(page).getByRole('columnheader')).toHaveCount(2);
  await expect(page).toHaveTitle(documentTitle(compareTitle([first.name, second.name])));

  // None known: the empty state, with the way back to the catalogue.
  await page.goto('/comparar?productos=no-existe,tampoco');
  await expect(page.getByRole('heading', { name: 'No hay productos para comparar' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al catálogo' }).click();
  await expect(page).toHaveURL('/');
});
