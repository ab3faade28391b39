import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Product, Service } from '@/shared/schemas/catalog-item';
import type { Page as Paged } from '@/shared/schemas/common';
import { ADMIN_ROUTES } from '@/shared/site-routes';
import { expect, expectOnlyThe404Logged, signIn, test } from './fixtures';

/**
 * axe-core over every public page, each open dialog and drawer, and every admin screen, at both
 * widths (the desktop and phone projects): 0 violations of WCAG 2.0/2.1 A and AA and WCAG 2.2 AA.
 * axe matches tags exactly, so each level is named.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations axe finds on what the page shows now, one line each (rule, element, summary). */
async function violations(page: Page, include?: string) {
  // A drawer or dialog still sliding or fading in shows blended colours: read it once it is still
  // (a spinner's endless turn aside).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations: found } = await builder.analyze();
  return found.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary ?? v.help}`),
  );
}

async function expectAccessible(page: Page, include?: string) {
  expect(await violations(page, include)).toEqual([]);
}

async function firstProduct(page: Page) {
  const res = await page.request.get('/api/products/category/a/invernaderos?page=0&size=1');
  return ((await res.json()) as Paged<Product>).content[0];
}

async function someProducts(page: Page, size: number) {
  const res = await page.request.get(`/api/products/category/a/invernaderos?page=0&size=${size}`);
  return ((await res.json()) as Paged<Product>).content;
}

/** A comparison's address of three greenhouses. */
const comparison = async (page: Page) =>
  `/comparar?productos=${(await someProducts(page, 3)).map((p) => p.code).join(',')}`;

async function firstService(page: Page) {
  const res = await page.request.get('/api/services/type/a/cursos?page=0&size=1');
  return ((await res.json()) as Paged<Service>).content[0];
}

const banner = (page: Page) => page.getByRole('banner');

test.describe('public pages', () => {
  const pages: Array<[string, (page: Page) => Promise<string>]> = [
    ['home', async () => '/'],
    ['a product listing', async () => '/all/invernaderos'],
    ['a service listing', async () => '/service/cursos'],
    ['a product page', async (page) => `/shared/product/${(await firstProduct(page)).code}`],
    ['a service page', async (page) => `/shared/service/${(await firstService(page)).code}`],
    ['search results', async () => '/buscar?q=riego'],
    ['search without results', async () => '/buscar?q=zzzzzz'],
    ['a comparison', comparison],
    ['a comparison of unknown codes', async () => '/comparar?productos=no-existe'],
    ['privacy', async () => '/privacidad'],
  ];
  for (const [name, address] of pages) {
    test(`${name} has no violations`, async ({ page }) => {
      await page.goto(await address(page));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('the not-found page has no violations', async ({ page, consoleErrors }) => {
    await page.goto('/no-existe-esta-pagina');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expectOnlyThe404Logged(consoleErrors);
    await expectAccessible(page);
  });
});

test.describe('open dialogs and drawers', () => {
  test('the quote drawer, with an item in it', async ({ page }) => {
    await page.goto(`/shared/product/${(await firstProduct(page)).code}`);
    await page
      .getByRole('button', { name: 'Agregar a la cotización', exact: true })
      .first()
      .click();
    await expect(page.getByText('Agregado a su cotización').first()).toBeVisible();
    await banner(page)
      .getByRole('button', { name: /^Cotización/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Mi cotización' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);
  });

  test('the photo dialog', async ({ page }) => {
    await page.goto('/all/invernaderos');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: 'Ver fotos' }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expectAccessible(page);
  });

  test("a listing with the comparison's bar, and the refusal of another category", async ({
    page,
  }) => {
    await page.goto('/all/invernaderos');
    for (const card of (await page.getByRole('article').all()).slice(0, 3))
      await card.getByRole('button', { name: 'Comparar', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Comparar (3)' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/all/riegos');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Comparar', exact: true })
      .click();
    await expect(
      page.getByText('Puede comparar hasta 4 productos de la misma categoría'),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("a comparison with 'Solo diferencias' on", async ({ page }) => {
    await page.goto(await comparison(page));
    await page.getByRole('checkbox', { name: 'Solo diferencias' }).check();
    await expectAccessible(page);
  });

  test('the sign-in drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the navigation menu at a phone width (in both projects)', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 860 });
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú de navegación' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('admin screens', () => {
  test('every admin screen has no violations', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const product = await firstProduct(page);
    const service = await firstService(page);
    const addresses: Record<keyof typeof ADMIN_ROUTES, string> = {
      admin: '/admin',
      adminWelcome: '/admin/welcome',
      adminProducts: '/admin/productos',
      adminProductNew: '/admin/productos/nuevo',
      adminProductEdit: `/admin/productos/${product.id}`,
      adminServices: '/admin/servicios',
      adminServiceNew: '/admin/servicios/nuevo',
      adminServiceEdit: `/admin/servicios/${service.id}`,
      adminUsers: '/admin/usuarios',
      adminCatalogIo: '/admin/importar',
      adminDemand: '/admin/demanda',
      adminSpecs: '/admin/especificaciones',
    };
    await page.goto('/');
    await signIn(page);
    await expect(page.getByRole('dialog')).toBeHidden();
    const failures: Record<string, string[]> = {};
    for (const [screen, address] of Object.entries(addresses)) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The screen's data has come: no loading indicator left.
      await expect(page.getByRole('status', { name: /Cargando/ })).toHaveCount(0);
      const found = await violations(page);
      if (found.length) failures[screen] = found;
    }
    // The admin navigation behind 'Abrir menú' on the phone.
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const found = await violations(page);
      if (found.length) failures['admin menu'] = found;
    }
    expect(failures).toEqual({});
  });

  test("the specifications screen's question before removing a specification in use", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await signIn(page);
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.goto('/admin/especificaciones?categoria=invernaderos');
    const form = page.getByRole('form', { name: 'Especificaciones de Invernaderos' });
    // The demo's greenhouses all have an area: removing it is answered 409.
    await form.getByRole('button', { name: 'Quitar «Área»' }).click();
    await form.getByRole('button', { name: 'Guardar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Hay datos cargados que se borrarán' });
    await expect(dialog).toContainText('Si continúa, se borrarán esos valores.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    // The browser logs the 409 it was answered; nothing else.
    expect(consoleErrors.every((line) => /409/.test(line))).toBe(true);
    consoleErrors.length = 0;
  });
});
