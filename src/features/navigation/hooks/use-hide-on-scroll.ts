import { useCallback, useEffect, useState } from 'react';

/** Ignore jitters smaller than this (px) so the bar does not flicker. */
const MIN_DELTA = 6;

/**
 * True while the page scrolls down past `offset`, false again as soon as it scrolls up:
 * the navigation bar hides on scroll down and shows on scroll up (SPEC.md §2).
 * `reveal` shows the bar at once (keyboard focus entered it, a menu opened).
 */
export function useHideOnScroll(offset = 96) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    // Read in an animation frame, not during the mount's task: reading it there would force the
    // browser to lay the new page out in the middle of that (already long) task.
    let lastY: number | null = null;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      lastY ??= 0;
      const delta = y - lastY;
      if (y <= offset) setHidden(false);
      else if (Math.abs(delta) >= MIN_DELTA) setHidden(delta > 0);
      if (Math.abs(delta) >= MIN_DELTA || y <= offset) lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The visitor may have scrolled before the bar was hydrated (no listener yet): catch up once.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [offset]);

  const reveal = useCallback(() => setHidden(false), []);
  return { hidden, reveal };
}
