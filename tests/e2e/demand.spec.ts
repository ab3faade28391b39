import type { Page } from '@playwright/test';
import type { Product } from '@/shared/schemas/catalog-item';
import type { Page as Paged } from '@/shared/schemas/common';
import { appListening, expect, signIn, test } from './fixtures';

/*
 * Issue 23 end to end: a visitor (a phone's browser, not a bot: headless Chromium's own user
 * agent is one, and bots are not counted) views two products, quotes both and sends the quote;
 * the admin then sees them on 'Demanda': the charts drawn and 'Se cotizan juntos' with the pair.
 */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A135M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ADD = 'Agregar a la cotización';

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Mi cotización' });

test('views and a quote of two products show on the admin\'s "Demanda"', async ({
  browser,
  page,
}, testInfo) => {
  const visitorContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    userAgent: PHONE_UA,
  });
  const visitor = await visitorContext.newPage();
  await visitor.addInitScript(() => {
    window.open = () => null; // WhatsApp is outside this machine
  });
  const list = (await (
    await visitor.request.get('/api/products/category/a/invernaderos?page=0&size=20')
  ).json()) as Paged<Product>;
  // Two products this test alone quotes together (the other project picks the next two).
  const offset = testInfo.project.name === 'desktop' ? 2 : 4;
  const [first, second] = list.content.slice(offset, offset + 2);

  for (const product of [first, second]) {
    await visitor.goto(`/shared/product/${product.code}`);
    await appListening(visitor);
    await visitor.getByRole('button', { name: ADD, exact: true }).first().click();
    await expect(visitor.getByText('Agregado a su cotización').first()).toBeVisible();
  }
  await visitor
    .getByRole('banner')
    .getByRole('button', { name: /^Cotización/ })
    .click();
  await drawer(visitor).getByLabel('Su nombre').fill('Ana Pérez');
  await drawer(visitor).getByLabel('Ciudad').fill('Sucre');
  await drawer(visitor).getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  // The beacons are on their way when the page is left.
  await visitor.waitForTimeout(1000);
  await visitorContext.close();

  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/admin/demanda');
  await expect(page.getByRole('heading', { level: 1, name: 'Demanda' })).toBeVisible();
  const views = page.getByRole('group', { name: 'Vistas' });
  await expect(views).not.toHaveText(/^Vistas0/);
  // The chart of views is drawn: an SVG line.
  await expect(page.getByTestId('chart-view').locator('svg path.recharts-curve')).toBeVisible();
  const pairs = page.getByRole('table', { name: 'Se cotizan juntos' });
  const pair = pairs.getByRole('row').filter({ hasText: first.name }).filter({
    hasText: second.name,
  });
  await expect(pair).toHaveCount(1);
  await expect(pair).toContainText('1');
});
