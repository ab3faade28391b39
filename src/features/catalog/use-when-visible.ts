import { useEffect, useRef, useState } from 'react';

/** How far above the viewport an element still counts as reached. */
const SCROLLED_PAST_MARGIN_PX = 1_000_000;

/**
 * A callback ref for an element; `onVisible` runs each time that element scrolls into view or
 * past it (the observed area reaches far above the viewport, so a fast fling or the End key that
 * jumps over the element still counts). A new element (the marker moved) is observed afresh, so
 * it fires at once if it is already in view or above it.
 */
export function useWhenVisible(onVisible: () => void) {
  const [element, setElement] = useState<Element | null>(null);
  const latest = useRef(onVisible);

  useEffect(() => {
    latest.current = onVisible;
  });

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `${SCROLLED_PAST_MARGIN_PX}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return setElement;
}
