/**
 * A controllable IntersectionObserver for component tests: `observed()` lists what is being
 * watched, `scrollIntoView(element)` tells its observer that the element became visible.
 */
export function installIntersectionObserver() {
  const observers = new Set<FakeObserver>();
  const saved = globalThis.IntersectionObserver;

  class FakeObserver {
    readonly elements = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    reveal(element: Element) {
      const entry = {
        target: element,
        isIntersecting: true,
        intersectionRatio: 1,
      } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }

  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    observed: () => [...observers].flatMap((observer) => [...observer.elements]),
    scrollIntoView: (element: Element) => {
      for (const observer of observers)
        if (observer.elements.has(element)) observer.reveal(element);
    },
    restore: () => {
      globalThis.IntersectionObserver = saved;
    },
  };
}
