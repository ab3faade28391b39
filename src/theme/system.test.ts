import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { getSystem, getSystemWithoutGlobalStyles } from '.';

// The build's loader (webpack.config.js) that defers Chakra's global styles to their first read.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lazyGlobalStyles = require('../../scripts/webpack/lazy-chakra-global-styles-loader.cjs') as (
  source: string,
) => string;

const chakraSystemFile = path.resolve(
  __dirname,
  '../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js',
);

test("the build's loader turns the installed Chakra's global styles into a getter", () => {
  const patched = lazyGlobalStyles(readFileSync(chakraSystemFile, 'utf8'));
  expect(patched).toContain('get _global()');
  expect(patched).not.toContain('const _global = [');
  // Still valid JavaScript (acorn, webpack's parser, throws on a syntax error).
  expect(() => parse(patched, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
});

test('the loader fails the build when Chakra no longer has the code it rewrites', () => {
  expect(() => lazyGlobalStyles('export function createSystem() {}')).toThrow(
    /styled-system\/system\.js changed/,
  );
});

test('the system for a prerendered page has no global styles of its own but the same styling', () => {
  const system = getSystem();
  const hydrating = getSystemWithoutGlobalStyles();
  expect(hydrating._global).toEqual([]);
  expect(hydrating._config.disableLayers).toBe(true);
  expect(system._global).toHaveLength(3); // reset, global CSS, token variables
  expect(hydrating.token('colors.brand.600')).toBe('#237031');
  expect(hydrating.css({ color: 'brand.fg' })).toEqual(system.css({ color: 'brand.fg' }));
});
