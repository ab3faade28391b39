import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from './env';
import { expect, signIn, test } from './fixtures';

/*
 * The catalogue feeds end to end: an admin opens 'Importar y exportar' and sees a product left out for its
 * hidden price, and the Meta feed carries a published product with its price shown.
 */

const DESCRIPTION =
  '<p>Equipo de prueba con una descripción lo bastante larga para los catálogos.</p>';

async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/auth/signin', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A published product with one picture, made through the admin API; returns its id. */
async function productWithPicture(
  request: APIRequestContext,
  token: string,
  name: string,
  price: { visible: boolean; totalPrice: number },
) {
  const headers = { 'x-access-token': token };
  const created = await request.post('/api/products', {
    headers,
    data: { name, description: DESCRIPTION, category_id: 2, price_id: price, published: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const buffer = await sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: 40, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  const uploaded = await request.post(`/api/products/images/upload/${id}`, {
    headers,
    multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer } },
  });
  expect(uploaded.ok()).toBe(true);
  return id;
}

/** An entry of the admin navigation: in the side bar on desktop, behind 'Abrir menú' on the phone. */
async function adminNav(page: Page, name: string) {
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (phone) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page
    .getByRole('navigation', { name: 'Panel de administración' })
    .filter({ visible: true })
    .getByRole('link', { name, exact: true })
    .click();
}

const unique = (testInfo: TestInfo, label: string) =>
  `${label} ${testInfo.project.name} ${Date.now().toString(36)}`;

test('an admin sees what the catalogues leave out, and the Meta feed lists priced products', async ({
  page,
  request,
}, testInfo) => {
  const token = await adminToken(request);
  const priced = unique(testInfo, 'Invernadero para catálogo');
  const hidden = unique(testInfo, 'Tractor sin precio');
  await productWithPicture(request, token, priced, { visible: true, totalPrice: 4220 });
  await productWithPicture(request, token, hidden, { visible: false, totalPrice: 99000 });

  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/admin/welcome');
  await adminNav(page, 'Importar y exportar');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Catálogos para WhatsApp y Google' }),
  ).toBeVisible();
  await expect(page.getByText(/\/feeds\/meta\.csv$/)).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Productos que no entran en los catálogos' })
    .getByRole('row', { name: hidden });
  await expect(row).toContainText('Precio oculto');
  await expect(page.getByRole('row', { name: priced })).toHaveCount(0);

  const feed = await request.get('/feeds/meta.csv');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const csv = await feed.text();
  expect(csv.split('\n')[0]).toBe(
    'id,title,description,availability,condition,price,link,image_link,brand',
  );
  const line = csv.split('\n').find((l) => l.includes(priced));
  expect(line).toContain('4220.00 BOB');
  expect(csv).not.toContain(hidden);
});
