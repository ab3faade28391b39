import type { Page } from '@playwright/test';
import { expect, scrollIntoView, test } from './fixtures';

/*
 * A card off the screen is not laid out until it comes near it (`content-visibility: auto`,
 * src/components/catalog/catalog-card.tsx); until then it holds the height it will have. Were that
 * height wrong, the page would be a different height than it looks, and a position restored on
 * Back or on a reload would land some cards away from the one the visitor left: each card above
 * it adds its error. Checked at the widths where the card's text changes (480 px: padding; 600
 * px: font sizes) and where the grid's columns do (540, 900, 1200 px).
 */

const cards = (page: Page) => page.getByRole('article');

/**
 * For every card: its laid-out height, and the height it holds while skipped, read from its own
 * `contain-intrinsic-block-size` (without `auto`, which would give back a height the browser
 * remembered from an earlier layout instead of the rule's).
 */
function heldAndLaidOut(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('article')].map((card) => {
      const rule = getComputedStyle(card).containIntrinsicBlockSize;
      card.style.contentVisibility = 'visible';
      const laidOut = card.getBoundingClientRect().height;
      card.style.containIntrinsicBlockSize = rule.replace(/^auto\s+/, '');
      card.style.contentVisibility = 'hidden';
      const held = card.getBoundingClientRect().height;
      card.style.removeProperty('content-visibility');
      card.style.removeProperty('contain-intrinsic-block-size');
      return { rule, laidOut, held };
    }),
  );
}

test('a card off the screen holds the height it has once laid out, at every width', async ({
  page,
}, testInfo) => {
  const widths =
    testInfo.project.name === 'phone'
      ? [360, 400, 479, 480, 539]
      : [540, 599, 600, 768, 899, 900, 1200, 1280];
  await page.goto('/all/maquinarias');
  await expect.poll(async () => cards(page).count()).toBeGreaterThanOrEqual(8);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const measured = await heldAndLaidOut(page);
    expect(measured.length).toBeGreaterThanOrEqual(8);
    for (const { rule, laidOut, held } of measured) {
      expect(rule, `at ${width} px`).toMatch(/^auto\s/);
      expect(
        Math.abs(held - laidOut),
        `at ${width} px: held ${held}, laid out ${laidOut}`,
      ).toBeLessThan(0.5);
    }
  }
});

test('the cards below the first screen are not rendered until the visitor scrolls to them', async ({
  page,
}, testInfo) => {
  // At 1280 px the first two pages' cards (4 columns) are all near the screen.
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 900, height: 600 });
  await page.goto('/all/maquinarias');
  await expect.poll(async () => cards(page).count()).toBeGreaterThanOrEqual(8);
  const rendered = () =>
    page.evaluate(() =>
      // A skipped card's contents are hidden from this check (the card itself is not).
      [...document.querySelectorAll('article h2')].map((name) =>
        name.checkVisibility({ contentVisibilityAuto: true }),
      ),
    );
  // Cards added by the next page's arrival are judged at the browser's next rendering update.
  let before: boolean[] = [];
  await expect
    .poll(async () => {
      before = await rendered();
      return before.lastIndexOf(false);
    })
    .toBeGreaterThan(0);
  expect(before[0]).toBe(true);
  const skipped = before.lastIndexOf(false);

  const card = cards(page).nth(skipped);
  await scrollIntoView(card);
  await expect.poll(async () => (await rendered())[skipped]).toBe(true);
  await expect(card.getByRole('heading')).toBeVisible();
});
