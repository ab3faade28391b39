import { useEffect, useRef, useState } from 'react';

/** How far above the viewport an element still counts as reached. */
const SCROLLED_PAST_MARGIN_PX = 1_000_000;

/**
 * A callback ref for an element; `onVisible` runs each time that element scrolls into view or
 * past it (the observed area reaches far above the viewport, so a fast fling or the End key that
 * jumps over the element still counts). A new element (the marker moved) is observed afresh, so
 * it fires at once if it is already in view or above it; and so does `ready` turning true while
 * the element is in view.
 */
export function useWhenVisible(onVisible: () => void, ready = true) {
  const [element, setElement] = useState<Element | null>(null);
  const latest = useRef(onVisible);
  /** The element is in view now (the observer reports changes only). */
  const inView = useRef(false);

  useEffect(() => {
    latest.current = onVisible;
  });

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        inView.current = entries.some((entry) => entry.isIntersecting);
        if (inView.current) latest.current();
      },
      { rootMargin: `${SCROLLED_PAST_MARGIN_PX}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      inView.current = false;
    };
  }, [element]);

  // Ready again while the element stays in view (the next page failed, then the signal came
  // back): the observer has nothing new to report, so the call is made here.
  useEffect(() => {
    if (ready && inView.current) latest.current();
  }, [ready]);

  return setElement;
}
