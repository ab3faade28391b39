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
// when the visitor first interacts. Every animation on the site (the bar hiding on scroll, menus,
// the accordion, the social links) answers an interaction, so none is needed for the first paint.
const loadFeatures = () =>
  firstInteraction()
    .then(() => import(/* webpackChunkName: "motion" */ './motion-features'))
    .then((mod) => mod.default);

/** Wraps the site so every `m.*` element animates with lazily loaded features. */
export function MotionProvider({ children }: { children: ReactNode }) {
  return <LazyMotion features={loadFeatures}>{children}</LazyMotion>;
}
