import type { Page } from '@playwright/test';
import type { Product } from '../../src/shared/schemas/catalog-item';
import type { Page as Paged } from '../../src/shared/schemas/common';
import type { SearchResult } from '../../src/shared/schemas/search';
import { expect, test } from './fixtures';

/* Related items on detail pages: services under a product, products under a service. */

async function related(page: Page, resource: 'products' | 'services', code: string) {
  const res = await page.request.get(`/api/${resource}/c/${code}/related`);
  return (await res.json()) as SearchResult[];
}

test('a greenhouse shows its related services, and a service its related products', async ({
  page,
}) => {
  const list = await page.request.get('/api/products/category/a/invernaderos?page=0&size=1');
  const [greenhouse] = ((await list.json()) as Paged<Product>).content;
  const services = await related(page, 'products', greenhouse.code);
  expect(services.length).toBeGreaterThan(0);
  expect(services.length).toBeLessThanOrEqual(4);
  // Greenhouses go with construction, installation and courses.
  expect(services.every((s) => 'type_id' in s && [1, 2, 3].includes(s.type_id.id))).toBe(true);

  await page.goto(`/shared/product/${greenhouse.code}`);
  const section = page.getByRole('region', { name: 'Servicios relacionados' });
  await section.scrollIntoViewIfNeeded();
  const names = section.getByRole('heading', { level: 3 });
  await expect(names).toHaveText(services.map((s) => s.name));
  await expect(section.getByRole('button', { name: 'Solicitar servicio' }).first()).toBeVisible();

  await names.first().click();
  await expect(page).toHaveURL(new RegExp(`/shared/service/${services[0].code}$`));
  const products = await related(page, 'services', services[0].code);
  const back = page.getByRole('region', { name: 'Productos relacionados' });
  await back.scrollIntoViewIfNeeded();
  await expect(back.getByRole('heading', { level: 3 })).toHaveText(products.map((p) => p.name));
});
