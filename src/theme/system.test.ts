import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getSystem } from '.';

test('the system is built once, on the base config, with the brand palette and global styles', () => {
  const system = getSystem();
  expect(getSystem()).toBe(system);
  expect(system.token('colors.brand.600')).toBe('#237031');
  expect(system._global).toHaveLength(3); // reset, global CSS, token variables
  expect(system.css({ color: 'brand.fg' })).toEqual({ color: 'var(--colors-brand-fg)' });
});

test('one colour scheme: semantic tokens have their light values and no dark rules', () => {
  const tokenCss = JSON.stringify(getSystem().getTokenCss());
  expect(tokenCss).toContain('"--colors-bg":"var(--colors-white)"');
  expect(tokenCss).toContain('"--colors-fg-error":"var(--colors-red-500)"');
  expect(tokenCss).not.toContain('.dark');
});

test("a repeated recipe's base is written once, under its class, and its variants stay in the recipe", () => {
  const system = getSystem();
  const globalCss = JSON.stringify(system.getGlobalCss());
  expect(globalCss).toContain('.chakra-button');
  expect(globalCss).toContain('"isolation":"isolate"');
  const button = system.getRecipe('button');
  expect(button.base).toBeUndefined();
  expect(Object.keys(button.variants.variant)).toContain('solid');
});

test("the accent palette is the brand's roles only: seven variables where a palette sets", () => {
  const accent = JSON.stringify(getSystem().css({ colorPalette: 'accent' }));
  expect(accent).toContain('"--colors-color-palette-solid":"var(--colors-accent-solid)"');
  expect(accent.match(/--colors-color-palette-/g)).toHaveLength(7);
  expect(JSON.stringify(getSystem().getTokenCss())).toContain(
    '"--colors-accent-solid":"var(--colors-brand-solid)"',
  );
});

test('every colour shade the source names is a token of the system (none was trimmed away)', () => {
  const system = getSystem();
  const named = new Set<string>();
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(join('src', file), 'utf8');
    for (const [, palette, shade] of source.matchAll(
      /['"{ ](gray|red|orange|green|blue|whiteAlpha|blackAlpha|brand|sky)\.(\d+)\b/g,
    )) {
      named.add(`colors.${palette}.${shade}`);
    }
  }
  expect(named.size).toBeGreaterThan(20);
  const missing = [...named].filter((path) => !system.tokens.getByName(path));
  expect(missing).toEqual([]);
});
