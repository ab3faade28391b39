import { pageDataScript } from '@/shared/page-data';
import { PUBLIC_ROUTES } from '@/shared/site-routes';
import { COMPARE_SHELL_PATH, emptiedPage, isComparePage } from './compare-shell';

describe("the comparison page's offline shell", () => {
  it('is the comparison page without its items', () => {
    expect(COMPARE_SHELL_PATH).toBe(PUBLIC_ROUTES.compare.path);
    expect(isComparePage(new URL('https://x.bo/comparar?productos=a,b'))).toBe(true);
    expect(isComparePage(new URL('https://x.bo/comparador'))).toBe(false);
  });

  it("empties the root and drops the prerender's answers, keeping the rest", () => {
    const data = pageDataScript({
      answers: [{ endpointName: 'x', arg: {}, value: '</script><div>' }],
      missing: [],
    });
    const html = `<html><head><title>Comparar</title></head><body><div id="root"><div><p>No hay</p></div></div>${data}<script src="/main.js"></script></body></html>`;
    expect(emptiedPage(html)).toBe(
      '<html><head><title>Comparar</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>',
    );
  });
});
