import { getSystem } from '.';

test('the system is built once, on the base config, with the brand palette and global styles', () => {
  const system = getSystem();
  expect(getSystem()).toBe(system);
  expect(system.token('colors.brand.600')).toBe('#237031');
  expect(system._global).toHaveLength(3); // reset, global CSS, token variables
  expect(system.css({ color: 'brand.fg' })).toEqual({ color: 'var(--ck-colors-brand-fg)' });
});

test('one colour scheme: semantic tokens have their light values and no dark rules', () => {
  const tokenCss = JSON.stringify(getSystem().getTokenCss());
  expect(tokenCss).toContain('"--ck-colors-bg":"var(--ck-colors-white)"');
  expect(tokenCss).toContain('"--ck-colors-fg-error":"var(--ck-colors-red-500)"');
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
  expect(accent).toContain('"--ck-colors-color-palette-solid":"var(--ck-colors-accent-solid)"');
  expect(accent.match(/--ck-colors-color-palette-/g)).toHaveLength(7);
  expect(JSON.stringify(getSystem().getTokenCss())).toContain(
    '"--ck-colors-accent-solid":"var(--ck-colors-brand-solid)"',
  );
});
