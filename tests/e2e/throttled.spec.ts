import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * The first second of a page on a slow phone: the CPU throttled 4× (Chromium's DevTools
 * protocol), a 400 px touch screen, and taps on the server's HTML before the app has had time to
 * hydrate. A tap on a part that has not hydrated yet must still do what it says.
 */
test.use({ viewport: { width: 400, height: 860 }, hasTouch: true });

/**
 * No internet: WhatsApp is answered here, and the requests for it (returned, in order) are what
 * a test looks for.
 */
async function answerWhatsApp(context: BrowserContext) {
  const asked: string[] = [];
  await context.route(/^https:\/\/wa\.me\//, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' });
  });
  return asked;
}

async function throttledPage(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * A slow network: the app's scripts (every script file the page asks for, webpack's runtime
 * included: the page's first script, boot, is inline) are held back until the test lets them
 * through, so a tap on the painted page lands before any of the app has run however busy the
 * machine is. The returned function lets them through and resolves once they are sent.
 */
async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  let letThrough!: () => void;
  const released = new Promise<void>((resolve) => (letThrough = resolve));
  const sent: Promise<void>[] = [];
  await page.route(/\/static\/js\/[^/]+\.js$/, (route) => {
    const done = released.then(() => route.continue());
    sent.push(done);
    return done;
  });
  return async () => {
    letThrough();
    await Promise.all(sent);
  };
}

/** True once any of the app's scripts has arrived (a script runs only once it has). */
const appScriptArrived = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/static\/js\/[^/]+\.js$/.test(entry.name)),
  );

test('at 4× CPU, a tap on the phone menu button in the first second opens the menu', async ({
  page,
}) => {
  await throttledPage(page);
  await page.goto('/', { waitUntil: 'commit' });
  const menuButton = page.getByRole('button', { name: 'Abrir menú' });
  await menuButton.waitFor({ state: 'visible' });
  const shown = Date.now();
  // The tap is sent at once; on a busy main thread the browser delivers it when it can.
  await menuButton.tap({ force: true });
  test
    .info()
    .annotations.push({ type: 'tap', description: `done ${Date.now() - shown} ms after showing` });
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(
    page
      .getByRole('dialog', { name: 'Menú de navegación' })
      .getByRole('link', { name: 'Contacto', exact: true }),
  ).toBeVisible();
});

test("at 4× CPU, a tap on a card's 'Realizar pedido' in the first second asks for WhatsApp", async ({
  page,
  context,
}) => {
  const asked = await answerWhatsApp(context);
  await throttledPage(page);
  await page.goto('/all/riegos', { waitUntil: 'commit' });
  const order = page.getByRole('article').first().getByRole('button', { name: 'Realizar pedido' });
  await order.waitFor({ state: 'visible' });
  const shown = Date.now();
  const popup = context.waitForEvent('page');
  // The tap is sent at once; on a busy main thread the browser delivers it when it can.
  await order.tap({ force: true });
  test
    .info()
    .annotations.push({ type: 'tap', description: `done ${Date.now() - shown} ms after showing` });
  const whatsapp = await popup;
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked[0]).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  await whatsapp.close();
});

test('a tap on the phone menu button before any of the app’s scripts has arrived still opens the menu', async ({
  page,
}) => {
  const letScriptsThrough = await holdAppScripts(page);
  await throttledPage(page);
  await page.goto('/', { waitUntil: 'commit' });
  const menuButton = page.getByRole('button', { name: 'Abrir menú' });
  await menuButton.waitFor({ state: 'visible' });
  await menuButton.tap({ force: true });
  // The tap was delivered to a page none of whose app scripts had arrived: only the inline ones
  // (the head's, which notes it, and boot, which waits for the main pictures) may have run.
  expect(await appScriptArrived(page)).toBe(false);
  await letScriptsThrough();
  await expect(page.getByRole('dialog', { name: 'Menú de navegación' })).toBeVisible();
});

test("a tap on a card's 'Realizar pedido' before any of the app’s scripts has arrived still asks for WhatsApp", async ({
  page,
  context,
}) => {
  const asked = await answerWhatsApp(context);
  const letScriptsThrough = await holdAppScripts(page);
  await throttledPage(page);
  await page.goto('/all/riegos', { waitUntil: 'commit' });
  const order = page.getByRole('article').first().getByRole('button', { name: 'Realizar pedido' });
  await order.waitFor({ state: 'visible' });
  const popup = context.waitForEvent('page');
  await order.tap({ force: true });
  expect(await appScriptArrived(page)).toBe(false);
  await letScriptsThrough();
  const whatsapp = await popup;
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked[0]).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  await whatsapp.close();
});
