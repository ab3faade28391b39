import { shareUrl } from '@/config/catalog-kinds';
import { SITE_ADDRESS_META, siteAddress, siteAddressTag } from '@/shared/site-address';

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the site's address in shared links", () => {
  it('is the address in use when the page names none', () => {
    expect(siteAddress()).toBe(window.location.origin);
    expect(shareUrl('product', 'riego-por-goteo')).toBe(
      `${window.location.origin}/shared/product/riego-por-goteo`,
    );
  });

  it("is the server's PUBLIC_URL when the page names it", () => {
    document.head.innerHTML = siteAddressTag('https://agrotec.example.bo');
    expect(document.querySelector(`meta[name="${SITE_ADDRESS_META}"]`)).not.toBeNull();
    expect(siteAddress()).toBe('https://agrotec.example.bo');
    expect(shareUrl('service', 'curso-de-riego')).toBe(
      'https://agrotec.example.bo/shared/service/curso-de-riego',
    );
  });

  it('is written so that no address can break out of its tag', () => {
    document.head.innerHTML = siteAddressTag('https://a.example/"><script>x</script>');
    expect(document.head.querySelector('script')).toBeNull();
    expect(siteAddress()).toBe('https://a.example/"><script>x</script>');
  });
});
