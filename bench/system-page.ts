/*
 * The page script of `npm run bench:system` (bench/system.ts): builds one Chakra system, chosen by
 * the page's `?system=` parameter, in a task of its own after the page has loaded, and leaves how
 * long the call took in `window.__systemMs` (`site-after-code-run`: first the run of the system's
 * code in a task of its own, its time in `window.__codeRunMs`). Bundled for the browser by the npm
 * script.
 */
import { createSystem, defaultBaseConfig, defaultConfig } from '@chakra-ui/react';
import { getSystem, runSystemCodeOnce } from '@/theme';

const SYSTEMS: Record<string, () => unknown> = {
  // What a prerendered page of the site builds (src/start/system-start.ts).
  site: () => getSystem({ globalStylesInPage: true }),
  // The same, in the task after one that ran the system's code once, as src/start/system-start.ts does.
  'site-after-code-run': () => getSystem({ globalStylesInPage: true }),
  // Chakra's base config alone: no tokens, recipes or global styles.
  'chakra-base': () => createSystem(defaultBaseConfig),
  // An out-of-the-box Chakra v3 app's system (`createSystem(defaultConfig)`).
  'chakra-default': () => createSystem(defaultConfig),
};

const chosen = new URLSearchParams(window.location.search).get('system') ?? '';
const build = SYSTEMS[chosen];
const timings = window as unknown as { __systemMs: number; __codeRunMs: number };
const buildSystem = () => {
  const started = performance.now();
  build?.();
  timings.__systemMs = performance.now() - started;
};
setTimeout(() => {
  if (chosen !== 'site-after-code-run') return buildSystem();
  const started = performance.now();
  runSystemCodeOnce();
  timings.__codeRunMs = performance.now() - started;
  setTimeout(buildSystem, 0);
}, 100);
