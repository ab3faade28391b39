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
