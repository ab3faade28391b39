import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'agrotec:scroll';
/** How long a restored page may take to grow tall enough (its lists come from the cache). */
const RESTORE_WINDOW_MS = 1500;

/** Scroll positions by history entry (`location.key`), kept across reloads for the tab. */
let positions: Map<string, number> | null = null;

function savedPositions(): Map<string, number> {
  if (!positions) {
    positions = new Map(readStored());
    // A page opened without history state is the entry 'default': a new visit, not a return.
    if (!(window.history.state as { key?: string } | null)?.key) positions.delete('default');
  }
  return positions;
}

function readStored(): Array<[string, number]> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as Array<[string, number]>) : [];
  } catch {
    return [];
  }
}

function store() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...savedPositions()].slice(-50)));
  } catch {
    // Private mode or a full quota: positions still work within this page's life.
  }
}

const jump = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/**
 * Back and Forward come back to where the visitor was; any other navigation starts at the top
 * (a `#section` address is scrolled by the home page itself). The position is applied once the
 * page is tall enough to hold it, so a list rebuilt from the cache a moment later still lands on
 * the same card, and it is applied instantly, not with the document's smooth scrolling.
 *
 * The page the document was loaded with is left where it is: the server rendered it and the
 * browser placed it, and on a phone the visitor may have scrolled it for seconds before the app
 * started (its scripts come after the main pictures). A reload or a return to an entry of an
 * earlier document still gets its saved position, unless the visitor has already moved the page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  /** The document's own entry until the first navigation inside the app. */
  const documentKey = useRef<string | null>(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => savedPositions().set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', store);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (location.key !== documentKey.current) documentKey.current = null;
    const documentLoad = documentKey.current !== null;
    const saved = savedPositions().get(location.key);
    if (navigationType !== 'POP' || saved === undefined) {
      if (!location.hash && !documentLoad) jump(0);
      return;
    }
    if (documentLoad && window.scrollY !== 0) return;
    const started = performance.now();
    let frame = 0;
    const restore = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= saved || performance.now() - started > RESTORE_WINDOW_MS) {
        jump(saved);
        return;
      }
      frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash, navigationType]);

  return null;
}
