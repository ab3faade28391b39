import { LazyMotion } from 'framer-motion';
import type { ReactNode } from 'react';

// `m.*` components render at once; their animation code arrives in a separate, later chunk.
const loadFeatures = () =>
  import(/* webpackChunkName: "motion" */ './motion-features').then((mod) => mod.default);

/** Wraps the site so every `m.*` element animates with lazily loaded features. */
export function MotionProvider({ children }: { children: ReactNode }) {
  return <LazyMotion features={loadFeatures}>{children}</LazyMotion>;
}
