/*
 * The Chakra system, built as soon as its own scripts have arrived, while the rest of the app
 * (React DOM, the router, the page's components) is still downloading. Building it is the
 * start-up's longest piece of work on a phone (docs/decisions.md, "The Chakra system built
 * first and kept small"); in `main` it ran only once every script had arrived, on the path
 * to the app listening. This entry's script comes first in the list src/start/boot.ts loads, and
 * `main` depends on it (webpack `dependOn`), so they share the one system: `getSystem` returns
 * the one built here. A page the server did not render (the admin area) builds the system with
 * its global styles when the app first renders, as before (docs/decisions.md, "The Chakra
 * system built first and kept small").
 */
import { nextTask } from '@/lib/next-paint';
import { getSystem, runSystemCodeOnce } from '@/theme';

async function buildSystem() {
  if (!document.getElementById('root')?.hasChildNodes()) return;
  // The modules' evaluation, a first run of the system's code and the system's creation in tasks
  // of their own.
  await nextTask();
  performance.mark('app:system-code');
  runSystemCodeOnce();
  await nextTask();
  performance.mark('app:system');
  getSystem({ globalStylesInPage: true });
}

void buildSystem();
