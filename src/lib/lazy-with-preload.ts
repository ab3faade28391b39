import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadableComponent<P extends object> {
  /** `React.lazy` over the same chunk: suspends until it has loaded. */
  Lazy: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the chunk (once); resolves when the component is there. */
  preload: () => Promise<unknown>;
  /** The component once its chunk has loaded, to render without suspending; null before. */
  loaded: () => ComponentType<P> | null;
}

/**
 * `React.lazy` with a `preload()` and a synchronous look at the loaded component, shared by the
 * route pages (src/app/lazy-page.tsx) and the lazily loaded animated parts
 * (src/components/motion/lazy-motion-part.tsx).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      component = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: component! })));
  return { Lazy, preload, loaded: () => component };
}
