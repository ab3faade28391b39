import {
  ADMIN_ROUTES,
  isSitePath,
  matchPublicPage,
  matchRoute,
  publicPageOf,
  PUBLIC_ROUTES,
  routeHref,
  showsQueryParam,
  siteHrefs,
} from './site-routes';

const productList = PUBLIC_ROUTES['product-list'].path;
const productDetail = PUBLIC_ROUTES['product-detail'].path;

describe('site routes', () => {
  it('reads the params of an address, decoded', () => {
    expect(matchRoute(productList, '/all/riegos')).toEqual({ group: 'riegos' });
    expect(matchRoute(productDetail, '/shared/product/INV%2001')).toEqual({ code: 'INV 01' });
    expect(matchRoute(productDetail, '/shared/product/a/b')).toBeNull();
    expect(matchRoute(productDetail, '/shared/product/%E0%A4%A')).toBeNull();
  });

  it('holds to the exact address: case, and no trailing slash', () => {
    expect(matchRoute(productList, '/ALL/riegos')).toBeNull();
    expect(matchRoute(productList, '/all/riegos/')).toBeNull();
    expect(matchRoute(PUBLIC_ROUTES.home.path, '/')).toEqual({});
    expect(matchRoute(PUBLIC_ROUTES.home.path, '//')).toBeNull();
  });

  it('builds addresses from the same routes, encoding each param', () => {
    expect(routeHref(ADMIN_ROUTES.adminProductEdit.path, { id: '12' })).toBe('/admin/productos/12');
    expect(siteHrefs.itemDetail('service', 'CUR 1/2')).toBe('/shared/service/CUR%201%2F2');
    expect(siteHrefs.serviceList('cursos', 2)).toBe('/service/cursos?pagina=2');
    expect(siteHrefs.serviceList('cursos', 1)).toBe('/service/cursos');
    expect(siteHrefs.search('túnel', 3)).toBe('/buscar?q=t%C3%BAnel&pagina=3');
    expect(siteHrefs.search('')).toBe('/buscar');
    const code = 'INV 01/ñ';
    expect(matchRoute(productDetail, siteHrefs.itemDetail('product', code))).toEqual({ code });
  });

  it('names the public page of a path; the admin area is none', () => {
    expect(publicPageOf('/')).toBe('home');
    expect(publicPageOf('/all/riegos')).toBe('product-list');
    expect(publicPageOf('/all/desconocida')).toBe('product-list');
    expect(publicPageOf('/shared/service/CUR01')).toBe('service-detail');
    expect(publicPageOf('/buscar')).toBe('search');
    expect(publicPageOf('/privacidad')).toBe('privacy');
    expect(publicPageOf('/nada')).toBe('not-found');
    expect(publicPageOf('/admin/productos')).toBeNull();
    expect(matchPublicPage('/shared/service/CUR%2001')).toEqual({
      page: 'service-detail',
      params: { code: 'CUR 01' },
    });
  });

  it("keeps of a query what changes the page: a search's words, a listing's filters, the page number", () => {
    const shown = (path: string, names: string[]) => names.filter(showsQueryParam(path));
    const asked = ['q', 'pagina', 'orden', 'cubierta', 'area_m2-desde', 'utm_source', 'fbclid'];
    expect(shown('/buscar', asked)).toEqual(['q', 'pagina']);
    // On a listing any name a specification could have is kept; the page ignores the unknown.
    expect(shown('/service/cursos', asked)).toEqual([
      'q',
      'pagina',
      'orden',
      'cubierta',
      'area_m2-desde',
    ]);
    expect(shown('/all/invernaderos', ['orden', 'precio-hasta', 'utm_medium'])).toEqual([
      'orden',
      'precio-hasta',
    ]);
    expect(shown('/nada', asked)).toEqual(['pagina']);
  });

  it.each([
    '/',
    '/all/riegos',
    '/service/cursos',
    '/shared/product/INV01',
    '/buscar',
    '/admin',
    '/admin/welcome',
    '/admin/productos/nuevo',
    '/admin/servicios/7',
    '/admin/usuarios',
    '/admin/especificaciones',
  ])('%s is a page of the site', (path) => expect(isSitePath(path)).toBe(true));

  it.each([
    '/all/desconocida',
    '/service/riegos',
    '/admin/productos/siete',
    '/admin/otra',
    '/x',
    '/all/riegos/',
    '/Buscar',
  ])('%s is not', (path) => expect(isSitePath(path)).toBe(false));
});
