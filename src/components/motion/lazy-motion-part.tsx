import { Suspense, useState, type ComponentType } from 'react';
import { lazyWithPreload } from '@/start/lazy-with-preload';

/** A component whose code (and framer-motion with it) is a chunk loaded on demand. */
export interface LazyMotionPart<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the chunk (on the first sign of intent: a pointer over, a focus, a press). */
  preload: () => Promise<unknown>;
}

/**
 * Wraps an animated part (a menu's panel, an accordion's body) whose animations need
 * framer-motion: its chunk is loaded the first time it renders, or earlier through `preload()`,
 * so framer-motion is never part of a page's first load. A part mounted once the chunk is there
 * renders at once; one mounted earlier renders nothing until the chunk arrives (while React
 * hydrates, it keeps the server's HTML of the part instead: a Suspense boundary that suspends
 * during hydration stays as the server sent it).
 */
export function lazyMotionPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyMotionPart<P> {
  const { Component, preload } = lazyWithPreload(load);
  const Part = (props: P) => (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
  Part.preload = preload;
  return Part;
}

/**
 * True from the first time `open` is true on: an animated part mounts at its first opening and
 * stays mounted, so that it can animate its closing.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
