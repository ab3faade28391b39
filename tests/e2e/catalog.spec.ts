import type { Page, Request } from '@playwright/test';
import { formatPrice } from '@/lib/format-price';
import type { Product, Service } from '@/shared/schemas/catalog-item';
import type { ImageName, Page as Paged } from '@/shared/schemas/common';
import {
  appListening,
  expect,
  expectOnlyThe404Logged,
  openedWindows,
  recordWindowOpen,
  scrollIntoView,
  test,
} from './fixtures';

/*
 * The catalogue as a visitor meets it: listings with infinite scroll and numbered pages, cards,
 * the photo dialog, detail pages opened cold from share links, ordering and sharing.
 * Runs on both projects (desktop 1280 px, phone 400 px) against the seeded demo catalogue.
 */

const cards = (page: Page) => page.getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();
/** A public list call for a group, named by its id as SPEC.md §7 has it (Invernaderos 2…). */
const listRequest = (request: Request, resource: string, groupId: number) =>
  new URL(request.url()).pathname ===
  `/api/${resource}/${resource === 'products' ? 'category' : 'type'}/a/${groupId}`;
const pageParam = (request: Request) => new URL(request.url()).searchParams.get('page');

async function firstProducts(page: Page, category: string, size = 40): Promise<Product[]> {
  const response = await page.request.get(
    `/api/products/category/a/${category}?page=0&size=${size}`,
  );
  return ((await response.json()) as Paged<Product>).content;
}

/** A product page shows the product's name as its heading and its formatted price. */
async function expectProductShown(page: Page, product: Product) {
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(
    page.getByText(formatPrice(product.price_id.totalPrice), { exact: true }),
  ).toBeVisible();
}

async function imageCount(page: Page, resource: string, id: number) {
  const response = await page.request.get(`/api/${resource}/images/names/${id}`);
  return ((await response.json()) as ImageName[]).length;
}

/** The first product with at least `min` photos, and how many it has. */
async function withPhotos(
  page: Page,
  products: Product[],
  min: number,
): Promise<[Product, number]> {
  for (const product of products) {
    const count = await imageCount(page, 'products', product.id);
    if (count >= min) return [product, count];
  }
  throw new Error(`no demo product with ${min} photos or more`);
}

