import { LazyMotion } from 'framer-motion';
import type { ReactNode } from 'react';

/** Anything that can start one of the site's animations: all of them answer the visitor. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Resolves at the visitor's first scroll, tap, click or key press. */
function firstInteraction() {
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, done, { capture: true, passive: true });
    }
  });
}

// `m.*` components render at once; their animation code is a chunk of its own that is fetched
// when the visitor first interacts (anywhere on the page: a provider that mounts later loads it at
// once). Every animation on the site (menus, the accordion, the social links) answers an
// interaction, so none is needed for the first paint.
const interacted = typeof window === 'undefined' ? null : firstInteraction();

/**
 * Resolves when the browser is idle: the interaction that asked for the features (a click that
 * opens a page, a tap) does its own work first, and the features load after it.
 */
function idle() {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 200);
  });
}

const loadFeatures = () =>
  (interacted ?? Promise.resolve())
    .then(idle)
    .then(() => import(/* webpackChunkName: "motion" */ './motion-features'))
    .then((mod) => mod.default);

/**
 * Makes the `m.*` elements inside it animate, with lazily loaded features. It wraps each part of
 * the page that animates, inside its `Hydrate` boundary, never the whole site: the provider's
 * context changes when the features arrive, and a context change above a part that has not
 * hydrated yet would hold the whole update until that part hydrates (src/lib/hydration.tsx).
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return <LazyMotion features={loadFeatures}>{children}</LazyMotion>;
}
