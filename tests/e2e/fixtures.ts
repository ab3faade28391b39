import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env';

// A 1×1 green PNG: map tiles are answered locally, the machine has no network.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkqGcAAAIHAQLd5f8+AAAAAElFTkSuQmCC',
  'base64',
);

/**
 * `test` with map tiles served locally and a check that no page logged a console error or threw.
 * `consoleErrors` can be emptied by a test that provokes an error on purpose.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      await page.route(/tile\.openstreetmap\.org/, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
      );
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
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
