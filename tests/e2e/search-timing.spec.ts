import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Search from the bar (in the side menu on a phone), localhost, no throttling: from Enter to the
 * first result card painted, median of 5 runs, each in a fresh browser context (nothing cached).
 *
 * What the test holds to is the absence of a waterfall, seen in the requests: the results page's
 * code was asked for when the field got the focus, and the search call leaves with the submit;
 * after Enter nothing waits on another request (no script is asked for, one search call). The time
 * is measured and printed for issue 20's budget (250 ms); a wall-clock bound would fail on a busy
 * machine, not on a regression.
 */
const RUNS = 5;
const BUDGET_MS = 250;
const QUERY = 'invernadero';

/** Resolves, in the page, with the time from the next Enter to the first result card painted. */
function watchResults(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let enteredAt = 0;
        document.addEventListener(
          'keydown',
          (event) => {
            if (event.key === 'Enter') enteredAt = event.timeStamp;
          },
          { capture: true },
        );
        const check = () => {
          const card = document.querySelector('main article');
          if (enteredAt && location.pathname === '/buscar' && card) {
            // The frame that shows it: measured once it has been painted.
            requestAnimationFrame(() => resolve(performance.now() - enteredAt));
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

test('search from the bar shows results without a waterfall (median of 5 fresh contexts)', async ({
  browser,
}, testInfo) => {
  const timings: number[] = [];
  const phone = (testInfo.project.use.viewport?.width ?? 1280) < 965;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
      hasTouch: testInfo.project.use.hasTouch,
    });
    const page = await context.newPage();
    await page.goto('/all/riegos', { waitUntil: 'networkidle' });
    await page.waitForFunction(() => performance.getEntriesByName('app:listening').length > 0);
    if (phone) {
      await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
    }
    const field = (phone ? page.getByRole('dialog') : page.getByRole('banner')).getByRole(
      'searchbox',
      { name: 'Buscar' },
    );
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await field.fill(QUERY);
    // The results page's code, asked for on the focus, is there before Enter.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/page-search-tsx\.[0-9a-f]+\.chunk\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
    const timing = watchResults(page);
    const beforeEnter = requested.length;
    await field.press('Enter');
    timings.push(await timing);
    await expect(page).toHaveURL(`/buscar?q=${QUERY}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(QUERY);
    const afterEnter = requested.slice(beforeEnter);
    // After Enter: no script (the page's code came on the focus), and one search call.
    expect(afterEnter.filter((path) => path.endsWith('.js'))).toEqual([]);
    expect(afterEnter.filter((path) => path === '/api/search')).toHaveLength(1);
    await context.close();
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(RUNS / 2)];
  testInfo.annotations.push({
    type: 'search from the bar',
    description: `median ${median.toFixed(0)} ms (budget ${BUDGET_MS} ms); runs ${timings.map((t) => t.toFixed(0)).join(', ')} ms`,
  });
  // Printed for the closing note and CI logs (the list reporter does not show annotations).
  process.stdout.write(
    `search from the bar (${testInfo.project.name}): ${testInfo.annotations.at(-1)!.description}\n`,
  );
});
