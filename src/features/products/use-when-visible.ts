import { useEffect, useRef, useState } from 'react';

/**
 * A callback ref for an element; `onVisible` runs each time that element scrolls into view.
 * A new element (the marker moved) is observed afresh, so it fires at once if already visible.
 */
export function useWhenVisible(onVisible: () => void) {
  const [element, setElement] = useState<Element | null>(null);
  const latest = useRef(onVisible);

  useEffect(() => {
    latest.current = onVisible;
  });

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return setElement;
}
