/*
 * The app's entry. Its modules are evaluated in steps, each in a task of its own, so that the
 * phone stays free to paint and to note taps between them (docs/decisions.md, "Start-up:
 * compile hints and tasks that yield"): the store's modules (Redux Toolkit, RTK Query), React DOM, the
 * router and the page's shell (layouts, bar, footer), then the app's start (src/start/start.tsx).
 * `webpackMode: "eager"` keeps them in this entry's chunks: no request is added, only the
 * evaluation is split. The theme's modules (Chakra's styled system) and the system itself come
 * earlier, with the `system` entry this one depends on (src/start/system-start.ts).
 */
// In the main stylesheet (under 1 KB), not the pages' chunks: a prerendered carousel is laid out
// as a carousel before any script has run.
import 'keen-slider/keen-slider.min.css';
import { nextTask } from '@/lib/next-paint';

/** The steps before the app's start, each named by a user-timing mark in a performance profile. */
const MODULE_STEPS: [mark: string, load: () => Promise<unknown>][] = [
  ['app:modules-store', () => import(/* webpackMode: "eager" */ '@/app/store')],
  ['app:modules-react', () => import(/* webpackMode: "eager" */ 'react-dom/client')],
  ['app:modules-shell', () => import(/* webpackMode: "eager" */ '@/app/router')],
];

async function start() {
  for (const [mark, load] of MODULE_STEPS) {
    performance.mark(mark);
    await load();
    await nextTask();
  }
  performance.mark('app:modules-app');
  const { startApp } = await import(/* webpackMode: "eager" */ '@/start/start');
  startApp();
}

void start();
