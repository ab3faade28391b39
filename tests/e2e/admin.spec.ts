import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import type { SessionUser } from '@/shared/schemas/auth';
import type { ImageName } from '@/shared/schemas/common';
import { E2E_ADMIN } from './env';
import { expect, scrollIntoView, signIn, test } from './fixtures';

/*
 * The admin area end to end, on both projects (desktop 1280 px, phone 400 px) against one server:
 * every name is unique per run and per project. Most tests sign in through the API and put the
 * session where the app keeps it (localStorage 'agrotec.session'); one signs in through the drawer.
 */

interface Session {
  token: string;
  expiresAt: string;
  user: SessionUser;
}

const STORAGE_KEY = 'agrotec.session';
const FUTURE = '2099-01-01T00:00:00.000Z';

async function apiSignIn(
  request: APIRequestContext,
  username = E2E_ADMIN.username,
  password = E2E_ADMIN.password,
) {
  const response = await request.post('/api/auth/signin', { data: { username, password } });
  expect(response.status()).toBe(200);
  const { token, expiresAt, user } = (await response.json()) as Session;
  return { token, expiresAt, user };
}

/** Opens `path` with `session` already stored, as after an earlier sign-in. */
async function openSignedIn(page: Page, session: Session, path: string) {
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [STORAGE_KEY, JSON.stringify(session)],
  );
  await page.goto(path);
}

/**
 * An account of its own (a second admin, or a user who is not one), signed in through the API
 * (signing out ends its tokens).
 */
async function newUser(
  request: APIRequestContext,
  testInfo: TestInfo,
  role: 'admin' | 'editor' = 'admin',
) {
  const admin = await apiSignIn(request);
  const username = `${role}-${testInfo.project.name}-${Date.now().toString(36)}`;
  const password = `clave-de-${role}-2026`;
  const created = await request.post('/api/users', {
    headers: { 'x-access-token': admin.token },
    data: { username, password, role },
  });
  expect(created.status()).toBe(201);
  const session = await apiSignIn(request, username, password);
  return {
    username,
    password,
    session,
    adminToken: admin.token,
    remove: async () => {
      const removed = await request.delete(`/api/users/${session.user.id}`, {
        headers: { 'x-access-token': admin.token },
      });
      expect(removed.status()).toBe(204);
    },
  };
}

const unique = (testInfo: TestInfo, label: string) =>
  `${label} ${testInfo.project.name} ${Date.now().toString(36)}`;

/** A small solid-colour picture, made on the Node side. */
const picture = (name: string, rgb: [number, number, number]) =>
  sharp({
    create: {
      width: 480,
      height: 320,
      channels: 3,
      background: { r: rgb[0], g: rgb[1], b: rgb[2] },
    },
  })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }));

/** Marks the document; still marked later means every step since was in-app navigation. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const expectSameDocument = async (page: Page) =>
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);

/** An entry of the admin navigation: in the side bar on desktop, behind 'Abrir menú' on the phone. */
async function adminNav(page: Page, name: string) {
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (phone) await page.getByRole('button', { name: 'Abrir menú' }).click();
  const nav = page
    .getByRole('navigation', { name: 'Panel de administración' })
    .filter({ visible: true });
  await nav.getByRole(name === 'Cerrar sesión' ? 'button' : 'link', { name, exact: true }).click();
}

/**
 * A notice appeared, then is closed so it covers nothing: on the phone, notices sit over the
 * bottom of the screen.
 */
async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('status').filter({ hasText: text }).last();
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(toast).toBeHidden();
}

/** Drops the browser's log lines of responses a test provokes on purpose (e.g. 401, 404). */
/**
 * Whether the service worker keeps an item's page and its answer by code, in that order
 * (src/sw/cache-rules.ts, CACHES).
 */
const savedCopiesOf = (page: Page, kind: 'product' | 'service', code: string) =>
  page.evaluate(
    async ({ kind, code }) => {
      const kept = async (cacheName: string, path: string) =>
        Boolean(await caches.match(path, { cacheName, ignoreVary: true }));
      const encoded = encodeURIComponent(code);
      return [
        await kept('agrotec-pages', `/shared/${kind}/${encoded}`),
        await kept('agrotec-data', `/api/${kind}s/c/${encoded}`),
      ];
    },
    { kind, code },
  );

