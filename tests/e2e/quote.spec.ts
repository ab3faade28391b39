import type { Page } from '@playwright/test';
import { formatPrice } from '@/lib/format-price';
import type { Product, Service } from '@/shared/schemas/catalog-item';
import type { Page as Paged } from '@/shared/schemas/common';
import { E2E_ADMIN } from './env';
import { expect, openedWindows, recordWindowOpen, test } from './fixtures';

/*
 * 'Mi cotización': items added from cards and item pages, the bar's count, the drawer, one
 * WhatsApp message, a list that survives a reload and is shared by tabs. 1280 px and 400 px.
 */

const ADD = 'Agregar a la cotización';
const quoteButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cotización/ });
/** The item page's own button (the related items' cards below have theirs). */
const addOnItemPage = (page: Page) => page.getByRole('button', { name: ADD, exact: true }).first();
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Mi cotización' });

async function firstOf<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  return ((await response.json()) as Paged<T>).content[0];
}

test('adds from a card and an item page, then sends one WhatsApp message and keeps the list', async ({
  page,
  baseURL,
}) => {
  await recordWindowOpen(page);
  const withPrice = (await page.request
    .get('/api/products/category/a/riegos?page=0&size=20')
    .then((r) => r.json())) as Paged<Product>;
  const product = withPrice.content.find((p) => p.price_id.visible)!;
  const service = await firstOf<Service>(page, '/api/services/type/a/cursos?page=0&size=1');

  // The drawer's code is not part of the page: it loads with the first use of the button.
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await page.goto(`/shared/product/${product.code}`);
  await expect(quoteButton(page)).toHaveAccessibleName('Cotización');
  await addOnItemPage(page).click();
  await expect(page.getByText('Agregado a su cotización')).toBeVisible();
  await expect(quoteButton(page)).toHaveAccessibleName('Cotización (1)');
  await addOnItemPage(page).click();
  await expect(page.getByText(`${product.name}: 2`)).toBeVisible();
  expect(chunks.some((url) => /quote-drawer/.test(url))).toBe(false);

  await page.goto('/service/cursos');
  const card = page.getByRole('article', { name: service.name });
  await card.getByRole('button', { name: ADD }).click();
  await expect(quoteButton(page)).toHaveAccessibleName('Cotización (2)');

  await quoteButton(page).click();
  const quote = drawer(page);
  await expect(quote).toBeVisible();
  const lines = quote.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.first().getByRole('link', { name: product.name })).toBeVisible();
  await expect(lines.first().getByLabel('Cantidad')).toHaveValue('2');
  await lines.first().getByLabel('Cantidad').fill('3');
  const unit = product.price_id.totalPrice;
  const serviceTotal = service.price_id.visible ? service.price_id.totalPrice : 0;
  await expect(
    quote.getByText(formatPrice(unit * 3 + serviceTotal), { exact: true }),
  ).toBeVisible();

  await quote.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  await expect(quote.getByText('Ingrese su nombre')).toBeVisible();
  await expect(quote.getByText('Ingrese su ciudad')).toBeVisible();
  await quote.getByLabel('Su nombre').fill('Ana Pérez');
  await quote.getByLabel('Ciudad').fill('Cochabamba');
  await quote.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  await expect.poll(async () => (await openedWindows(page)).length).toBe(1);
  const [[url, target]] = await openedWindows(page);
  expect(target).toBe('_blank');
  expect(url).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const text = decodeURIComponent(url.split('?text=')[1]);
  expect(text.split('\n')).toEqual([
    'Hola, quisiera una cotización de:',
    `• 3 × ${product.name} — ${formatPrice(unit)} c/u — ${baseURL}/shared/product/${product.code}`,
    expect.stringContaining(`• 1 × ${service.name} — `),
    expect.stringMatching(/^Total estimado: Bs\. /),
    'Nombre: Ana Pérez',
    'Ciudad: Cochabamba',
  ]);

  // Kept after sending, and after a reload, until 'Vaciar'.
  await page.keyboard.press('Escape');
  await expect(quote).toBeHidden();
  await page.reload();
  await expect(quoteButton(page)).toHaveAccessibleName('Cotización (2)');
  await quoteButton(page).click();
  await expect(drawer(page).getByRole('listitem')).toHaveCount(2);
  await drawer(page)
    .getByRole('button', { name: `Quitar ${service.name}` })
    .click();
  await expect(drawer(page).getByRole('listitem')).toHaveCount(1);
  // A tap on 'Quitar' or 'Vaciar' by mistake is undone; the focus stays in the drawer.
  await expect(drawer(page).getByRole('status')).toContainText(
    `«${service.name}» se quitó de su cotización.`,
  );
  await drawer(page).getByRole('button', { name: 'Deshacer' }).click();
  await expect(drawer(page).getByRole('listitem')).toHaveCount(2);
  await expect(drawer(page).getByRole('button', { name: `Quitar ${service.name}` })).toBeFocused();
  await drawer(page).getByRole('button', { name: 'Vaciar' }).click();
  await expect(drawer(page).getByText(/Su cotización está vacía/)).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Deshacer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer(page).getByRole('listitem')).toHaveCount(2);
  await drawer(page).getByRole('button', { name: 'Vaciar' }).click();
  await expect(drawer(page).getByText(/Su cotización está vacía/)).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(quoteButton(page)).toHaveAccessibleName('Cotización');
});

