import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster-store';

export { toaster };

// The toast machinery (~15 KB) is not needed until the first toast: it loads then.
const ToasterView = lazy(() => import(/* webpackChunkName: "toaster" */ './toaster-view'));

/** Mounts the toast region the first time something calls `toaster.create`. */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    // A transition: the region's code and first render run in slices, never as one long task.
    return toaster.subscribe(() => startTransition(() => setNeeded(true)));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
