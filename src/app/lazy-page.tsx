import type { ComponentType } from 'react';
import { lazyWithPreload } from '@/start/lazy-with-preload';

/** A page loaded on demand that can also be loaded ahead (before the first render). */
export interface LazyPage {
  (props: object): React.JSX.Element;
  /** Loads the page's chunk; once it has resolved the page renders without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * Like `React.lazy`, with a `preload()`: the entry loads the current page's chunk before its first
 * render, so the page (or the server's prerendered copy of it) is never replaced by a fallback.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const { Component, preload } = lazyWithPreload<object>(load);
  return Object.assign(Component, { preload });
}
