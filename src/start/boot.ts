/*
 * The page's first script, and its only one until the first screen is painted. A prerendered
 * page shows, with its pictures, without any script. The app's scripts and the page's own chunk,
 * named by the server's HTML in <meta name="app-scripts"> tags, are only requested once the
 * page's main pictures have loaded and the browser has shown them: those the server marked
 * fetchpriority="high" and with an Element Timing name (src/lib/main-picture.ts: the hero's first
 * slide, a listing's first card, an item's cover: the page's Largest Contentful Paint). Until
 * then the scripts take neither bandwidth from those pictures nor the main thread from their
 * paint. Clicks on buttons in the meantime (and before this script has run) are noted by the
 * page's inline head script and replayed once the app listens (src/shared/early-clicks-script.ts,
 * src/start/early-clicks.ts); links and the search form work without a script. docs/decisions.md,
 * "Scripts after the first screen".
 */
import { MAIN_PICTURE_TIMING } from '@/lib/main-picture';
import { nextPaint } from '@/lib/next-paint';

/** The longest the scripts wait for the main pictures (a slow network): then they load anyway. */
const MAX_PICTURE_WAIT_MS = 1500;

const pictureLoaded = (img: HTMLImageElement) =>
  img.complete
    ? Promise.resolve()
    : new Promise((done) => {
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
      });

/** Whether a picture has its bytes: one that failed is never painted. */
const hasBytes = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

/**
 * The pictures among these that are in view, as the browser's next frame lays them out: an
 * IntersectionObserver reports each one's place after the frame's own layout. Asking each for its
 * box here instead (getBoundingClientRect) laid the whole page out at once, inside the task that
 * parsed its last bytes (a listing at 400 px: 9-22 ms of layout in a task of 30 ms of CPU,
 * unthrottled; docs/decisions.md, "Scripts after the first screen").
 */
function inView(pictures: HTMLImageElement[]): Promise<HTMLImageElement[]> {
  if (pictures.length === 0) return Promise.resolve([]);
  if (typeof IntersectionObserver === 'undefined') {
    return Promise.resolve(
      pictures.filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      }),
    );
  }
  return new Promise((resolve) => {
    const seen = new Map<Element, boolean>();
    // Each observed picture is reported once as observation starts, in view or not.
    const observer = new IntersectionObserver((entries) => {
      for (const { target, isIntersecting, intersectionRect } of entries) {
        seen.set(target, isIntersecting && intersectionRect.width * intersectionRect.height > 0);
      }
      if (seen.size < pictures.length) return;
      observer.disconnect();
      resolve(pictures.filter((img) => seen.get(img)));
    });
    for (const img of pictures) observer.observe(img);
  });
}

/**
 * Resolves once the browser has shown these pictures: their Element Timing entries, whose time
 * is the frame's presentation (the moment Largest Contentful Paint reports too). A frame
 * requested with requestAnimationFrame is only on its way to the screen, and on a busy phone
 * the scripts' requests then left before the picture was on it. Where Element Timing is not
 * supported, in the task after the next frame.
 */
function painted(pictures: HTMLImageElement[]) {
  const elementTiming =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('element');
  if (pictures.length === 0 || !elementTiming) return nextPaint();
  return new Promise<void>((resolve) => {
    const waiting = new Set<Element>(pictures);
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
        if (entry.element) waiting.delete(entry.element);
      }
      if (waiting.size > 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'element', buffered: true });
  });
}

/**
 * Resolves once the prerendered page's main pictures have loaded (or failed) and those in view
 * have been painted, or after a cap.
 */
function mainPicturesShown(root: Element): Promise<unknown> {
  const pictures = [
    ...root.querySelectorAll<HTMLImageElement>(`img[elementtiming="${MAIN_PICTURE_TIMING}"]`),
  ];
  const shown = Promise.all(pictures.map(pictureLoaded))
    .then(() => inView(pictures.filter(hasBytes)))
    .then(painted);
  return Promise.race([shown, new Promise((done) => setTimeout(done, MAX_PICTURE_WAIT_MS))]);
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
  if (root?.hasChildNodes()) await mainPicturesShown(root);
  loadAppScripts();
}

void boot();
