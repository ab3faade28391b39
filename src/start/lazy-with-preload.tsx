import { lazy, useEffect, useState, type ComponentType } from 'react';

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

/** Where a part's code stands: not asked for yet or on its way, there, or refused (no network). */
export type PartCode = 'waiting' | 'ready' | 'offline';

/**
 * Loads a part's chunk once `wanted`, and says when it is there. Without a connection (the chunk
 * not yet kept by the service worker) it answers 'offline', so the part can show what it shows
 * without its code rather than throw into the page's error boundary (a `lazy()` rendered before
 * its chunk had arrived would replace the whole page by the error page), and asks again when the
 * phone is back online.
 */
export function usePartCode(part: { preload: () => Promise<unknown> }, wanted: boolean): PartCode {
  const [state, setState] = useState<PartCode>('waiting');
  const ready = state === 'ready';
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    const load = () => {
      part.preload().then(
        () => live && setState('ready'),
        () => {
          if (live) setState('offline');
          window.addEventListener('online', load, { once: true });
        },
      );
    };
    load();
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [part, wanted, ready]);
  return state;
}
