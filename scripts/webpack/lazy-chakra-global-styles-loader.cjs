/*
 * Webpack loader for @chakra-ui/react's styled-system/system.js (pinned version, see
 * package.json): `createSystem` computes the system's global styles (the CSS reset, the global
 * CSS and a rule for every token's CSS variable) eagerly, about 40% of its run time, though only
 * Chakra's provider reads them (`system._global`). A prerendered page already has them in its
 * HTML and hydrates with a system that has none (src/theme/index.ts), so this makes `_global` a
 * getter that computes them on first read. It fails the build if Chakra's code no longer has the
 * expected shape: check the new version's system.js, then update or remove this loader
 * (docs/decisions.md, "Chakra's global styles on first read").
 */
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = /(\n\s*)_global,\n/;

module.exports = function lazyChakraGlobalStyles(source) {
  if (!source.includes(EAGER) || !RETURNED.test(source)) {
    throw new Error(
      'lazy-chakra-global-styles-loader: @chakra-ui/react styled-system/system.js changed; see docs/decisions.md',
    );
  }
  return source
    .replace(EAGER, 'let _global;')
    .replace(
      RETURNED,
      '$1get _global() {$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);$1},\n',
    );
};
