import { publicListPath } from '@/lib/catalog-api';
import { KINDS } from '@/shared/catalog';
import { savedListingAsk, savedPagePath, withoutListingParams } from './saved-listing';

describe("a saved listing's answers without a network", () => {
  it('reads the pages at the very address the saving stored them under', () => {
    for (const { resource, pageSize } of Object.values(KINDS))
      for (const page of [0, 3])
        expect(savedPagePath(resource, '2', page)).toBe(
          `/api${publicListPath(resource, 2, { page, size: pageSize }, pageSize)}`,
        );
  });

  it("answers a listing's sorted or filtered pages and its facets, not a search", () => {
    const ask = (address: string) => savedListingAsk(new URL(address, 'https://x.bo'));
    expect(ask('/api/products/category/a/2?page=0&size=8&order_by=price&f.cubierta=malla')).toEqual(
      { resource: 'products', groupId: '2', facets: false },
    );
    expect(ask('/api/services/type/a/3/facets?f.modalidad=virtual')).toEqual({
      resource: 'services',
      groupId: '3',
      facets: true,
    });
    expect(ask('/api/products/category/a/2?q=bomba')).toBeNull();
    expect(ask('/api/products/c/INV-1')).toBeNull();
    expect(ask('/api/products/category/2')).toBeNull();
  });

  it("finds a listing's own address under its sort and filters (a saved listing offline)", () => {
    const plain = (address: string) =>
      withoutListingParams(new URL(address, 'https://x.bo'))?.href ?? null;
    expect(plain('/all/invernaderos?orden=precio-asc&cubierta=malla&utm_source=wa')).toBe(
      'https://x.bo/all/invernaderos?utm_source=wa',
    );
    expect(plain('/service/cursos?pagina=2&modalidad=virtual')).toBe(
      'https://x.bo/service/cursos?pagina=2',
    );
    expect(plain('/all/invernaderos')).toBeNull();
    expect(plain('/all/invernaderos?pagina=2')).toBeNull();
    expect(plain('/buscar?q=bomba')).toBeNull();
  });
});
