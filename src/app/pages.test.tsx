import { PUBLIC_ROUTES } from '@/shared/site-routes';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { pages, publicPageFor } from './pages';

/*
 * The page table of the client comes from the route table: a page of PUBLIC_ROUTES is the default
 * export of src/app/routes/<page>.tsx, with nothing else to list (README, "How to add a public page").
 */

it('every page of the route table, and the not-found page, loads its component from routes/', async () => {
  const names = [...Object.keys(PUBLIC_ROUTES), 'not-found'];
  expect(Object.keys(pages).sort()).toEqual(names.sort());
  for (const name of names) {
    const page = pages[name as keyof typeof pages];
    // A page without its file is a module that cannot be found: the preload rejects.
    await expect(page.preload()).resolves.toBeUndefined();
  }
});

it('a path gets the page the route table matches it to; the admin area none', () => {
  expect(publicPageFor('/shared/product/INV-01')).toBe(pages['product-detail']);
  expect(publicPageFor('/service/cursos')).toBe(pages['service-list']);
  expect(publicPageFor('/no-such-page')).toBe(pages['not-found']);
  expect(publicPageFor('/admin/productos')).toBeNull();
});

it('a loaded page renders what its file shows', async () => {
  await pages.privacy.preload();
  renderWithProviders(<pages.privacy />);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
    'Qué contamos de su visita',
  );
});