test.describe('product listing', () => {
  test('shows 8 products, then loads the next page on scroll', async ({ page }) => {
    // Hold page 1 back until the first page has been counted.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/products\/category\/a\/2\?.*\bpage=1\b/, async (route) => {
      await gate;
      await route.continue();
    });

    await page.goto('/all/invernaderos');
    await expect(page.getByRole('heading', { level: 1, name: 'Invernaderos' })).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    release();

    await scrollIntoView(cards(page).last());
    await expect.poll(async () => cards(page).count()).toBeGreaterThan(8);
    const names = await cardNames(page);
    expect(new Set(names).size).toBe(names.length);
  });

  test('the first page comes with the page: the app does not ask for it again', async ({
    page,
  }) => {
    const asked: string[] = [];
    const urls: string[] = [];
    page.on('request', (request) => {
      if (!listRequest(request, 'products', 2)) return;
      asked.push(pageParam(request) ?? '');
      urls.push(request.url().replace(/^https?:\/\/[^/]+/, ''));
    });
    const [first] = await firstProducts(page, 'invernaderos', 1);
    await page.goto('/all/invernaderos');
    await expect(page.getByRole('heading', { level: 2, name: first.name })).toBeVisible();
    // The page has started (its tooltips answer); the scroll then asks for page 1 (on a wide
    // screen at once: the marker is in view), never for page 0.
    await page.getByRole('button', { name: 'Copiar link del producto' }).first().focus();
    await expect(page.getByRole('tooltip')).toHaveText('Copiar link del producto');
    await scrollIntoView(cards(page).last());
    await expect.poll(() => asked).toContain('1');
    expect(asked).not.toContain('0');
    // The call of SPEC.md §7: the category by its id, 8 a page, newest first.
    expect(urls).toContain(
      '/api/products/category/a/2?page=1&size=8&order_by=created_at&order_direction=desc',
    );
  });

  test('comes back to the same place after opening a product, without asking again for loaded pages', async ({
    page,
  }) => {
    await page.goto('/all/maquinarias');
    // On a wide screen the marker is already in view, so page 2 may arrive at once.
    await expect.poll(async () => cards(page).count()).toBeGreaterThanOrEqual(8);
    await scrollIntoView(cards(page).nth(7));
    await expect.poll(async () => cards(page).count()).toBeGreaterThanOrEqual(16);

    const target = cards(page).nth(11);
    await scrollIntoView(target);
    await page.waitForTimeout(400);
    const name = (await target.getByRole('heading').textContent()) ?? '';
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(300);

    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (listRequest(request, 'products', 1)) listRequests.push(pageParam(request) ?? '');
    });

    await target.getByRole('heading').click();
    await expect(page).toHaveURL(/\/shared\/product\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/all\/maquinarias$/);
    const sameCard = page.getByRole('article', { name });
    await expect(sameCard).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(scrollBefore - 120);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrollBefore + 120);
    expect(listRequests.filter((p) => p === '0' || p === '1')).toEqual([]);
  });

  test('a reload comes back with the cards loaded so far, at the same card', async ({ page }) => {
    await page.goto('/all/maquinarias');
    await expect.poll(async () => cards(page).count()).toBeGreaterThanOrEqual(8);
    await scrollIntoView(cards(page).nth(7));
    await expect.poll(async () => cards(page).count()).toBeGreaterThanOrEqual(16);
    const loaded = await cards(page).count();
    const target = cards(page).nth(13);
    await scrollIntoView(target);
    await page.waitForTimeout(400);
    const name = (await target.getByRole('heading').textContent()) ?? '';

    await page.reload();
    await expect(page.getByRole('article', { name })).toBeInViewport();
    // Every page it had comes back, one after another: the card in view may be on an earlier one.
    await expect.poll(async () => cards(page).count()).toBeGreaterThanOrEqual(loaded);
  });

  test('a card is lifted and its photo says "ver más" around keyboard focus, not after a tap or a click on its button', async ({
    page,
  }) => {
    await page.goto('/all/invernaderos');
    const card = cards(page).first();
    const shadow = () => card.evaluate((element) => getComputedStyle(element).boxShadow);
    // The photo's dark cover with 'ver más' (aria-hidden: the card's heading and buttons say it).
    const seeMore = card.locator('[aria-hidden="true"]', { hasText: 'ver más' });
    const coverOpacity = () => seeMore.evaluate((element) => getComputedStyle(element).opacity);
    const resting = await shadow();
    expect(await coverOpacity()).toBe('0');
    const add = card.getByRole('button', { name: 'Agregar a la cotización' });
    await add.click();
    await expect(page.getByText('Agregado a su cotización').first()).toBeVisible();
    // Off the card, so that only focus could lift it (a phone has no hover).
    await page.mouse.move(0, 0);
    await expect(add).toBeFocused();
    await expect.poll(shadow).toBe(resting);
    // Past the cover's 0.2 s fade: still not shown.
    await page.waitForTimeout(300);
    expect(await coverOpacity()).toBe('0');
    // The same button, focused from the keyboard.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    await expect.poll(shadow).not.toBe(resting);
    await expect.poll(coverOpacity).toBe('1');
  });

  test("a tap on a card's button leaves its photo uncovered, under the finger", async ({
    browser,
  }, testInfo) => {
    // A phone's touch screen in either project (the desktop one has none).
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 400, height: 860 },
      hasTouch: true,
    });
    // Closed however the test ends: a context left open would stay in this worker's browser.
    try {
      const page = await context.newPage();
      await page.goto('/all/invernaderos');
      await appListening(page);
      const card = cards(page).first();
      const seeMore = card.locator('[aria-hidden="true"]', { hasText: 'ver más' });
      const add = card.getByRole('button', { name: 'Agregar a la cotización' });
      await add.tap();
      await expect(page.getByText('Agregado a su cotización').first()).toBeVisible();
      // The tapped spot stays under `:hover` on a touch screen, and the button keeps the focus.
      expect(await card.evaluate((element) => element.matches(':hover'))).toBe(true);
      await expect(add).toBeFocused();
      // Past the cover's 0.2 s fade.
      await page.waitForTimeout(300);
      expect(await seeMore.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    } finally {
      await context.close();
    }
  });

  test('an unknown category is the 404 page', async ({ page, consoleErrors }) => {
    await page.goto('/all/tractores');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    // The server answers the unknown address with status 404, which the browser logs.
    expect(consoleErrors.every((e) => e.includes('404'))).toBe(true);
    consoleErrors.length = 0;
  });
});

