/* The flags the browser benchmarks start Chromium with (no import: bench/chrome-flags.test.ts
 * reads them in Jest, which cannot load chrome-launcher's ES module). */

/**
 * The flags every browser benchmark starts Chromium with (bench:web, bench:phone, bench:system,
 * bench:navigation), so their figures are of the same browser.
 */
export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/**
 * Parts of the desktop browser's own interface that no phone runs: with them, every new window
 * (each run's fresh browser context) loads the address bar's suggestion popup as a WebUI page
 * (`chrome://omnibox-popup.top-chrome/`) in a renderer of its own, 0.4-0.9 s of CPU during the
 * page's load on the same cores, and at the page renderers' priority (bench/host-priority.ts
 * leaves every renderer as it is). docs/decisions.md, "The page's renderer first on a small
 * host".
 */
export const DESKTOP_UI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

const DISABLE = '--disable-features=';

/**
 * A launcher's default flags (chrome-launcher's `Launcher.defaultFlags()`) with
 * `DESKTOP_UI_FEATURES` added to their `--disable-features` list, as one flag: Chromium reads only
 * the last `--disable-features` it is given. Then headless, and `CHROME_FLAGS`.
 */
export function benchChromeFlags(defaults: readonly string[]): string[] {
  const disabled = defaults
    .filter((flag) => flag.startsWith(DISABLE))
    .flatMap((flag) => flag.slice(DISABLE.length).split(','));
  return [
    ...defaults.filter((flag) => !flag.startsWith(DISABLE)),
    `${DISABLE}${[...disabled, ...DESKTOP_UI_FEATURES].join(',')}`,
    '--headless=new',
    ...CHROME_FLAGS,
  ];
}
