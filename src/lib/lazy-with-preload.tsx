import { lazy, useState, type ComponentType } from 'react';

export interface PreloadableComponent<P extends object> {
  /**
   * Renders the component: directly when its chunk was there when it mounted, else through
   * `React.lazy` (it suspends until the chunk arrives). Decided once per mount: switching from one
   * to the other on a later render would remount it and lose its state.
   */
  Component: (props: P) => React.JSX.Element;
  /**
   * Starts loading the chunk (once; again after a failed load, e.g. no connection); resolves when
   * the component is there.
   */
  preload: () => Promise<unknown>;
}

/**
 * `React.lazy` with a `preload()`, shared by the route pages (src/app/lazy-page.tsx) and the
 * lazily loaded animated parts (src/components/motion/lazy-motion-part.tsx).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Component(props: P) {
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
