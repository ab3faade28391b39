import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getSystem } from '.';
import { RAW_CATEGORIES } from './raw-values';

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

test('sizes, spaces, radii and font metrics are written as their values, colours as variables', () => {
  const system = getSystem();
  expect(
    system.css({
      px: '4',
      mt: '-2',
      w: '10',
      maxW: 'breakpoint-md',
      rounded: 'l2',
      fontSize: 'sm',
    }),
  ).toEqual({
    paddingInline: '1rem',
    marginTop: 'calc(0.5rem * -1)',
    width: '2.5rem',
    maxWidth: '768px',
    borderRadius: '0.25rem',
    fontSize: '0.875rem',
  });
  expect(system.css({ bg: 'brand.solid' })).toMatchObject({
    background: 'var(--colors-brand-solid)',
  });
});

test("each raw value is its token's own value (every token of those categories)", () => {
  const system = getSystem();
  const variables = system.tokens.cssVarMap.get('base')!;
  const resolve = (value: string): string =>
    value.replace(/var\((--[^)]+)\)/g, (whole, name: string) =>
      variables.has(name) ? resolve(String(variables.get(name))) : whole,
    );
  const utilityOf = {
    spacing: 'padding',
    sizes: 'width',
    radii: 'borderRadius',
    fontSizes: 'fontSize',
    fontWeights: 'fontWeight',
    lineHeights: 'lineHeight',
    letterSpacings: 'letterSpacing',
    zIndex: 'zIndex',
  } as const;
  let checked = 0;
  for (const category of RAW_CATEGORIES) {
    const tokens = [...(system.tokens.categoryMap.get(category) ?? new Map()).entries()];
    expect(tokens.length).toBeGreaterThan(0);
    for (const [name, token] of tokens) {
      const property = utilityOf[category];
      expect({ category, name, css: system.css({ [property]: name }) }).toEqual({
        category,
        name,
        css: { [property]: resolve(String(token.value)) },
      });
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(150);
});
