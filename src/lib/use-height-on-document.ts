import { useLayoutEffect, type RefObject } from 'react';

/**
 * While `shown`, the element's height as a custom property on the document (`--notice-bar-height`,
 * `--compare-bar-height`), for what floats at the foot of the screen (the social links' button)
 * to stand above the bars there rather than behind them.
 */
export function useHeightOnDocument(
  element: RefObject<HTMLElement | null>,
  shown: boolean,
  property: `--${string}`,
) {
  useLayoutEffect(() => {
    const bar = element.current;
    if (!shown || !bar) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(property, `${bar.offsetHeight}px`));
    observer.observe(bar);
    root.setProperty(property, `${bar.offsetHeight}px`);
    return () => {
      observer.disconnect();
      root.removeProperty(property);
    };
  }, [element, shown, property]);
}
