import { lazy, Suspense, type ComponentType } from 'react';

/** A component whose code (and framer-motion with it) is a chunk loaded on demand. */
export interface LazyMotionPart<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the chunk (on the first sign of intent: a pointer over, a focus, a press). */
  preload: () => Promise<unknown>;
}

/**
 * Wraps an animated part (a menu's panel, an accordion's body) whose animations need
 * framer-motion: its chunk is loaded the first time it renders, or earlier through `preload()`,
 * so framer-motion is never part of a page's first load. Until the chunk is there the part
 * renders nothing; while React hydrates it keeps the server's HTML of the part instead
 * (a Suspense boundary that suspends during hydration stays as the server sent it).
 */
export function lazyMotionPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyMotionPart<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (pending ??= load());
  const Loaded = lazy(preload);
  const Part = (props: P) => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
  Part.preload = preload;
  return Part;
}
