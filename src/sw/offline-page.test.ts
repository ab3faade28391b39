/**
 * @jest-environment jsdom
 */
import { linksToSavedPages, offlinePage } from './offline-page';

const page = (title: string) => `<html><head><title>${title}</title></head><body></body></html>`;

describe('the offline page', () => {
  it('lists the saved pages, home first, titled from their own <title>', () => {
    const links = linksToSavedPages([
      { url: 'https://agrotec.example/all/riegos', html: page('Riegos · Agrotec Bolivia') },
      { url: 'https://agrotec.example/buscar?q=tunel', html: '<html><head></head></html>' },
      { url: 'https://agrotec.example/', html: page(' Agrotec Bolivia ') },
    ]);
    expect(links).toEqual([
      { href: '/', title: 'Agrotec Bolivia' },
      { href: '/all/riegos', title: 'Riegos · Agrotec Bolivia' },
      { href: '/buscar?q=tunel', title: '/buscar' },
    ]);
  });

  it('says, in Spanish, that the page needs a connection and links the saved ones', () => {
    document.documentElement.innerHTML = offlinePage([
      { href: '/', title: 'Agrotec Bolivia' },
      { href: '/shared/product/a"b', title: 'Invernadero &amp; túnel' },
    ]);
    expect(document.querySelector('h1')?.textContent).toBe('Sin conexión');
    expect(document.body.textContent).toContain('Se necesita conexión a internet para verla.');
    const links = [...document.querySelectorAll('li a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/', 'Agrotec Bolivia'],
      ['/shared/product/a"b', 'Invernadero & túnel'],
    ]);
  });

  it('says when nothing is saved yet', () => {
    document.documentElement.innerHTML = offlinePage([]);
    expect(document.body.textContent).toContain(
      'Todavía no hay páginas guardadas en este teléfono.',
    );
    expect(document.querySelectorAll('li')).toHaveLength(0);
  });
});