function expectOnlyLogged(consoleErrors: string[], status: RegExp) {
  expect(consoleErrors.every((line) => status.test(line))).toBe(true);
  consoleErrors.length = 0;
}

const gallery = (page: Page) =>
  page.getByRole('list', { name: 'Imágenes en el orden de la galería' });
const imageTile = (page: Page, fileName: string) =>
  gallery(page).getByRole('listitem', { name: new RegExp(`: ${fileName.replace('.', '\\.')}$`) });
const coverButton = (tile: Locator) => tile.getByRole('button', { name: 'Portada' });

/** The gallery's order as the API keeps it (a draft's names answer an admin's token only). */
async function galleryOrder(
  request: APIRequestContext,
  token: string,
  resource: string,
  id: number,
) {
  const response = await request.get(`/api/${resource}/images/names/${id}`, {
    headers: { 'x-access-token': token },
  });
  expect(response.status()).toBe(200);
  const names = (await response.json()) as ImageName[];
  return names.map((image) => image.original_name);
}

test.describe('admin area', () => {
  test('a product: two images, cover, order, publish; the public site follows without a reload', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const name = unique(testInfo, 'Bomba solar de prueba');
    const session = await apiSignIn(request);
    await openSignedIn(page, session, '/admin/welcome');
    await expect(
      page.getByRole('heading', { level: 1, name: `Hola, ${E2E_ADMIN.username}` }),
    ).toBeVisible();

    // Create: a draft in 'Riegos' with a formatted description.
    await page.getByRole('link', { name: 'Nuevo producto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    await page.getByRole('combobox', { name: /^Categoría/ }).selectOption({ label: 'Riegos' });
    await page.getByRole('textbox', { name: /^Precio/ }).fill('12345,50');
    await page.getByRole('textbox', { name: 'Descripción' }).click();
    await page.keyboard.type('Bomba para riego por goteo.');
    await page.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type(' Funciona sin combustible.');
    await expect(page.getByTestId('description-preview').locator('b, strong')).toHaveText(
      'Funciona sin combustible.',
    );
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Producto creado');
    await expect(page).toHaveURL(/\/admin\/productos\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // Two images, each in its own request; the first one becomes the cover.
    await page
      .getByTestId('image-file-input')
      .setInputFiles([
        await picture('primera.png', [40, 140, 60]),
        await picture('segunda.png', [200, 120, 30]),
      ]);
    await expect(gallery(page).getByRole('listitem')).toHaveCount(2);
    await expect(coverButton(imageTile(page, 'primera.png'))).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const secondName = await imageTile(page, 'segunda.png').getAttribute('data-image');
    const firstName = await imageTile(page, 'primera.png').getAttribute('data-image');

    // The second picture becomes the cover, then moves first (drag on desktop, buttons on the phone).
    await coverButton(imageTile(page, 'segunda.png')).click();
    await expect(coverButton(imageTile(page, 'segunda.png'))).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(coverButton(imageTile(page, 'primera.png'))).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect
      .poll(
        async () =>
          (
            await (
              await request.get(`/api/products/${id}`, {
                headers: { 'x-access-token': session.token },
              })
            ).json()
          ).default_image,
      )
      .toBe(secondName);
    if (testInfo.project.name === 'desktop') {
      await imageTile(page, 'segunda.png').dragTo(imageTile(page, 'primera.png'), {
        targetPosition: { x: 8, y: 60 },
      });
    } else {
      await imageTile(page, 'segunda.png').getByRole('button', { name: 'Mover antes' }).click();
    }
    await expect(gallery(page).getByRole('listitem').first()).toHaveAccessibleName(
      'Imagen 1 de 2: segunda.png',
    );
    await expect
      .poll(() => galleryOrder(request, session.token, 'products', id))
      .toEqual(['segunda.png', 'primera.png']);

    // Publish from the form.
    await page.getByText('Publicado', { exact: true }).first().click();
    await expect(page.getByRole('checkbox', { name: 'Publicado' })).toBeChecked();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Cambios guardados');

    // The public detail and listing, reached by links only, show it with the chosen cover.
    await markDocument(page);
    await page.getByRole('link', { name: 'Ver en el sitio' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Bs. 12.345,50').first()).toBeVisible();
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByRole('link', { name: 'Volver a Riegos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Riegos' })).toBeVisible();
    const firstCard = page.getByRole('article').first();
    await expect(firstCard.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(firstCard.getByRole('img', { name })).toHaveAttribute(
      'src',
      new RegExp(`${secondName}$`),
    );
    await expectSameDocument(page);

    // A new price shows on the detail page; the way back in is the dashboard's recent changes.
    await page.getByRole('link', { name: 'Panel de administración' }).first().click();
    await page
      .getByRole('region', { name: 'Cambios recientes' })
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await page.getByRole('textbox', { name: /^Precio/ }).fill('25000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Cambios guardados');
    await page.getByRole('link', { name: 'Ver en el sitio' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Bs. 25.000,00').first()).toBeVisible();
    await expect(page.getByText('Bs. 12.345,50')).toHaveCount(0);

    // A deleted image leaves the gallery.
    await page.goBack();
    await imageTile(page, 'primera.png').getByRole('button', { name: 'Eliminar imagen' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar esta imagen?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expectToast(page, 'Imagen eliminada');
    await expect(gallery(page).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('link', { name: 'Ver en el sitio' }).click();
    const photos = page.getByRole('region', { name: `Fotos de ${name}` });
    await expect(photos.locator(`img[src*="${secondName}"]`)).toHaveCount(1);
    await expect(photos.locator(`img[src*="${firstName}"]`)).toHaveCount(0);
    await expectSameDocument(page);

    // Deleted from the list, its share link is a Spanish not-found page.
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Productos', exact: true }).click();
    const row = page.getByRole('row', { name });
    await row.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `¿Eliminar «${name}»?` })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expectToast(page, 'Producto eliminado');
    await expect(page.getByRole('row', { name })).toHaveCount(0);
    await page.goto(`/shared/product/${code}`);
    await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
    expectOnlyLogged(consoleErrors, /404/);
  });

  test("a draft's share link says not found; signed in on that page, the admin publishes it and the site shows it without a reload", async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const name = unique(testInfo, 'Sembradora en borrador');
    const session = await apiSignIn(request);
    const headers = { 'x-access-token': session.token };
    const created = await request.post('/api/products', {
      headers,
      data: {
        name,
        description: '',
        category_id: 2,
        price_id: { visible: true, totalPrice: 900 },
        published: false,
      },
    });
    expect(created.status()).toBe(201);
    const { id, code } = (await created.json()) as { id: number; code: string };

    const response = await page.goto(`/shared/product/${code}`);
    expect(response?.status()).toBe(404);
    expectOnlyLogged(consoleErrors, /404/);
    await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();

    // Everything from here is one document: the page's "not found" must not outlive it.
    await markDocument(page);
    await signIn(page);
    await expect(page).toHaveURL('/admin/welcome');
    await page
      .getByRole('region', { name: 'Cambios recientes' })
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await page.getByText('Publicado', { exact: true }).first().click();
    await expect(page.getByRole('checkbox', { name: 'Publicado' })).toBeChecked();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Cambios guardados');
    await page.getByRole('link', { name: 'Ver en el sitio' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Bs. 900,00').first()).toBeVisible();
    await expectSameDocument(page);

    const removed = await request.delete(`/api/products/${id}`, { headers });
    expect(removed.status()).toBe(204);
  });

  test("a product with the longest code: its row's actions are in view at every width", async ({
    page,
    request,
  }, testInfo) => {
    const name = unique(testInfo, 'Bomba de código largo');
    const session = await apiSignIn(request);
    const code = `bomba-${testInfo.project.name}-${Date.now().toString(36)}-`.padEnd(80, 'x');
    const created = await request.post('/api/products', {
      headers: { 'x-access-token': session.token },
      data: {
        name,
        code,
        description: '',
        category_id: 2,
        price_id: { visible: true, totalPrice: 78500 },
      },
    });
    expect(created.status()).toBe(201);
    await openSignedIn(page, session, '/admin/productos');
    const row = page.getByRole('row', { name });
    const remove = row.getByRole('button', { name: `Eliminar ${name}` });
    const widths = testInfo.project.name === 'phone' ? [400, 360] : [1280, 1100, 1024, 800];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await scrollIntoView(remove);
      // Wholly visible: not cut off by the table's frame nor past the window's edge.
      await expect(remove, `at ${width} px`).toBeInViewport({ ratio: 1 });
      await expect(row.getByRole('link', { name: `Editar ${name}` })).toBeInViewport({ ratio: 1 });
      await expect(row.getByText(code)).toBeVisible();
    }
    await remove.click();
    await page
      .getByRole('alertdialog', { name: `¿Eliminar «${name}»?` })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expectToast(page, 'Producto eliminado');
    await expect(row).toHaveCount(0);
  });

  test('the description editor: a list and a link typed in the form show on the public page', async ({
    page,
    request,
  }, testInfo) => {
    const name = unique(testInfo, 'Kit de riego para huertas');
    const session = await apiSignIn(request);
    await openSignedIn(page, session, '/admin/productos/nuevo');
    await page.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    await page.getByRole('combobox', { name: /^Categoría/ }).selectOption({ label: 'Riegos' });
    await page.getByRole('textbox', { name: /^Precio/ }).fill('980');
    await page.getByRole('textbox', { name: 'Descripción' }).click();
    await page.keyboard.type('Para huertas familiares.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Lista con viñetas' }).click();
    await expect(page.getByRole('button', { name: 'Lista con viñetas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.type('Ahorra agua');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sin combustible');
    // Enter on an empty item leaves the list.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Más datos en ');
    await page.getByRole('button', { name: 'Insertar enlace' }).click();
    await page.getByRole('textbox', { name: 'Dirección del enlace' }).fill('agrotec.bo');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    const preview = page.getByTestId('description-preview');
    await expect(preview.locator('ul > li')).toHaveText(['Ahorra agua', 'Sin combustible']);
    await expect(preview.getByRole('link', { name: 'agrotec.bo' })).toHaveAttribute(
      'href',
      'https://agrotec.bo',
    );
    await page.getByText('Publicado', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Producto creado');
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    await page.getByRole('link', { name: 'Ver en el sitio' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const description = page.getByRole('main');
    await expect(description.getByText('Para huertas familiares.')).toBeVisible();
    await expect(
      description.getByRole('listitem').filter({ hasText: 'Ahorra agua' }),
    ).toBeVisible();
    await expect(
      description.getByRole('listitem').filter({ hasText: 'Sin combustible' }),
    ).toBeVisible();
    await expect(description.getByRole('link', { name: 'agrotec.bo' })).toHaveAttribute(
      'href',
      'https://agrotec.bo',
    );
    const removed = await request.delete(`/api/products/${id}`, {
      headers: { 'x-access-token': session.token },
    });
    expect(removed.status()).toBe(204);
  });

  test('a service: created, given an image, published from the list, then deleted', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const name = unique(testInfo, 'Curso de poda de prueba');
    await openSignedIn(page, await apiSignIn(request), '/admin/welcome');
    await adminNav(page, 'Servicios');
    const courses = page
      .getByRole('navigation', { name: 'Tipo' })
      .getByRole('link', { name: 'Cursos' });
    await courses.click();
    // The list shows the chosen type before 'Nuevo servicio' carries it to the form.
    await expect(courses).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Nuevo servicio' }).click();
    await expect(page.getByRole('combobox', { name: /^Tipo/ })).toHaveValue('3');
    await page.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    await page.getByRole('textbox', { name: /^Precio/ }).fill('850');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Servicio creado');

    await page
      .getByTestId('image-file-input')
      .setInputFiles([await picture('aula.png', [30, 90, 160])]);
    await expect(coverButton(imageTile(page, 'aula.png'))).toHaveAttribute('aria-pressed', 'true');
    const cover = await imageTile(page, 'aula.png').getAttribute('data-image');

    // Published from its row: the switch moves at once and the server confirms; when the server
    // fails, the row goes back with a message.
    await page.getByRole('main').getByRole('link', { name: 'Servicios', exact: true }).click();
    const row = page.getByRole('row', { name });
    const publishedSwitch = row.getByRole('checkbox', { name: `Publicado: ${name}` });
    await expect(row.getByText('Borrador')).toBeVisible();
    await page.route('**/api/services/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            json: { message: 'Ocurrió un error inesperado en el servidor.' },
          })
        : route.continue(),
    );
    await row.getByText('Borrador').click();
    await expectToast(page, 'No se pudo cambiar el estado');
    await expect(row.getByText('Borrador')).toBeVisible();
    await expect(publishedSwitch).not.toBeChecked();
    await page.unroute('**/api/services/*');

    await row.getByText('Borrador').click();
    await expect(row.getByText('Publicado', { exact: true })).toBeVisible();
    await expect(publishedSwitch).toBeChecked();
    await expect(page.getByText(`«${name}» publicado`)).toBeAttached();

    await page.goto('/service/cursos');
    const firstCard = page.getByRole('article').first();
    await expect(firstCard.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(firstCard.getByRole('img', { name })).toHaveAttribute(
      'src',
      new RegExp(`${cover}$`),
    );
    await firstCard.getByRole('heading', { level: 2 }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    // The service worker has kept the service's page and its answer by code (a visitor's phone
    // would show them without a network).
    await expect.poll(() => savedCopiesOf(page, 'service', code)).toEqual([true, true]);

    await page.goto('/admin/servicios?tipo=cursos');
    await page
      .getByRole('row', { name })
      .getByRole('button', { name: `Eliminar ${name}` })
      .click();
    await page
      .getByRole('alertdialog', { name: `¿Eliminar «${name}»?` })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expectToast(page, 'Servicio eliminado');

    // Online, the server's 404 is what shows, never the saved copy of the service; the worker
    // drops both copies; and no view is sent for it (the server would refuse it: a 400 logged).
    const views: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events') views.push(request.postData() ?? '');
    });
    const gone = await page.goto(`/shared/service/${code}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Servicio no encontrado' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0);
    await expect.poll(() => savedCopiesOf(page, 'service', code)).toEqual([false, false]);
    expect(views).toEqual([]);
    expectOnlyLogged(consoleErrors, /404|500/);
  });

  test('a refused upload shows the server message on that file only', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const session = await apiSignIn(request);
    const created = await request.post('/api/products', {
      headers: { 'x-access-token': session.token },
      data: {
        name: unique(testInfo, 'Producto con archivos'),
        description: '',
        category_id: 1,
        price_id: { visible: true, totalPrice: 10 },
      },
    });
    const { id } = (await created.json()) as { id: number };
    await openSignedIn(page, session, `/admin/productos/${id}`);
    await page
      .getByTestId('image-file-input')
      .setInputFiles([
        { name: 'notas.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') },
        await picture('buena.png', [10, 200, 10]),
      ]);
    const refused = page
      .getByRole('list', { name: 'Subidas' })
      .getByRole('listitem', { name: 'notas.png' });
    await expect(refused.getByRole('alert')).toContainText('«notas.png»');
    await expect(imageTile(page, 'buena.png')).toBeVisible();
    await expect(refused).toBeVisible();
    expectOnlyLogged(consoleErrors, /415/);
    await request.delete(`/api/products/${id}`, { headers: { 'x-access-token': session.token } });
  });

  test('visitors never download the admin chunk; an admin does', async ({ page, request }) => {
    const adminChunk = /\/static\/js\/admin\.[0-9a-f]+\.chunk\.js$/;
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'INVERNADEROS' })).toBeVisible();
    await page.goto('/all/riegos');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('article').first().getByRole('heading').click();
    await expect(page.getByRole('button', { name: 'Copiar', exact: true })).toBeVisible();
    await page.goto('/admin/welcome');
    await expect(page.getByText('Página no encontrada')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => adminChunk.test(s))).toEqual([]);

    await openSignedIn(page, await apiSignIn(request), '/admin/welcome');
    await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible();
    expect(scripts.filter((s) => adminChunk.test(s))).toHaveLength(1);
  });

  test('a user who is not an admin has no /admin, and the API refuses its writes', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const staff = await newUser(request, testInfo, 'editor');
    const editor = staff.session;

    await openSignedIn(page, editor, '/admin/welcome');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await page.goto('/admin/productos');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await page.goto('/admin/especificaciones');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Panel de administración' })).toHaveCount(0);

    const write = await request.post('/api/products', {
      headers: { 'x-access-token': editor.token },
      data: {
        name: 'No debería existir',
        description: '',
        category_id: 1,
        price_id: { visible: true, totalPrice: 1 },
      },
    });
    expect(write.status()).toBe(403);
    expect(((await write.json()) as { message: string }).message).toBe(
      'No tiene permiso para realizar esta acción.',
    );
    const summary = await request.get('/api/admin/summary', {
      headers: { 'x-access-token': editor.token },
    });
    expect(summary.status()).toBe(403);
    const specs = await request.put('/api/admin/specs/products/riegos', {
      headers: { 'x-access-token': editor.token },
      data: { specs: [] },
    });
    expect(specs.status()).toBe(403);

    await staff.remove();
    expectOnlyLogged(consoleErrors, /404/);
  });

  test('a user who is not an admin signs in on a page opened by its address, and out from the bar', async ({
    page,
    request,
  }, testInfo) => {
    const staff = await newUser(request, testInfo, 'editor');

    // The page as the server sent it, the bar not yet touched: signing in changes the bar.
    await page.goto('/all/invernaderos');
    await signIn(page, staff.username, staff.password);
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Panel de administración' })).toHaveCount(0);

    await bar.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(bar.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
    await staff.remove();
  });

  test('an expired session sends the admin to sign in again with a message', async ({
    page,
    consoleErrors,
  }) => {
    await openSignedIn(
      page,
      {
        token: 'un-token-vencido',
        expiresAt: FUTURE,
        user: { id: 1, username: E2E_ADMIN.username, roles: [{ name: 'admin' }], url_img: null },
      },
      '/admin/productos',
    );
    await expect(page).toHaveURL(/\/$/);
    const drawer = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(drawer.getByText('Su sesión expiró, ingrese nuevamente')).toBeVisible();
    expectOnlyLogged(consoleErrors, /401/);
  });

  test('signing out ends the token on the server, not only in the browser', async ({
    page,
    request,
  }, testInfo) => {
    const staff = await newUser(request, testInfo);
    await openSignedIn(page, staff.session, '/admin/welcome');
    await expect(page.getByRole('heading', { level: 1, name: /^Hola/ })).toBeVisible();
    const signedOut = page.waitForResponse('**/api/auth/signout');
    await adminNav(page, 'Cerrar sesión');
    expect((await signedOut).status()).toBe(204);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' }).first()).toBeVisible();
    const replayed = await request.get('/api/admin/summary', {
      headers: { 'x-access-token': staff.session.token },
    });
    expect(replayed.status()).toBe(401);
    await staff.remove();
  });

  test("an admin's password reset elsewhere ends the session: the sign-in drawer asks again", async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const staff = await newUser(request, testInfo);
    await openSignedIn(page, staff.session, '/admin/welcome');
    await expect(page.getByRole('heading', { level: 1, name: /^Hola/ })).toBeVisible();
    const reset = await request.put(`/api/users/${staff.session.user.id}/password`, {
      headers: { 'x-access-token': staff.adminToken },
      data: { password: 'una-clave-completamente-nueva' },
    });
    expect(reset.status()).toBe(204);
    await adminNav(page, 'Productos');
    const drawer = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(drawer.getByText('Su sesión expiró, ingrese nuevamente')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await staff.remove();
    expectOnlyLogged(consoleErrors, /401/);
  });

  test('what was typed when the session expired is offered back after signing in again', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const name = unique(testInfo, 'Sembradora a medio cargar');
    await openSignedIn(page, await apiSignIn(request), '/admin/productos/nuevo');
    await page.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    // The server ends the session just as the form is sent.
    await page.route('**/api/products', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 401,
            json: { message: 'Su sesión expiró o no es válida. Ingrese nuevamente.' },
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Guardar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(drawer.getByText('Su sesión expiró, ingrese nuevamente')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.unroute('**/api/products');

    await drawer.getByLabel('Nombre de usuario').fill(E2E_ADMIN.username);
    await drawer.getByLabel('Contraseña').fill(E2E_ADMIN.password);
    await drawer.getByRole('button', { name: 'Iniciar sesión' }).click();
    // Back to the form the session expired on, with what was typed.
    await expect(page).toHaveURL(/\/admin\/productos\/nuevo$/);
    await expect(page.getByText('Se recuperaron cambios que no se habían guardado.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Nombre/ })).toHaveValue(name);
    await page.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(page.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('');
    expectOnlyLogged(consoleErrors, /401/);
  });

  test('unsaved changes: Back, a link and Cancelar ask before leaving the form', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, await apiSignIn(request), '/admin/welcome');
    await adminNav(page, 'Productos');
    const list = /\/admin\/productos(\?[^/]*)?$/;
    await expect(page).toHaveURL(list);
    const editLink = page.getByRole('link', { name: /^Editar / }).first();
    await editLink.click();
    await expect(page).toHaveURL(/\/admin\/productos\/\d+$/);
    const editUrl = page.url();
    const nameField = page.getByRole('textbox', { name: /^Nombre/ });
    await expect(nameField).not.toHaveValue('');
    const original = await nameField.inputValue();
    const changed = `${original} (sin guardar)`;
    await nameField.fill(changed);

    const dialog = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
    const stayAndCheck = async () => {
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Seguir editando' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(editUrl);
      await expect(nameField).toHaveValue(changed);
    };

    // The browser's Back button: the page and its address stay while the dialog asks.
    await page.goBack({ waitUntil: 'commit' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(editUrl);
    await stayAndCheck();

    // A link of the page (its way back to the list), and the form's own 'Cancelar'.
    const backToList = page.getByRole('main').getByRole('link', { name: 'Productos', exact: true });
    await backToList.click();
    await stayAndCheck();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await stayAndCheck();

    // 'Salir sin guardar' follows the link, and the changes are given up.
    await backToList.click();
    await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(list);
    await editLink.click();
    await expect(page).toHaveURL(editUrl);
    await expect(nameField).toHaveValue(original);
    await expect(page.getByText('Se recuperaron cambios que no se habían guardado.')).toBeHidden();

    // ... and goes Back.
    await nameField.fill(changed);
    await page.goBack({ waitUntil: 'commit' });
    await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(list);
    await expect(nameField).toBeHidden();
  });

  test('signing in through the drawer opens the dashboard; /admin and unknown addresses', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/welcome$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Hola, ${E2E_ADMIN.username}` }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Productos' })
        .getByText(/publicados/)
        .first(),
    ).toBeVisible();

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/welcome$/);
    await page.goto('/admin/no-existe');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    // Addresses are case-sensitive, on the server and in the app: /ADMIN/… is no admin screen,
    // even for an admin, and the server's not-found page stays the page (no admin menu).
    const shouted = await page.goto('/ADMIN/welcome');
    expect(shouted?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Panel de administración' })).toHaveCount(0);
    // The server answers the unknown addresses with status 404, which the browser logs.
    expectOnlyLogged(consoleErrors, /404/);
  });

  test('specifications: an admin adds one to a category, a product takes a value the public read shows, and removing it asks first', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const session = await apiSignIn(request);
    const stamp = Date.now().toString(36);
    const label = `Garantía ${testInfo.project.name} ${stamp}`;
    const key = `garantia_${testInfo.project.name}_${stamp}`;
    const listed = await request.get('/api/products/category/a/riegos?page=0&size=1');
    const [product] = ((await listed.json()) as { content: Array<{ id: number; code: string }> })
      .content;
    const publicSpecs = async () =>
      (
        (await (
          await request.get(`/api/products/c/${encodeURIComponent(product.code)}`)
        ).json()) as {
          specs: Record<string, unknown>;
        }
      ).specs;

    await openSignedIn(page, session, '/admin/welcome');
    await adminNav(page, 'Especificaciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Especificaciones' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Riegos' });
    await expect(page).toHaveURL(/\/admin\/especificaciones\?categoria=riegos$/);
    const form = page.getByRole('form', { name: 'Especificaciones de Riegos' });
    const rows = form.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();

    await form.getByRole('button', { name: 'Agregar especificación' }).click();
    const added = rows.nth(before);
    await expect(added.getByRole('textbox', { name: /^Nombre/ })).toBeFocused();
    await added.getByRole('textbox', { name: /^Nombre/ }).fill(label);
    await expect(added.getByRole('textbox', { name: /^Clave/ })).toHaveValue(key);
    await added.getByRole('textbox', { name: 'Unidad' }).fill('meses');
    await added.getByRole('button', { name: `Subir «${label}»` }).click();
    await expect(rows.nth(before - 1)).toHaveAccessibleName(new RegExp(label));
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Especificaciones de Riegos guardadas');
    const saved = (await (await request.get('/api/specs/products/riegos')).json()) as {
      specs: Array<{ key: string }>;
    };
    expect(saved.specs.map((s) => s.key).indexOf(key)).toBe(before - 1);

    // The product's form has a field for it, with its unit; the public read carries the value.
    await page.goto(`/admin/productos/${product.id}`);
    const field = page.getByRole('textbox', { name: `${label} (meses)` });
    await field.fill('-3');
    await field.blur();
    await expect(field).toHaveAccessibleErrorMessage(
      `La especificación «${label}» debe ser un número entre 0 y 1.000.000.000.`,
    );
    await field.fill('18');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Cambios guardados');
    await expect.poll(async () => (await publicSpecs())[key]).toBe(18);

    // Removing it while a product uses it asks first, with how many; then the value goes too.
    await page.goto('/admin/especificaciones?categoria=riegos');
    await form.getByRole('button', { name: `Quitar «${label}»` }).click();
    await form.getByRole('button', { name: 'Guardar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Hay datos cargados que se borrarán' });
    await expect(dialog).toContainText(`La especificación «${label}» la usa 1 producto.`);
    await dialog.getByRole('button', { name: 'Eliminar de todos modos' }).click();
    await expectToast(page, 'Especificaciones de Riegos guardadas');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => key in (await publicSpecs())).toBe(false);
    expectOnlyLogged(consoleErrors, /409/);
  });

  test('staff: add a user, sign in as that user, remove the user', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const username = `tecnico.${testInfo.project.name}.${Date.now().toString(36)}`;
    await openSignedIn(page, await apiSignIn(request), '/admin/welcome');
    await adminNav(page, 'Usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Agregar usuario' });
    await form.getByLabel(/Nombre de usuario/).fill(username);
    await form.getByLabel(/Contraseña/).fill('corta');
    await form.getByRole('button', { name: 'Agregar usuario' }).click();
    await expect(form.getByText('La contraseña debe tener al menos 10 caracteres')).toBeVisible();
    await form.getByLabel(/Contraseña/).fill('primera-clave-2026');
    await form.getByLabel(/Rol/).selectOption('editor');
    await form.getByRole('button', { name: 'Agregar usuario' }).click();
    await expectToast(page, `Usuario «${username}» creado`);
    const row = page.getByRole('row', { name: username });
    await expect(row.getByText('Editor')).toBeVisible();

    // One's own account cannot be removed (the server refuses it too): its button says why.
    const removeSelf = page
      .getByRole('row', { name: E2E_ADMIN.username, exact: true })
      .getByRole('button', { name: `Eliminar ${E2E_ADMIN.username}` });
    await expect(removeSelf).toBeDisabled();
    await expect(removeSelf).toHaveAttribute('title', 'No puede eliminar su propia cuenta.');
    await expect(row.getByRole('button', { name: `Eliminar ${username}` })).toBeEnabled();

    await row.getByRole('button', { name: `Cambiar contraseña de ${username}` }).click();
    const passwordDialog = page.getByRole('dialog', {
      name: `Cambiar contraseña de «${username}»`,
    });
    await passwordDialog.getByLabel(/Nueva contraseña/).fill('segunda-clave-2026');
    await passwordDialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, `Contraseña de «${username}» actualizada`);

    // The new account signs in (no admin panel for it), then the admin removes it.
    await adminNav(page, 'Cerrar sesión');
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, username, 'segunda-clave-2026');
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Panel de administración' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();

    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/welcome$/);
    await adminNav(page, 'Usuarios');
    await page
      .getByRole('row', { name: username })
      .getByRole('button', { name: `Eliminar ${username}` })
      .click();
    await page
      .getByRole('alertdialog', { name: `¿Eliminar «${username}»?` })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expectToast(page, `Usuario «${username}» eliminado`);
    await expect(page.getByRole('row', { name: username })).toHaveCount(0);
    expectOnlyLogged(consoleErrors, /400/);
  });
});
