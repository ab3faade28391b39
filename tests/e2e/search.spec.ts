import type { Page } from '@playwright/test';
import type { SearchPage } from '@/shared/schemas/search';
import { appListening, expect, test } from './fixtures';

/*
 * Search as a visitor uses it: the bar's 'Buscar' field (in the menu on a phone), the results
 * page at /buscar?q=… with the same cards as the listings, and its empty state.
 */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 965;

/** The bar's search field: on a phone it is in the side menu. */
async function searchField(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
  return page.getByRole('searchbox', { name: 'Buscar' });
}

async function apiSearch(page: Page, q: string) {
  const res = await page.request.get(`/api/search?q=${encodeURIComponent(q)}&page=0&size=12`);
  return (await res.json()) as SearchPage;
}

test('Enter in the bar’s field shows matching products and services, accents or not', async ({
  page,
}) => {
  const expected = await apiSearch(page, 'invernadero tunel');
  expect(expected.totalElements).toBeGreaterThan(1);
  expect(new Set(expected.content.map((r) => r.kind))).toEqual(new Set(['product', 'service']));

  await page.goto('/');
  const field = await searchField(page);
  await field.fill('invernadero tunel');
  await field.press('Enter');

  await expect(page).toHaveURL(/\/buscar\?q=invernadero(\+|%20)tunel$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resultados para «invernadero tunel»' }),
  ).toBeVisible();
  const names = page.getByRole('list', { name: 'Resultados' }).getByRole('heading', { level: 2 });
  await expect(names).toHaveText(expected.content.map((r) => r.name));
  // Every name holds 'túnel' or the text does: the first has it in the name.
  await expect(names.first()).toContainText(/túnel/i);
  // The cards keep the listings' actions.
  const first = page.getByRole('article').first();
  await expect(
    first.getByRole('button', { name: /Realizar pedido|Solicitar servicio/ }),
  ).toBeVisible();
  await first.getByRole('heading', { level: 2 }).click();
  await expect(page).toHaveURL(/\/shared\/(product|service)\//);
  await expect(
    page.getByRole('heading', { level: 1, name: expected.content[0].name }),
  ).toBeVisible();
});

test('a search without matches says so, and the query stays in the address', async ({ page }) => {
  await page.goto('/');
  const field = await searchField(page);
  await field.fill('zzqx palabra');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?q=zzqx(\+|%20)palabra$/);
  await expect(page.getByText('Sin resultados para «zzqx palabra»')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Sin resultados para «zzqx palabra»')).toBeVisible();
});

test('on a small phone a long query without matches wraps: no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const pasted = 'http://agrotec.example/shared/product/invernadero-capilla-sin-coincidencias';
  await page.goto(`/buscar?q=${encodeURIComponent(pasted)}`);
  await expect(page.getByText(`Sin resultados para «${pasted}»`)).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBe(360);
});

test('a results page past the end becomes the last page', async ({ page }) => {
  const first = await apiSearch(page, 'riego');
  expect(first.totalPages).toBeGreaterThan(1);
  const last = await (
    await page.request.get(`/api/search?q=riego&page=${first.totalPages - 1}&size=12`)
  ).json();
  await page.goto('/buscar?q=riego&pagina=99');
  await expect(page).toHaveURL(`/buscar?q=riego&pagina=${first.totalPages}`);
  await expect(
    page.getByRole('list', { name: 'Resultados' }).getByRole('heading', { level: 2 }),
  ).toHaveText((last as SearchPage).content.map((r) => r.name));
  await expect(
    page.getByRole('link', { name: `Página ${first.totalPages}`, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a results page opened from a link shows each result’s description in its photos and on its page', async ({
  page,
}) => {
  // The page hands its results over without their descriptions, which its cards do not show
  // (docs/decisions.md, "The HTML within the first round trip"): the photos' dialog and the
  // item's page bring them with the item.
  const expected = await apiSearch(page, 'invernadero');
  const first = expected.content[0];
  const firstParagraph = /<p>(.*?)<\/p>/.exec(first.description)?.[1].replace(/<[^>]+>/g, '');
  expect(firstParagraph).toBeTruthy();
  await page.goto('/buscar?q=invernadero');
  const pageData = await page.locator('#page-data').textContent();
  expect(pageData).toContain(first.name);
  expect(pageData).not.toContain(firstParagraph!);
  await appListening(page);

  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Ver fotos' }).click();
  const dialog = page.getByRole('dialog', { name: first.name });
  await expect(dialog.getByText(firstParagraph!)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await card.getByRole('heading', { level: 2 }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByText(firstParagraph!)).toBeVisible();
});

test.describe('prerendered results', () => {
  test.use({ javaScriptEnabled: false });

  test('a results page shows its cards without JavaScript', async ({ page }) => {
    const expected = await apiSearch(page, 'riego');
    expect(expected.totalElements).toBeGreaterThan(0);
    await page.goto('/buscar?q=riego');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resultados para «riego»' }),
    ).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText(
      expected.content[0].name,
    );
  });
});
