/*
 * The page's first script, and its only one until the first screen is painted. A prerendered
 * page shows, with its pictures, without any script. The app's scripts and the page's own chunk,
 * named by the server's HTML in <meta name="app-scripts"> tags, are only requested once the
 * page's main pictures have loaded and been painted: those the server marked
 * fetchpriority="high" (the hero's first slide, a listing's first card, an item's cover: the
 * page's Largest Contentful Paint). Until then the scripts take neither bandwidth from those
 * pictures nor the main thread from their paint. Clicks on buttons in the meantime (and before
 * this script has run) are noted by the page's inline head script and replayed once the app
 * listens (src/shared/early-clicks-script.ts, src/lib/early-clicks.ts); links and the search form
 * work without a script. docs/decisions.md, "Scripts after the first screen".
 */
import { nextPaint } from '@/lib/next-paint';

/** The longest the scripts wait for the main pictures (a slow network): then they load anyway. */
const MAX_PICTURE_WAIT_MS = 1500;

/** Resolves once the prerendered page's main pictures have loaded (or failed), or after a cap. */
function mainPicturesLoaded(root: Element): Promise<unknown> {
  const pending = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (img) => !img.complete,
  );
  if (pending.length === 0) return Promise.resolve();
  const loaded = pending.map(
    (img) =>
      new Promise((done) => {
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
      }),
  );
  return Promise.race([
    Promise.all(loaded),
    new Promise((done) => setTimeout(done, MAX_PICTURE_WAIT_MS)),
  ]);
}

/**
 * Adds the scripts the page's <meta name="app-scripts"> tags name (the page's own chunk, then the
 * app's); they run in that order, as deferred scripts would.
 */
function loadAppScripts() {
  const names = [...document.querySelectorAll('meta[name="app-scripts"]')].flatMap(
    (meta) => meta.getAttribute('content')?.split(' ') ?? [],
  );
  for (const src of names.filter(Boolean)) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.append(script);
  }
}

async function boot() {
  const root = document.getElementById('root');
  if (root?.hasChildNodes()) {
    await mainPicturesLoaded(root);
    await nextPaint();
  }
  loadAppScripts();
}

void boot();
