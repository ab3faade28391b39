import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { historyEntryId } from '@/lib/history-entry';

/*
 * What the scroll restoration (src/start/scroll-restoration.tsx) waits for before it puts a
 * page back where the visitor left it, rather than for a fixed time: on the visitor's phone a page
 * can take seconds to be there again.
 * - The page itself: its code may still be downloading, and a prerendered page is hydrated after
 *   the app's frame (it is a Suspense boundary of its own). `<PageShown />`, rendered with the
 *   page inside the boundary that waits for it, says when it has committed.
 * - A part of the page still coming back, such as a listing loading again, one after the other,
 *   the pages of cards it had (`useHoldScrollRestoration`).
 */
const holds = new Set<symbol>();
let shownEntry: string | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Calls `listener` when a hold starts or ends and when a page is shown; returns the unsubscribe. */
export function onScrollHoldChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether some part of the page is still coming back. */
export const scrollRestorationHeld = () => holds.size > 0;

/** Whether the page of history entry `entry` has committed. */
export const pageShownFor = (entry: string) => shownEntry === entry;

/** Holds the scroll restoration while `comingBack` is true. */
export function useHoldScrollRestoration(comingBack: boolean) {
  // A layout effect: the hold is there before the restoration first looks, at the frame after
  // the page's commit.
  useLayoutEffect(() => {
    if (!comingBack) return;
    const hold = Symbol('scroll-hold');
    holds.add(hold);
    changed();
    return () => {
      holds.delete(hold);
      changed();
    };
  }, [comingBack]);
}

/** Rendered with a layout's page (next to its `<Outlet />`, inside its Suspense boundary). */
export function PageShown() {
  const entry = historyEntryId(useLocation());
  useLayoutEffect(() => {
    shownEntry = entry;
    changed();
  }, [entry]);
  return null;
}

/**
 * The router state of a navigation that stays where the visitor is (a listing's sort or filter
 * changed in place, the address replaced): `navigate(to, { replace: true, state: KEEP_SCROLL })`.
 * Any other navigation starts at the top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { keepScroll?: unknown }).keepScroll === true;
