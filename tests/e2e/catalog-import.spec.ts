import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CATEGORIES } from '@/shared/catalog';
import type { SessionUser } from '@/shared/schemas/auth';
import type { Spec } from '@/shared/schemas/specs';
import { E2E_ADMIN } from './env';
import { expect, test } from './fixtures';

/*
 * The catalogue's spreadsheet round trip (issue 22): export the products, change one price and
 * one specification in the file, review it (one row changed), import it, and the public listing
 * shows the new price.
 */

interface Session {
  token: string;
  expiresAt: string;
  user: SessionUser;
}

async function apiSignIn(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/auth/signin', { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  const { token, expiresAt, user } = (await response.json()) as Session;
  return { token, expiresAt, user };
}

/** Opens `path` with `session` already stored, as after an earlier sign-in. */
async function openSignedIn(page: Page, session: Session, path: string) {
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    ['agrotec.session', JSON.stringify(session)],
  );
  await page.goto(path);
}

/** An entry of the admin navigation: in the side bar on desktop, behind 'Abrir menú' on the phone. */
async function adminNav(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 1280) < 1024)
    await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page
    .getByRole('navigation', { name: 'Panel de administración' })
    .filter({ visible: true })
    .getByRole('link', { name, exact: true })
    .click();
}

test('export, edit a price, the dry run shows that one change, import; the listing follows without a reload', async ({
  page,
  request,
}, testInfo) => {
  const session = await apiSignIn(request);
  const code = `hoja-${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Invernadero de hoja ${testInfo.project.name} ${Date.now().toString(36)}`;
  const created = await request.post('/api/products', {
    headers: { 'x-access-token': session.token },
    data: {
      name,
      code,
      description: '<p>Importado desde una hoja de cálculo.</p>',
      category_id: 2,
      price_id: { visible: true, totalPrice: 1500 },
      published: true,
      specs: { area_m2: 480 },
    },
  });
  expect(created.status()).toBe(201);

  // The public listing is read once with the old price (the server keeps that answer).
  await page.goto('/all/invernaderos');
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('Bs. 1.500,00');

  await openSignedIn(page, session, '/admin/importar');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar y exportar' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar productos en CSV', exact: true }).click(),
  ]);
  const records = parse(readFileSync(await download.path(), 'utf8')) as string[][];
  const [header, ...rows] = records;
  // After the fixed columns, one per specification key of the categories, in their order.
  const specKeys: string[] = [];
  for (const category of CATEGORIES) {
    const res = await request.get(`/api/specs/products/${category.urlpath}`);
    for (const spec of ((await res.json()) as { specs: Spec[] }).specs)
      if (!specKeys.includes(spec.key)) specKeys.push(spec.key);
  }
  expect(specKeys).toContain('area_m2');
  expect(header).toEqual([
    'codigo',
    'nombre',
    'descripcion',
    'categoria',
    'precio',
    'precio_visible',
    'publicado',
    'fotos',
    'relacionados',
    ...specKeys.map((key) => `esp_${key}`),
  ]);
  const row = rows.find((r) => r[0] === code)!;
  expect(row[4]).toBe('1500.00');
  row[4] = '1750.25';
  const area = header.indexOf('esp_area_m2');
  expect(row[area]).toBe('480');
  row[area] = '500';

  await page.locator('input[name="file"]').setInputFiles({
    name: 'productos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(stringify(records)),
  });
  await page.getByRole('button', { name: 'Revisar' }).click();
  const review = page.getByRole('table', { name: 'Revisión de la importación' });
  await expect(review).toBeVisible();
  const reviewed = review.locator('tbody tr');
  await expect(reviewed).toHaveCount(1);
  await expect(reviewed).toContainText(code);
  await expect(reviewed).toContainText('Actualizar');
  await expect(reviewed).toContainText('precio: 1500.00 → 1750.25');
  await expect(reviewed).toContainText('esp_area_m2: 480 → 500');
  const counts = page.getByRole('list', { name: 'Cantidades' });
  await expect(counts).toContainText('Crear: 0');
  await expect(counts).toContainText('Actualizar: 1');
  await expect(counts).toContainText(`Sin cambios: ${(rows.length - 1).toLocaleString('es-BO')}`);
  await expect(counts).toContainText('Error: 0');

  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('Importación terminada')).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: 'Progreso de la importación' }),
  ).toHaveAttribute('aria-valuetext', `${rows.length} de ${rows.length} filas`);

  // Back on the public site by in-app navigation: the listing shows the imported price.
  await adminNav(page, 'Ver sitio');
  await page.getByRole('link', { name: 'Ver más', exact: true }).click();
  await expect(page).toHaveURL(/\/all\/invernaderos$/);
  await expect(card).toContainText('Bs. 1.750,25');
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);

  // The product leaves with the test: the other specs read the listings' first cards.
  const { id } = (await created.json()) as { id: number };
  const removed = await request.delete(`/api/products/${id}`, {
    headers: { 'x-access-token': session.token },
  });
  expect(removed.status()).toBe(204);
});
