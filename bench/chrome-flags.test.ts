import { benchChromeFlags, CHROME_FLAGS, DESKTOP_UI_FEATURES } from './chrome-flags';

const DISABLE = '--disable-features=';

/** chrome-launcher 1.x's default flags, in their shape (the real list is read in bench/web-helpers.ts). */
const LAUNCHER_DEFAULTS = [
  '--disable-features=Translate,OptimizationHints,MediaRouter,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--no-first-run',
];

describe('benchChromeFlags', () => {
  const flags = benchChromeFlags(LAUNCHER_DEFAULTS);

  it("gives Chromium one --disable-features list: the launcher's own and the desktop address bar's popup", () => {
    // Chromium reads only the last --disable-features: a second one would turn the others on again.
    const lists = flags.filter((flag) => flag.startsWith(DISABLE));
    expect(lists).toHaveLength(1);
    expect(lists[0].slice(DISABLE.length).split(',')).toEqual([
      'Translate',
      'OptimizationHints',
      'MediaRouter',
      'RenderDocument',
      ...DESKTOP_UI_FEATURES,
    ]);
  });

  it("keeps the launcher's other defaults, then runs headless with the benches' flags", () => {
    expect(flags).toEqual([
      '--disable-extensions',
      '--disable-component-extensions-with-background-pages',
      '--no-first-run',
      `${DISABLE}Translate,OptimizationHints,MediaRouter,RenderDocument,${DESKTOP_UI_FEATURES.join(',')}`,
      '--headless=new',
      ...CHROME_FLAGS,
    ]);
  });

  it('adds the list when the launcher disables nothing', () => {
    expect(benchChromeFlags(['--no-first-run'])).toEqual([
      '--no-first-run',
      `${DISABLE}${DESKTOP_UI_FEATURES.join(',')}`,
      '--headless=new',
      ...CHROME_FLAGS,
    ]);
  });
});