test.describe('service listing', () => {
  test('page 2 shows other services and survives a reload', async ({ page }) => {
    await page.goto('/service/construnccion');
    await expect(page.getByRole('heading', { level: 1, name: 'Construcción' })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    const firstPage = await cardNames(page);

    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    // Page 2 is the zero-based page 1 of type 1 (construction), 12 a page (SPEC.md §7).
    const secondPageCall = page.waitForRequest((request) => listRequest(request, 'services', 1));
    await pagination.getByRole('link', { name: 'Página 2' }).click();
    expect(new URL((await secondPageCall).url()).search).toBe(
      '?page=1&size=12&order_by=created_at&order_direction=desc',
    );
    await expect(page).toHaveURL(/\/service\/construnccion\?pagina=2$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await expect(cards(page).first()).toBeVisible();
    // Page 2's cards, once they are there (not the moment between the two pages).
    await expect
      .poll(async () => {
        const names = await cardNames(page);
        return names.length > 0 && !names.some((n) => firstPage.includes(n));
      })
      .toBe(true);
    const secondPage = await cardNames(page);

    await page.reload();
    await expect(pagination.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => cardNames(page)).toEqual(secondPage);

    await pagination.getByRole('link', { name: 'Anterior' }).click();
    await expect(page).toHaveURL(/\/service\/construnccion$/);
    await expect.poll(() => cardNames(page)).toEqual(firstPage);
  });
});

test.describe('ordering and sharing', () => {
  test('Realizar pedido opens WhatsApp with the product, its price and its share link', async ({
    page,
    baseURL,
  }) => {
    await recordWindowOpen(page);
    await page.goto('/all/riegos');
    const card = cards(page).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const href =
      (await card.getByRole('link', { name: 'Ver producto' }).getAttribute('href')) ?? '';
    await card.getByRole('button', { name: 'Realizar pedido' }).click();

    const [[url, target, features]] = await openedWindows(page);
    expect(url).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(url).toContain(encodeURIComponent(`Hola, quisiera realizar un pedido de: ${name}`));
    expect(url).toContain(encodeURIComponent(`${baseURL}${href}`));
    expect([target, features]).toEqual(['_blank', 'noopener']);
  });

  test('Solicitar servicio words a service request', async ({ page, baseURL }) => {
    await recordWindowOpen(page);
    await page.goto('/service/cursos');
    const card = cards(page).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const href =
      (await card.getByRole('link', { name: 'Ver servicio' }).getAttribute('href')) ?? '';
    await card.getByRole('button', { name: 'Solicitar servicio' }).click();

    const [[url]] = await openedWindows(page);
    const text = decodeURIComponent(url.split('?text=')[1]);
    expect(text.startsWith(`Hola, quisiera solicitar el servicio: ${name}`)).toBe(true);
    expect(text.endsWith(`. ${baseURL}${href}`)).toBe(true);
  });

  test("copies the product's share link and says 'Link copiado'", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/all/laboratorios');
    const card = cards(page).nth(1);
    const href =
      (await card.getByRole('link', { name: 'Ver producto' }).getAttribute('href')) ?? '';
    await card.getByRole('button', { name: 'Copiar link del producto' }).click();

    await expect(page.getByText('Link copiado')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${href}`);
  });

  test('uses the share sheet only on a phone that has one', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => void shared.push(data),
      });
    });
    await page.goto('/service/asesorias');
    const card = cards(page).first();
    const href =
      (await card.getByRole('link', { name: 'Ver servicio' }).getAttribute('href')) ?? '';
    await card.getByRole('button', { name: 'Copiar link del servicio' }).click();

    const shared = () =>
      page.evaluate(() => (window as unknown as { __shared: Array<{ url: string }> }).__shared);
    if (testInfo.project.name === 'phone') {
      await expect.poll(shared).toEqual([expect.objectContaining({ url: `${baseURL}${href}` })]);
      await expect(page.getByText('Link copiado')).toHaveCount(0);
    } else {
      await expect(page.getByText('Link copiado')).toBeVisible();
      expect(await shared()).toEqual([]);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${href}`);
    }
  });
});

