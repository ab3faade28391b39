import type { Page } from '@playwright/test';
import type { Product } from '@/shared/schemas/catalog-item';
import type { Page as Paged } from '@/shared/schemas/common';
import { expect, test } from './fixtures';

/* What search engines and link previews read from a page as the browser gets it. */

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test). */
async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const meta = (page: Page, attribute: 'name' | 'property', value: string) =>
  page.locator(`meta[${attribute}="${value}"]`).getAttribute('content');

test('a product page carries its Product data, canonical address and preview tags', async ({
  page,
}) => {
  const list = await page.request.get('/api/products/category/a/invernaderos?page=0&size=1');
  const [product] = ((await list.json()) as Paged<Product>).content;
  await page.goto(`/shared/product/${product.code}`);

  const [data] = (await structuredData(page)).filter((block) => block['@type'] === 'Product');
  expect(data).toMatchObject({ '@context': 'https://schema.org', name: product.name });
  expect(String(data.description)).not.toMatch(/<[a-z]/i);
  expect((data.image as string[])[0]).toMatch(/\/api\/products\/images\/700\//);
  if (product.price_id.visible) {
    expect(data.offers).toMatchObject({ priceCurrency: 'BOB' });
  }

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/shared/product/${product.code}$`));
  expect(await meta(page, 'property', 'og:url')).toBe(canonical);
  expect(await meta(page, 'property', 'og:title')).toBe(await page.title());
  expect(await meta(page, 'name', 'twitter:card')).toMatch(/^summary/);
  expect(await meta(page, 'name', 'description')).toBeTruthy();
});

test('the home page describes the business; a listing and a search have their own tags', async ({
  page,
}) => {
  await page.goto('/');
  const business = (await structuredData(page)).find((block) => block['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({
    telephone: expect.any(String),
    address: expect.objectContaining({ addressCountry: 'BO' }),
    geo: expect.objectContaining({ latitude: expect.any(Number) }),
  });
  expect(business?.openingHoursSpecification).toEqual(expect.any(Array));
  const homeTitle = await page.title();

  await page.goto('/all/riegos');
  await expect(page).toHaveTitle(/^Riegos/);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    /\/all\/riegos$/,
  );

  await page.goto('/buscar?q=riego');
  const searchTitle = await page.title();
  expect(searchTitle).toMatch(/riego/);
  expect(searchTitle).not.toBe(homeTitle);
  expect(await meta(page, 'property', 'og:title')).toBe(searchTitle);
});

test("the tab's title stays the server's once the app runs, and follows it page to page", async ({
  page,
}) => {
  const titles = {
    '/': 'Agrotec Bolivia — Tecnología para el agro boliviano',
    '/all/riegos': 'Riegos: productos | Agrotec Bolivia',
    '/service/cursos': 'Cursos: servicios | Agrotec Bolivia',
    '/buscar?q=riego': 'Resultados para «riego» | Agrotec Bolivia',
  };
  for (const [address, title] of Object.entries(titles)) {
    await page.goto(address);
    expect(await meta(page, 'property', 'og:title')).toBe(title);
    // The app has run its effects (it listens): the title is still the server's.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await expect(page).toHaveTitle(title);
  }
  // Inside the app, from the search page to the home page by the logo.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(titles['/']);
});

test('robots.txt names the sitemap, which lists the published item pages', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  const sitemapUrl = robots.match(/^Sitemap: (\S+)$/m)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

  const list = await page.request.get('/api/products/category/a/riegos?page=0&size=1');
  const [product] = ((await list.json()) as Paged<Product>).content;
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/shared/product/${product.code}</loc>`);
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
});
