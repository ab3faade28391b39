import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * From a listing to a product's page, localhost, no throttling: the page's content and its
 * 'Copiar' button painted after the click, median of 5 runs, each in a fresh browser context
 * (nothing cached). The pointer rests on the card for a moment before the click, as a visitor's
 * does; that is when the page's code and data start loading.
 *
 * What the test holds to is the absence of a waterfall, seen in the requests: the page's code
 * and the product's data were asked for before the click (on hover), so the click itself waits
 * for nothing in a chain. The time is measured and printed for issue 12's budget (250 ms) and
 * the closing note; a wall-clock bound would fail on a busy machine, not on a regression.
 */
const RUNS = 5;
/** The product page's code, as the build lists it (route-chunks.json). */
const PRODUCT_PAGE_FILES = (
  JSON.parse(
    readFileSync(path.join(__dirname, '../../dist/client/route-chunks.json'), 'utf8'),
  ) as Record<string, string[]>
)['product-detail'].filter((file) => file.endsWith('.js'));
const BUDGET_MS = 250;
/** How long the pointer rests on the card before the click. */
const HOVER_MS = 150;

/** Resolves, in the page, with the time from the next click to the item's page being painted. */
function watchNavigation(page: Page, name: string) {
  return page.evaluate(
    (itemName) =>
      new Promise<number>((resolve) => {
        let clickedAt = 0;
        document.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
          capture: true,
          once: true,
        });
        const shown = () => {
          const heading = document.querySelector('h1');
          const copy = [...document.querySelectorAll('button')].find(
            (button) => button.textContent?.trim() === 'Copiar',
          );
          return (
            heading?.textContent === itemName && copy && copy.getBoundingClientRect().width > 0
          );
        };
        const check = () => {
          if (clickedAt && shown()) {
            // The frame that shows it: measured once it has been painted.
            requestAnimationFrame(() => resolve(performance.now() - clickedAt));
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    name,
  );
}

test('a product opens from its listing card without a waterfall (median of 5 fresh contexts)', async ({
  browser,
}, testInfo) => {
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
    });
    const page = await context.newPage();
    await page.goto('/all/riegos', { waitUntil: 'networkidle' });
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!;
    const timing = watchNavigation(page, name);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await card.hover();
    await page.waitForTimeout(HOVER_MS);
    // The rest lasts until the card has asked for its item (at once on a quiet machine; a busy
    // one may take longer than the rest above to run the card's pointer handler).
    await expect
      .poll(() => requested.some((path) => path.startsWith('/api/products/c/')))
      .toBe(true);
    const beforeClick = requested.length;
    await card.getByRole('heading').click();
    timings.push(await timing);
    await expect(page).toHaveURL(/\/shared\/product\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const itemRequest = `/api/products/c/${encodeURIComponent(code)}`;
    // Asked for before the click: the page's code (unless the listing page had it already)
    // and the product with its image names, in one request.
    const chunkBeforeClick = requested
      .slice(0, beforeClick)
      .some((path) => /\/page-product-detail-tsx\.[0-9a-f]+\.chunk\.js$/.test(path));
    const chunkOnListing = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/page-product-detail-tsx\.[0-9a-f]+\.chunk\.js$/.test(entry.name)),
    );
    expect(chunkBeforeClick || chunkOnListing).toBe(true);
    expect(requested.slice(0, beforeClick)).toContain(itemRequest);
    // After the click: nothing of the page's code or the item's data is asked for again. (The
    // pointer, left where the click was, may rest on one of the new page's buttons and fetch its
    // tooltip's code: nothing the click waits for.)
    const afterClick = requested.slice(beforeClick);
    expect(afterClick.filter((path) => PRODUCT_PAGE_FILES.includes(path))).toEqual([]);
    // Neither the product nor its image names are asked for again (what comes later, the
    // pictures and the related services further down, needs nothing the click waits for).
    expect(
      afterClick.filter((path) => path === itemRequest || path.includes('/images/names/')),
    ).toEqual([]);
    await context.close();
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(RUNS / 2)];
  testInfo.annotations.push({
    type: 'listing → product',
    description: `median ${median.toFixed(0)} ms (budget ${BUDGET_MS} ms); runs ${timings.map((t) => t.toFixed(0)).join(', ')} ms`,
  });
  // Printed for the closing note and CI logs (the list reporter does not show annotations).
  process.stdout.write(
    `listing → product (${testInfo.project.name}): ${testInfo.annotations.at(-1)!.description}\n`,
  );
});
