/*
 * The Chakra system, built as soon as its own scripts have arrived, while the rest of the app
 * (React DOM, the router, the page's components) is still downloading. Building it is the
 * start-up's longest piece of work on a phone (docs/decisions.md, "Styles of a prerendered page;
 * Chakra system built once"); in `main` it ran only once every script had arrived, on the path
 * to the app listening. This entry's script comes first in the list src/boot.ts loads, and
 * `main` depends on it (webpack `dependOn`), so they share the one system: `getSystem` returns
 * the one built here. A page the server did not render (the admin area) builds the system with
 * its global styles when the app first renders, as before (docs/decisions.md, "The system's
 * scripts first").
 *
 * The theme's modules are evaluated in steps, each in a task of its own, as src/main.tsx does
 * (`webpackMode: "eager"`: they stay in this entry's script, no request is added): the theme's
 * tables (Chakra's recipes, the tokens and their values), then Chakra's system code with the
 * brand's config, then the system itself (docs/decisions.md, "Start-up in tasks that yield").
 */
import { nextTask } from '@/lib/next-paint';
import { systemSettled } from '@/lib/system-ready';

async function buildSystem() {
  if (!document.getElementById('root')?.hasChildNodes()) return;
  await nextTask();
  performance.mark('app:system-tables');
  await Promise.all([
    import(/* webpackMode: "eager" */ '@/theme/tokens'),
    import(/* webpackMode: "eager" */ '@/theme/recipes'),
    import(/* webpackMode: "eager" */ '@/theme/raw-values'),
  ]);
  await nextTask();
  performance.mark('app:system-modules');
  const { getSystem } = await import(/* webpackMode: "eager" */ '@/theme');
  await nextTask();
  performance.mark('app:system');
  getSystem({ globalStylesInPage: true });
}

void buildSystem().finally(systemSettled);
