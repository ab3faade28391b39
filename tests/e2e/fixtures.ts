import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env';

// A 1×1 green PNG: map tiles are answered locally by `standInMapTiles`.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkqGcAAAIHAQLd5f8+AAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Resolves once the app on the page handles events. A prerendered page shows before its scripts
 * are even requested (src/start/boot.ts loads them after the first screen's pictures); a test that
 * exercises what the app does (a tooltip, a swipe, scrolling) waits for it as a visitor would
 * wait for the page to respond. Tests of the first moments navigate with `waitUntil: 'commit'`
 * and do not wait.
 */
export async function appListening(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('app:listening').length > 0);
}

/**
 * Scrolls `target` into view. Playwright's `scrollIntoViewIfNeeded` finds the element once and
 * fails if it leaves the DOM before it is stable (a part React renders afresh, a list that grows
 * under it); this finds it again until it holds still in view.
 */
export async function scrollIntoView(target: Locator) {
  await expect(() => target.scrollIntoViewIfNeeded({ timeout: 5_000 })).toPass({
    timeout: 20_000,
  });
}

type Goto = Page['goto'];
type Loaded = Awaited<ReturnType<Goto>>;

/** A page of the site (HTML) was loaded: its app starts. */
const isSitePage = (response: Loaded) =>
  response?.headers()['content-type']?.startsWith('text/html') ?? false;

/** The map's tiles come from outside this machine: their host never resolves (playwright.config.ts). */
const TILE_HOST = /^https:\/\/[a-z]+\.tile\.openstreetmap\.org\//;

/**
 * Map tiles answered locally, for a test that looks at the map itself. Only there: any route
 * turns the browser's HTTP cache off, and the other tests meet the cache a phone has.
 */
export async function standInMapTiles(page: Page) {
  await page.route(TILE_HOST, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
}

/**
 * `test` with page loads that wait for the app (see `appListening`), and a check that no page
 * logged a console error or threw (a map tile that could not load is not the page's error: the
 * tiles' host is outside this machine). `consoleErrors` can be emptied by a test that provokes
 * an error on purpose.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) {
      await use(page);
      return;
    }
    const goto: Goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const until = options?.waitUntil ?? 'load';
      if ((until === 'load' || until === 'networkidle') && isSitePage(response))
        await appListening(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (isSitePage(response)) await appListening(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !TILE_HOST.test(msg.location().url)) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the sign-in drawer as the e2e admin (or the given user). */
export async function signIn(
  page: Page,
  username = E2E_ADMIN.username,
  password = E2E_ADMIN.password,
) {
  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('dialog').getByRole('button', { name: 'Iniciar sesión' }).click();
}

/**
 * The one console error a page answered with status 404 causes (the browser reports the status
 * itself), asserted and then cleared so the fixture's own check still sees any other error.
 */
export function expectOnlyThe404Logged(consoleErrors: string[]) {
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
  consoleErrors.length = 0;
}

/** Records every window.open call (the WhatsApp links); `openedWindows` gives their arguments. */
export async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: unknown[][] = [];
    Object.assign(window, { __opened: opened });
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
}
export const openedWindows = (page: Page) =>
  page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
