import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Product } from '@/shared/schemas/catalog-item';
import type { Page as Paged } from '@/shared/schemas/common';
import type { Spec } from '@/shared/schemas/specs';
import { expect, scrollIntoView, test } from './fixtures';

/*
 * A listing's sort and filters (issue 65): a choice and a range chosen in 'Filtrar' (the panel
 * at 1280 px, the drawer at 400 px), the price sort, the address opened in a fresh browser with
 * the same cards, Back after a product to the same filters and place, axe over the panel or the
 * open drawer; on a services listing, a sort or a filter goes back to page 1.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const GREENHOUSES = 2;
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

async function specsOf(page: Page): Promise<Spec[]> {
  const answer = await page.request.get(`/api/specs/products/${GREENHOUSES}`);
  return ((await answer.json()) as { specs: Spec[] }).specs;
}

async function apiListing(page: Page, query: string): Promise<Paged<Product>> {
  const answer = await page.request.get(
    `/api/products/category/a/${GREENHOUSES}?page=0&size=8&${query}`,
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Paged<Product>;
}

async function expectAccessible(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`)),
  ).toEqual([]);
}

test('filters by a choice and a range, sorts by price, and the address gives the same cards', async ({
  page,
  browser,
}) => {
  const specs = await specsOf(page);
  const choice = specs.find((spec) => spec.type === 'choice' && spec.filterable)!;
  const range = specs.find((spec) => spec.type === 'number' && spec.filterable)!;
  expect(choice && range).toBeTruthy();
  // The choice's value most greenhouses have, as the facets count it.
  const facets = (await (
    await page.request.get(`/api/products/category/a/${GREENHOUSES}/facets`)
  ).json()) as { facets: Array<{ key: string; values?: Array<{ value: string; count: number }> }> };
  const counted = facets.facets.find((facet) => facet.key === choice.key)!.values!;
  const value = [...counted].sort((a, b) => b.count - a.count)[0].value;
  const withValue = await apiListing(page, `f.${choice.key}=${encodeURIComponent(value)}`);
  expect(withValue.totalElements).toBeGreaterThan(1);
  const values = withValue.content
    .map((item) => Number(item.specs[range.key]))
    .sort((a, b) => a - b);
  const from = values[Math.floor(values.length / 2)];
  const expected = await apiListing(
    page,
    `order_by=price&order_direction=asc&f.${choice.key}=${encodeURIComponent(value)}&f.${range.key}.min=${from}`,
  );
  expect(expected.totalElements).toBeGreaterThan(0);

  await page.goto('/all/invernaderos');
  await expect(page.getByRole('article').first()).toBeVisible();
  const phone = (page.viewportSize()?.width ?? 1280) < 965;
  const scope = phone
    ? page.getByRole('dialog', { name: 'Filtrar' })
    : page.getByRole('complementary', { name: 'Filtrar' });
  if (phone) await page.getByRole('button', { name: /^Filtrar/ }).click();
  await expect(scope.getByRole('group', { name: choice.label })).toBeVisible();
  await expectAccessible(page);

  const box = scope.getByRole('group', { name: choice.label }).getByRole('checkbox', {
    name: new RegExp(`^${value} \\(\\d+\\)$`),
  });
  // The box is Chakra's hidden input: the visitor taps its label.
  await box.locator('xpath=..').click();
  await expect(box).toBeChecked();
  const rangeGroup = scope.getByRole('group', { name: `${range.label} (${range.unit})` });
  await rangeGroup.getByLabel('Desde').fill(String(from).replace('.', ','));
  await rangeGroup.getByLabel('Desde').press('Enter');
  if (phone) {
    await scope.getByRole('button', { name: /^Ver / }).click();
    await expect(scope).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filtrar (2 filtros activos)' })).toBeVisible();
  }
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('precio-asc');

  await expect(page).toHaveURL(
    new RegExp(`orden=precio-asc.*${choice.key}=.*${range.key}-desde=${from}`),
  );
  const names = expected.content.map((item) => item.name);
  await expect.poll(() => cardNames(page)).toEqual(names.slice(0, (await cardNames(page)).length));
  await expect(
    page.getByText(`${expected.totalElements} producto${expected.totalElements === 1 ? '' : 's'}`, {
      exact: true,
    }),
  ).toBeVisible();
  const address = page.url();

  // The link, sent and opened elsewhere: the same cards, prerendered.
  const fresh = await browser.newPage();
  await fresh.goto(address);
  await expect.poll(() => cardNames(fresh)).toEqual(await cardNames(page));
  await fresh.close();

  // Back after a product: the same filters, the same place.
  const target = page.getByRole('article').last();
  await scrollIntoView(target);
  await page.waitForTimeout(300);
  const name = (await target.getByRole('heading').textContent()) ?? '';
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await target.getByRole('heading').click();
  await expect(page).toHaveURL(/\/shared\/product\//);
  await page.goBack();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('article', { name })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 120);
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('precio-asc');
});

test("a filter nothing matches says so, and 'Quitar filtros' shows the category again", async ({
  page,
}) => {
  await page.goto('/all/invernaderos?area_m2-desde=999999999&precio-hasta=abc');
  await expect(
    page.getByRole('heading', { name: 'Ningún producto coincide con los filtros' }),
  ).toBeVisible();
  await expect(page.getByText('Se ignoró un filtro no válido')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(page).toHaveURL(/\/all\/invernaderos$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a sort or a filter on a services listing goes back to its first page', async ({ page }) => {
  const apiPage = async (query: string) => {
    const answer = await page.request.get(`/api/services/type/a/3?page=0&size=12&${query}`);
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as Paged<Product>).content.map((item) => item.name);
  };
  const byName = await apiPage('order_by=name&order_direction=asc');
  await page.goto('/service/cursos?pagina=2');
  await expect(page.getByRole('article').first()).toBeVisible();
  const second = await cardNames(page);
  expect(second[0]).not.toBe(byName[0]);

  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('nombre');
  await expect(page).toHaveURL(/\/service\/cursos\?orden=nombre$/);
  await expect.poll(() => cardNames(page)).toEqual(byName);

  // On page 2 of the sorted listing, a filter: page 1 of the filtered one.
  await page.goto('/service/cursos?orden=nombre&pagina=2');
  await expect(page.getByRole('article').first()).toBeVisible();
  const virtual = await apiPage('order_by=name&order_direction=asc&f.modalidad=virtual');
  expect(virtual.length).toBeGreaterThan(0);
  const phone = (page.viewportSize()?.width ?? 1280) < 965;
  const scope = phone
    ? page.getByRole('dialog', { name: 'Filtrar' })
    : page.getByRole('complementary', { name: 'Filtrar' });
  if (phone) await page.getByRole('button', { name: /^Filtrar/ }).click();
  const box = scope.getByRole('checkbox', { name: /^virtual \(\d+\)$/ });
  await box.locator('xpath=..').click();
  await expect(box).toBeChecked();
  if (phone) await scope.getByRole('button', { name: /^Ver / }).click();
  await expect(page).toHaveURL(/\/service\/cursos\?orden=nombre&modalidad=virtual$/);
  await expect.poll(() => cardNames(page)).toEqual(virtual);
});
