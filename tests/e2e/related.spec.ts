import type { Page } from '@playwright/test';
import type { Product } from '@/shared/schemas/catalog-item';
import type { Page as Paged } from '@/shared/schemas/common';
import type { SearchResult } from '@/shared/schemas/search';
import { E2E_ADMIN } from './env';
import { expect, scrollIntoView, test } from './fixtures';

/* Related items on detail pages: services under a product, products under a service. */

/**
 * The related items' section, once the visitor has scrolled down to it: it loads when its place
 * comes within a screen of the viewport (src/app/routes/parts/catalog-detail-page.tsx).
 */
async function scrollToRelated(page: Page, name: string) {
  const section = page.getByRole('region', { name });
  // Scrolled down again if the page's own scroll (to the top, after a navigation in the app)
  // was still under way and took the visitor back up, as a visitor would scroll again.
  await expect(async () => {
    await scrollIntoView(page.getByRole('contentinfo'));
    await expect(section).toBeAttached({ timeout: 2_000 });
  }).toPass();
  await scrollIntoView(section);
  return section;
}

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
  const section = await scrollToRelated(page, 'Servicios relacionados');
  const names = section.getByRole('heading', { level: 3 });
  await expect(names).toHaveText(services.map((s) => s.name));
  await expect(section.getByRole('button', { name: 'Solicitar servicio' }).first()).toBeVisible();
  // The page's own 'Copiar' is its one share button: related items are shared from their pages.
  await expect(section.getByRole('button', { name: 'Ver fotos' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Copiar', exact: true })).toBeVisible();

  await names.first().click();
  await expect(page).toHaveURL(new RegExp(`/shared/service/${services[0].code}$`));
  const products = await related(page, 'services', services[0].code);
  const back = await scrollToRelated(page, 'Productos relacionados');
  await expect(back.getByRole('heading', { level: 3 })).toHaveText(products.map((p) => p.name));
});

test('an admin picks the services a product shows, in the product form', async ({
  page,
}, testInfo) => {
  const signin = await page.request.post('/api/auth/signin', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  const session = (await signin.json()) as { token: string };
  const headers = { 'x-access-token': session.token };
  const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/products', {
    headers,
    data: {
      name: `Tractor para elegir ${suffix}`,
      description: '<p>Tractor</p>',
      category_id: 1,
      price_id: { visible: true, totalPrice: 1000 },
      published: true,
    },
  });
  const product = (await created.json()) as Product;
  const lab = await page.request.get('/api/services/type/a/laboratorio?page=0&size=1');
  const [labService] = ((await lab.json()) as Paged<SearchResult>).content;

  await page.goto('/robots.txt');
  await page.evaluate(
    (value) => localStorage.setItem('agrotec.session', value),
    JSON.stringify(await signin.json()),
  );
  await page.goto(`/admin/productos/${product.id}`);
  const picker = page.getByRole('group', { name: 'Servicios relacionados' });
  await picker.getByRole('checkbox', { name: labService.name }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados').first()).toBeVisible();

  await page.goto(`/shared/product/${product.code}`);
  const section = page.getByRole('region', { name: 'Servicios relacionados' });
  await scrollIntoView(section);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([labService.name]);
  await page.request.delete(`/api/products/${product.id}`, { headers });
});

test('on a phone the related items, their code and their pictures load only when the visitor scrolls to them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 860 });
  // The greenhouse with the longest description (other tests add short ones to the category).
  const list = await page.request.get('/api/products/category/a/invernaderos?page=0&size=50');
  const [greenhouse] = ((await list.json()) as Paged<Product>).content.sort(
    (a, b) => b.description.length - a.description.length,
  );
  const services = await related(page, 'products', greenhouse.code);
  expect(services.length).toBeGreaterThan(0);

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/related$|\/related-items\.[^/]+\.js$|\/api\/services\/images\//.test(url)) {
      asked.push(url);
    }
  });
  await page.goto(`/shared/product/${greenhouse.code}`); // waits until the app listens
  await page.waitForLoadState('networkidle');
  // The section's place (above the footer) is more than half a screen below the first one...
  const footerTop = await page.getByRole('contentinfo').evaluate((footer) => {
    return footer.getBoundingClientRect().top / window.innerHeight;
  });
  expect(footerTop).toBeGreaterThan(1.6);
  expect(asked).toEqual([]); // ...so nothing of it is asked for yet

  const section = await scrollToRelated(page, 'Servicios relacionados');
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(services.map((s) => s.name));
  expect(asked.some((url) => url.endsWith('/related'))).toBe(true);
  expect(asked.some((url) => /related-items\.[^/]+\.js$/.test(url))).toBe(true);

  // The cards do what they say.
  const quote = page.getByRole('banner').getByRole('button', { name: /^Cotización/ });
  await section.getByRole('button', { name: 'Agregar a la cotización' }).first().click();
  await expect(quote).toHaveAccessibleName('Cotización (1)');
});

test("with no connection for the related cards' code, the item's page stays as it is, and they come once it is back", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 400, height: 860 });
  const list = await page.request.get('/api/products/category/a/invernaderos?page=0&size=1');
  const [greenhouse] = ((await list.json()) as Paged<Product>).content;
  const services = await related(page, 'products', greenhouse.code);
  expect(services.length).toBeGreaterThan(0);

  let connected = false;
  await page.route(/\/static\/js\/related-items\.[^/]+\.js$/, (route) =>
    connected ? route.continue() : route.abort('internetdisconnected'),
  );
  await page.goto(`/shared/product/${greenhouse.code}`);
  await scrollIntoView(page.getByRole('contentinfo'));
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('heading', { level: 1, name: greenhouse.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Servicios relacionados' })).toHaveCount(0);
  consoleErrors.length = 0; // the failed download, on purpose

  connected = true;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const section = await scrollToRelated(page, 'Servicios relacionados');
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(services.map((s) => s.name));
});
