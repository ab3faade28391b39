import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { entryValues, historyEntryId } from '@/lib/history-entry';
import {
  keepsScroll,
  onScrollHoldChange,
  pageShownFor,
  scrollRestorationHeld,
} from '@/start/scroll-hold';

/** How long a page, once shown, may take to grow tall enough without saying it is still growing. */
const RESTORE_WINDOW_MS = 1500;
/** How long the page, and the parts of it that say they are coming back, are waited for at most. */
const HELD_RESTORE_MS = 20_000;
/** What the visitor does to take the page over: a restoration still waiting gives up. */
const TAKE_OVER_EVENTS = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

/** Scroll positions by history entry, kept across documents for the tab. */
const positions = entryValues<number>('agrotec:scroll');

const jump = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/**
 * Back and Forward come back to where the visitor was; an address replaced in place (KEEP_SCROLL)
 * stays where it is; any other navigation starts at the top
 * (a `#section` address is scrolled by the home page itself). The position is applied once the
 * page is tall enough to hold it, so a list rebuilt from the cache a moment later still lands on
 * the same card, and it is applied instantly, not with the document's smooth scrolling. It waits
 * for the page to be there (its code, its hydration) and for a part of it that is still coming
 * back (a listing loading again the pages it had, from the phone's cache): seconds on the
 * visitor's phone (src/start/scroll-hold.ts). A visitor who touches the page first keeps it.
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
    if (navigationType === 'REPLACE' && keepsScroll(location.state)) {
      // The same page in place (a listing's filter): the new entry starts where the old one was.
      positions.set(entry, window.scrollY);
      return;
    }
    if (navigationType !== 'POP' || saved === undefined) {
      if (!location.hash && !documentLoad) jump(0);
      return;
    }
    if (documentLoad && window.scrollY !== 0) return;
    /** When the page was there with nothing held: the window for its growth starts there. */
    let readyAt: number | null = null;
    let frame = 0;
    const cap = window.setTimeout(() => finish(), HELD_RESTORE_MS);
    const stop = () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(cap);
      unsubscribe();
      for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop);
    };
    const finish = () => {
      stop();
      jump(saved);
    };
    const check = () => {
      // The page not there yet (its code, its hydration), or a part of it still coming back: the
      // room left now (the server's first cards, loading cards) is not where the visitor was.
      // The change that ends the wait looks again (no polling: frames asked for all along would
      // slow the very rendering waited for).
      if (!pageShownFor(entry) || scrollRestorationHeld()) return;
      readyAt ??= performance.now();
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= saved || performance.now() - readyAt >= RESTORE_WINDOW_MS) finish();
      else frame = requestAnimationFrame(check);
    };
    const lookAgain = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    const unsubscribe = onScrollHoldChange(lookAgain);
    for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { passive: true });
    // First at the next frame, before it is painted: by then the layout effects of this commit
    // (the page's, after this one) have said whether it is there and what is still coming back.
    lookAgain();
    return stop;
  }, [entry, location.hash, location.state, navigationType]);

  return null;
}