test.describe('photo dialog', () => {
  test('opens with the photos and the description, and closes with Escape', async ({ page }) => {
    await page.goto('/all/invernaderos');
    const card = cards(page).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const namesResponse = page.waitForResponse((r) =>
      r.url().includes('/api/products/images/names/'),
    );
    await card.getByRole('button', { name: 'Ver fotos' }).click();
    const count = ((await (await namesResponse).json()) as ImageName[]).length;

    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    const firstPhoto = dialog.getByRole('img', { name: `${name} — foto 1 de ${count}` });
    await expect(firstPhoto).toBeVisible();
    await expect
      .poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(dialog.locator('p').first()).not.toBeEmpty();

    if (count > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByText(`2 / ${count}`)).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Ver fotos' })).toBeFocused();
  });

  test('Back closes the viewer, the quote list and the menu, and stays on the page', async ({
    page,
  }) => {
    const phone = test.info().project.name === 'phone';
    const back = async () => {
      await page.goBack({ waitUntil: 'commit' });
    };
    // An open layer's own entry on top of the history: added as it opens, or, when another layer
    // was just closed, once the browser has taken that one's entry off (`history.go`, 5-40 ms at
    // 400 px). A Back before that is the page's (docs/decisions.md, "Back closes the open dialog
    // or drawer").
    let lastLayer: number | null = null;
    const topLayer = () =>
      page.evaluate(() => (history.state as { layer?: number } | null)?.layer ?? null);
    const layerInHistory = async () => {
      await expect
        .poll(async () => {
          const top = await topLayer();
          return top !== null && top !== lastLayer;
        })
        .toBe(true);
      lastLayer = await topLayer();
    };
    // Two pages in the history, so a Back that left the listing would show the home page.
    await page.goto('/');
    await page.goto('/all/invernaderos');
    const card = cards(page).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const heading = page.getByRole('heading', { level: 1, name: 'Invernaderos' });

    await card.getByRole('button', { name: 'Ver fotos' }).click();
    const viewer = page.getByRole('dialog', { name });
    await expect(viewer).toBeVisible();
    await layerInHistory();
    await back();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL('/all/invernaderos');
    await expect(heading).toBeVisible();

    // Closed by its own button, the viewer leaves nothing behind: the next Back leaves the page.
    // The quote list opens in the same moment (a quick second tap), before the browser has taken
    // the viewer's entry off: its own entry waits for that, or the next Back would leave the page.
    const openQuote = await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cotización/ })
      .elementHandle();
    await card.getByRole('button', { name: 'Ver fotos' }).click();
    await expect(viewer).toBeVisible();
    await layerInHistory();
    const closeViewer = await viewer.getByRole('button', { name: 'Cerrar' }).elementHandle();
    await page.evaluate(
      ([closing, opening]) => {
        (closing as HTMLElement).click();
        (opening as HTMLElement).click();
      },
      [closeViewer, openQuote] as const,
    );
    await expect(viewer).toBeHidden();
    const quote = page.getByRole('dialog', { name: 'Mi cotización' });
    await expect(quote).toBeVisible();
    await layerInHistory();
    await back();
    await expect(quote).toBeHidden();
    await expect(heading).toBeVisible();

    if (phone) {
      const openMenu = page.getByRole('banner').getByRole('button', { name: 'Abrir menú' });
      const menu = page.getByRole('dialog', { name: 'Menú de navegación' });
      await openMenu.click();
      await expect(menu).toBeVisible();
      await layerInHistory();
      await back();
      await expect(menu).toBeHidden();
      await expect(heading).toBeVisible();
      // A link of the menu: Back from the page it opened comes to this listing, in one step.
      await openMenu.click();
      await menu.getByRole('link', { name: 'Riegos', exact: true }).click();
      await expect(page).toHaveURL('/all/riegos');
      await expect(menu).toBeHidden();
      await back();
      await expect(page).toHaveURL('/all/invernaderos');
      await expect(heading).toBeVisible();
      // The menu's search: the results with the menu closed, and Back comes to this listing in one
      // step (the navigation waits for the menu's entry to be off, then the menu closes).
      await openMenu.click();
      const field = menu.getByRole('searchbox', { name: 'Buscar' });
      await field.fill('invernadero');
      await field.press('Enter');
      await expect(page).toHaveURL('/buscar?q=invernadero');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await back();
      await expect(page).toHaveURL('/all/invernaderos');
      await expect(heading).toBeVisible();
    }

    await back();
    await expect(page).toHaveURL('/');
  });

  test("counts '1 / N', jumps from a thumbnail and zooms a picture", async ({ page }) => {
    const products = await firstProducts(page, 'maquinarias');
    const [chosen, count] = await withPhotos(page, products, 2);
    await page.goto('/all/maquinarias');
    const card = page.getByRole('article', { name: chosen.name });
    await scrollIntoView(card);
    await card.getByRole('button', { name: 'Ver fotos' }).click();
    const dialog = page.getByRole('dialog', { name: chosen.name });
    await expect(dialog.getByText(`1 / ${count}`)).toBeVisible();

    await dialog.getByRole('button', { name: `Ver foto ${count}` }).click();
    await expect(dialog.getByText(`${count} / ${count}`)).toBeVisible();
    const last = dialog.getByRole('img', { name: `${chosen.name} — foto ${count} de ${count}` });
    await expect(last).toBeInViewport();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${count - 1} / ${count}`)).toBeVisible();

    const zoom = dialog.getByRole('button', { name: 'Ampliar' });
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    const zoomed = dialog.getByRole('img', { name: /\(ampliada\)$/ });
    await expect(zoomed).toBeVisible();
    await zoomed.dblclick();
    await expect(zoomed).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('prerendered catalogue', () => {
  // Listings and items are sent rendered with their data: they show before any script runs.
  test.use({ javaScriptEnabled: false });

  test('a listing, a service page and a product show their data without JavaScript', async ({
    page,
  }) => {
    const products = await firstProducts(page, 'invernaderos');
    await page.goto('/all/invernaderos');
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByRole('heading', { level: 2, name: products[0].name })).toBeVisible();

    const second = await page.request.get('/api/services/type/a/cursos?page=1&size=12');
    const [service] = ((await second.json()) as Paged<Service>).content;
    await page.goto('/service/cursos?pagina=2');
    await expect(page.getByRole('heading', { level: 2, name: service.name })).toBeVisible();

    const withPrice = products.find((p) => p.price_id.visible)!;
    await page.goto(`/shared/product/${withPrice.code}`);
    await expectProductShown(page, withPrice);
    await expect(page.getByRole('img', { name: withPrice.name }).first()).toBeVisible();
  });

  test("a deleted product's share link says so without JavaScript", async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/shared/product/no-existe-este-producto');
    expect(response?.status()).toBe(404);
    expectOnlyThe404Logged(consoleErrors);
    await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toBeVisible();
    // The title a link preview shows, from the server's HTML: the same words as the heading.
    await expect(page).toHaveTitle('Producto no encontrado | Agrotec Bolivia');
  });
});

test.describe('detail pages', () => {
  test('a product share link opened cold shows the product, its price and its photos', async ({
    page,
  }) => {
    const products = await firstProducts(page, 'invernaderos');
    const withPrice = products.find((p) => p.price_id.visible)!;
    await page.goto(`/shared/product/${withPrice.code}`);

    await expectProductShown(page, withPrice);
    await expect(page.getByRole('button', { name: 'Realizar pedido' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar', exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${withPrice.name} | Agrotec Bolivia`);

    await page.getByRole('link', { name: 'Volver a Invernaderos' }).click();
    await expect(page).toHaveURL(/\/all\/invernaderos$/);
  });

  test("'Siguiente' and 'Atras' move through the photos", async ({ page }) => {
    const products = await firstProducts(page, 'maquinarias');
    let chosen: Product | undefined;
    let count = 0;
    for (const product of products) {
      count = await imageCount(page, 'products', product.id);
      if (count >= 2) {
        chosen = product;
        break;
      }
    }
    expect(chosen, 'a demo product with two photos or more').toBeDefined();
    await page.goto(`/shared/product/${chosen!.code}`);

    const back = page.getByRole('button', { name: 'Atras' });
    const next = page.getByRole('button', { name: 'Siguiente' });
    await expect(
      page.getByRole('img', { name: `${chosen!.name} — foto 1 de ${count}` }),
    ).toBeInViewport();
    await expect(back).toBeDisabled();

    await next.click();
    await expect(page.getByText(`2 / ${count}`)).toBeVisible();
    await expect(
      page.getByRole('img', { name: `${chosen!.name} — foto 2 de ${count}` }),
    ).toBeInViewport();
    await expect(back).toBeEnabled();
    for (let i = 2; i < count; i++) await next.click();
    await expect(next).toBeDisabled();

    await back.click();
    await expect(page.getByText(`${count - 1} / ${count}`)).toBeVisible();

    // With the keyboard: the button pressed at an end is disabled, and the focus goes to the
    // other one rather than to the page's body.
    await back.focus();
    for (let i = count - 1; i > 1; i--) await page.keyboard.press('Enter');
    await expect(page.getByText(`1 / ${count}`)).toBeVisible();
    await expect(back).toBeDisabled();
    await expect(next).toBeFocused();
  });

  test('the carousel: thumbnails, a swipe, the arrow keys and a double-click zoom', async ({
    page,
  }) => {
    const products = await firstProducts(page, 'maquinarias');
    const [chosen, count] = await withPhotos(page, products, 2);
    await page.goto(`/shared/product/${chosen.code}`);
    const carousel = page.getByRole('region', { name: `Fotos de ${chosen.name}` });
    await expect(carousel.getByText(`1 / ${count}`)).toBeVisible();

    await carousel.getByRole('button', { name: `Ver foto ${count}` }).click();
    await expect(carousel.getByText(`${count} / ${count}`)).toBeVisible();
    // At rest: the whole picture shows (the slide has finished moving in).
    await expect(
      carousel.getByRole('img', { name: `${chosen.name} — foto ${count} de ${count}` }),
    ).toBeInViewport({ ratio: 1 });

    // A swipe (a drag with the mouse) from left to right: the picture before.
    const picture = carousel.getByRole('img', {
      name: `${chosen.name} — foto ${count} de ${count}`,
    });
    const box = (await picture.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.3, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.9, y, { steps: 8 });
    await page.mouse.up();
    await expect(carousel.getByText(`${count - 1} / ${count}`)).toBeVisible();

    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByText(`${count} / ${count}`)).toBeVisible();

    await picture.dblclick();
    const zoomed = carousel.getByRole('img', { name: /\(ampliada\)$/ });
    await expect(zoomed).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Ampliar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(zoomed).toBeHidden();
  });

  test('a service share link opened cold shows the service', async ({ page }) => {
    const response = await page.request.get('/api/services/type/a/cursos?page=0&size=5');
    const [service] = ((await response.json()) as Paged<Service>).content;
    await page.goto(`/shared/service/${service.code}`);
    await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Solicitar servicio' })).toBeVisible();
    await expect(page).toHaveTitle(`${service.name} | Agrotec Bolivia`);
  });

  test('an unknown code shows the not-found state with a way home, and asks for nothing more', async ({
    page,
    consoleErrors,
  }) => {
    // A share link to a deleted item: the server's 404 page says so, and the app, handed that
    // answer with the page, neither asks for the item again nor for items related to it.
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') || url.pathname.includes('related'))
        asked.push(url.pathname);
    });
    const product = await page.goto('/shared/product/no-existe-este-producto');
    expect(product?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expectOnlyThe404Logged(consoleErrors);

    const service = await page.goto('/shared/service/no-existe-este-servicio');
    expect(service?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Servicio no encontrado' })).toBeVisible();
    await expect(page).toHaveTitle('Servicio no encontrado | Agrotec Bolivia');
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expectOnlyThe404Logged(consoleErrors);
    expect(asked).toEqual([]);

    await page.getByRole('link', { name: 'Ir a la página de inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
