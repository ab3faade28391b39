import { expect, signIn, test } from './fixtures';

// While the admin area's code loads, right after signing in, the page already has the admin
// area's shape (its frame), not the public site's grid of product cards.
test("signing in shows the admin frame while the admin area's code loads", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/admin\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await signIn(page);
  await expect(page).toHaveURL('/admin/welcome');

  const loading = page.getByText('Cargando el panel de administración…');
  await expect(loading).toBeAttached();
  await expect(page.getByText('Cargando página…')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  // The frame: a side column on wide screens, a top bar on narrow ones.
  await expect(page.locator(wide ? 'aside' : 'header').first()).toBeVisible();

  release();
  await expect(loading).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: 'Inicio del panel de administración' }).first(),
  ).toBeVisible();
});
