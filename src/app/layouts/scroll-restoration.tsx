import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { entryValues, historyEntryId } from '@/lib/history-entry';

/** How long a restored page may take to grow tall enough (its lists come from the cache). */
const RESTORE_WINDOW_MS = 1500;

/** Scroll positions by history entry, kept across documents for the tab. */
const positions = entryValues<number>('agrotec:scroll');

const jump = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/**
 * Back and Forward come back to where the visitor was; any other navigation starts at the top
 * (a `#section` address is scrolled by the home page itself). The position is applied once the
 * page is tall enough to hold it, so a list rebuilt from the cache a moment later still lands on
 * the same card, and it is applied instantly, not with the document's smooth scrolling.
 *
 * The page the document was loaded with is left where it is: the server rendered it and the
 * browser placed it, and on a phone the visitor may have scrolled it for seconds before the app
 * started (its scripts come after the main pictures). A reload, or Back to an entry of an earlier
 * document (from the offline page), still gets its saved position, unless the visitor has
 * already moved the page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entry = historyEntryId(location);
  const currentEntry = useRef(entry);
  /** The document's own entry until the first navigation inside the app. */
  const documentEntry = useRef<string | null>(entry);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => positions.set(currentEntry.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', positions.persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', positions.persist);
    };
  }, []);

  useLayoutEffect(() => {
    currentEntry.current = entry;
    if (entry !== documentEntry.current) documentEntry.current = null;
    const documentLoad = documentEntry.current !== null;
    const saved = positions.get(entry);
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
  }, [entry, location.hash, navigationType]);

  return null;
}
