import { domAnimation, LazyMotion } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * framer-motion's animation features for the `m.*` elements inside. Only the lazily loaded
 * animated parts (see lazy-motion-part.tsx) render it, so its code is never in a first load.
 */
export function MotionRoot({ children }: { children: ReactNode }) {
  return <LazyMotion features={domAnimation}>{children}</LazyMotion>;
}
