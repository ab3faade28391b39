import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { CreateToasterReturn } from '@chakra-ui/react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

// The toast machinery (zag's toast store and Chakra's toaster, ~15 KB) is not needed until the
// first toast: the store and the view load then, in one chunk.
const loadStore = () => import(/* webpackChunkName: "toaster" */ './toaster-store');
const ToasterView = lazy(() => import(/* webpackChunkName: "toaster" */ './toaster-view'));

let store: ReturnType<typeof loadStore> | null = null;
let asked = false;
const askers = new Set<() => void>();

/**
 * One toaster for the whole app: `toaster.create({ title, type })` from anywhere. The toast shows
 * once its code has loaded (precached by the service worker, so offline too).
 */
export const toaster = {
  create(options: ToastOptions) {
    if (!asked) {
      asked = true;
      for (const ask of askers) ask();
    }
    store ??= loadStore();
    store.then(
      (loaded) => loaded.toaster.create(options),
      () => {
        // The chunk could not load (no signal, not cached yet): the next toast tries again.
        store = null;
      },
    );
  },
};

/** Mounts the toast region the first time something calls `toaster.create`. */
export function Toaster() {
  const [needed, setNeeded] = useState(asked);
  useEffect(() => {
    if (needed) return;
    // A transition: the region's code and first render run in slices, never as one long task.
    const ask = () => startTransition(() => setNeeded(true));
    if (asked) ask();
    askers.add(ask);
    return () => void askers.delete(ask);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
