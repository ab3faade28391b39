/*
 * The page script of `npm run bench:system` (bench/system.ts): builds one Chakra system, chosen by
 * the page's `?system=` parameter, in a task of its own after the page has loaded, and leaves how
 * long the call took in `window.__systemMs`. Bundled for the browser by the npm script.
 */
import { createSystem, defaultBaseConfig, defaultConfig } from '@chakra-ui/react';
import { getSystem } from '@/theme';

const SYSTEMS: Record<string, () => unknown> = {
  // What a prerendered page of the site builds (src/system-start.ts).
  site: () => getSystem({ globalStylesInPage: true }),
  // Chakra's base config alone: no tokens, recipes or global styles.
  'chakra-base': () => createSystem(defaultBaseConfig),
  // An out-of-the-box Chakra v3 app's system (`createSystem(defaultConfig)`).
  'chakra-default': () => createSystem(defaultConfig),
};

const build = SYSTEMS[new URLSearchParams(window.location.search).get('system') ?? ''];
setTimeout(() => {
  const started = performance.now();
  build?.();
  (window as unknown as { __systemMs: number }).__systemMs = performance.now() - started;
}, 100);