test('another tab sees the list change', async ({ page, context }) => {
  const product = await firstOf<Product>(
    page,
    '/api/products/category/a/invernaderos?page=0&size=1',
  );
  await page.goto('/all/invernaderos');
  const other = await context.newPage();
  await other.goto('/');
  await expect(quoteButton(other)).toHaveAccessibleName('Cotización');

  await page
    .getByRole('article', { name: product.name })
    .getByRole('button', { name: ADD })
    .click();
  await expect(quoteButton(page)).toHaveAccessibleName('Cotización (1)');
  await expect(quoteButton(other)).toHaveAccessibleName('Cotización (1)');
  await other.close();
});

test('an item unpublished since it was added is dropped with a notice', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const signin = await page.request.post('/api/auth/signin', { data: E2E_ADMIN });
  const headers = { 'x-access-token': ((await signin.json()) as { token: string }).token };
  const created = await page.request.post('/api/products', {
    headers,
    data: {
      name: `Tractor de paso ${testInfo.project.name} ${Date.now().toString(36)}`,
      description: '<p>Por poco tiempo</p>',
      category_id: 1,
      price_id: { visible: true, totalPrice: 500 },
      published: true,
    },
  });
  const item = (await created.json()) as Product;
  const kept = await firstOf<Product>(page, '/api/products/category/a/laboratorios?page=0&size=1');

  await page.goto(`/shared/product/${item.code}`);
  await addOnItemPage(page).click();
  await page.goto(`/shared/product/${kept.code}`);
  await addOnItemPage(page).click();
  await expect(quoteButton(page)).toHaveAccessibleName('Cotización (2)');

  await page.request.put(`/api/products/${item.id}`, {
    headers,
    data: { ...item, published: false },
  });
  await quoteButton(page).click();
  await expect(
    drawer(page).getByText(`«${item.name}» ya no está disponible y se quitó de su cotización.`),
  ).toBeVisible();
  await expect(drawer(page).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(quoteButton(page)).toHaveAccessibleName('Cotización (1)');
  // The lookup of the unpublished item answers 404, which the browser logs.
  expect(consoleErrors.every((e) => e.includes('404'))).toBe(true);
  consoleErrors.length = 0;
  await page.request.delete(`/api/products/${item.id}`, { headers });
});

test('on a 360 px phone an item page shows its whole order label, and its quote button is not under the floating button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const product = await firstOf<Product>(page, '/api/products/category/a/invernaderos?size=1');
  const service = await firstOf<Service>(page, '/api/services/type/a/cursos?size=1');
  let count = 0;
  for (const [path, label] of [
    [`/shared/product/${product.code}`, 'Realizar pedido'],
    [`/shared/service/${service.code}`, 'Solicitar servicio'],
  ]) {
    await page.goto(path);
    const order = page.getByRole('button', { name: label });
    await expect(order).toBeVisible();
    // The label is not cut: the button is as wide as its content.
    expect(await order.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
    // A tap lands on the button itself (Playwright waits while another element would take it).
    await addOnItemPage(page).click({ timeout: 5000 });
    await expect(quoteButton(page)).toHaveAccessibleName(`Cotización (${++count})`);
    await expect(page.getByRole('list', { name: 'Redes sociales' })).toHaveCount(0);
  }
});
