import { CacheProvider, ClassNames, Global, css } from '@emotion/react';
import { render } from '@testing-library/react';
import {
  adoptPageStyles,
  createDetachedGlobalCache,
  createStyleCache,
  pageStyleTags,
  PAGE_STYLE_IDS,
} from './style-cache';

const red = css({ color: 'red' });
const blue = css({ color: 'blue' });

afterEach(() => {
  document.head.innerHTML = '';
});

test('the prerender writes each group of styles with the names of its rules, global ones unnamed', () => {
  expect(
    pageStyleTags([
      { key: 'css-global', ids: ['g1'], css: ':root{--x:1}' },
      { key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red}.css-b2{color:blue}' },
      { key: 'css', ids: [], css: '' },
    ]),
  ).toBe(
    `<style ${PAGE_STYLE_IDS}="">:root{--x:1}</style>` +
      `<style ${PAGE_STYLE_IDS}="a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>`,
  );
});

test('a cache that adopted the page styles inserts only the rules the page lacks, and moves nothing', () => {
  document.head.innerHTML =
    `<style ${PAGE_STYLE_IDS}="">:root{--x:1}</style>` +
    `<style ${PAGE_STYLE_IDS}="${red.name}">.css-${red.name}{color:red}</style>`;
  const before = [...document.head.children];
  const cache = createStyleCache();
  adoptPageStyles(cache);
  render(
    <CacheProvider value={cache}>
      <ClassNames>
        {({ css: className }) => (
          <>
            <p className={className(red)}>rojo</p>
            <p className={className(blue)}>azul</p>
          </>
        )}
      </ClassNames>
    </CacheProvider>,
  );
  // The page's own elements are untouched and first; one new element holds the missing rule.
  expect([...document.head.children].slice(0, 2)).toEqual(before);
  const added = [...document.head.querySelectorAll('style:not([data-style-ids])')];
  expect(added).toHaveLength(1);
  const rules = [...(added[0] as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText);
  expect(rules.join()).toContain(`.css-${blue.name}`);
  expect(rules.join()).not.toContain(`.css-${red.name}`);
});

test('global styles through the detached cache leave the page’s style sheets as they are', () => {
  document.head.innerHTML = `<style ${PAGE_STYLE_IDS}="">body{margin:0}</style>`;
  const before = document.head.innerHTML;
  render(
    <CacheProvider value={createDetachedGlobalCache()}>
      <Global styles={{ body: { margin: 0 }, ':root': { '--x': 1 } }} />
    </CacheProvider>,
  );
  expect(document.head.innerHTML).toBe(before);
  expect(document.styleSheets).toHaveLength(1);
});
