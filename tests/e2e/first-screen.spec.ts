import { appListening, expect, test } from './fixtures';

/*
 * A prerendered page shows its main picture (its Largest Contentful Paint) before any of the
 * app's scripts is requested: src/start/boot.ts waits until the browser reports the picture shown (its
 * Element Timing entry, src/lib/main-picture.ts), so the scripts take neither the network nor the
 * main thread from it. Read from the page's own timings: the main pictures have been presented,
 * and the first request for the app's scripts started after the last of them.
 */
const PAGES = ['/', '/all/invernaderos', '/service/cursos', '/buscar?q=invernadero'];

for (const path of PAGES) {
  test(`${path}: the app's scripts are requested once the main picture is shown`, async ({
    page,
  }) => {
    await page.goto(path);
    const timings = await page.evaluate(async () => {
      const shown = await new Promise<number[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .map((entry) => (entry as PerformanceEntry & { renderTime: number }).renderTime),
          ),
        ).observe({ type: 'element', buffered: true });
      });
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/static\/js\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { shown, firstScript: Math.min(...scripts) };
    });
    // The page has a main picture, the browser showed it, and the scripts did load.
    expect(timings.shown.length).toBeGreaterThan(0);
    expect(Number.isFinite(timings.firstScript)).toBe(true);
    const lastShown = Math.max(...timings.shown);
    expect(lastShown).toBeGreaterThan(0);
    expect(timings.firstScript).toBeGreaterThanOrEqual(lastShown);
  });
}

/*
 * On a phone the prerendered page can be scrolled for seconds before the app starts (its scripts
 * come once the main pictures are shown): the app's start leaves the page where the visitor has
 * taken it, instead of putting it back at the top.
 */
test('a page scrolled before the app starts stays where the visitor scrolled it', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/all/invernaderos', { waitUntil: 'domcontentloaded' });
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);

  release();
  await appListening(page);
  // The app's first render has committed; its effects and the frames after them have run.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
