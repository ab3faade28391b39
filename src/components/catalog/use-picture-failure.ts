import { useCallback, useEffect, useState } from 'react';
import { onReconnect, pwaState } from '@/lib/pwa/pwa-state';

/**
 * Whether a picture failed to load, and whether that was for want of a network (the phone
 * does not have it). A failed picture is tried again when the phone is back online. Give
 * `watchImage` and `onError` to the <img>.
 */
export function usePictureFailure(src: string | null | undefined) {
  const [failed, setFailed] = useState<{ src: string; offline: boolean } | null>(null);
  const failedNow = Boolean(src) && failed?.src === src;
  const onError = useCallback(() => {
    if (src) setFailed({ src, offline: !navigator.onLine || pwaState.getSnapshot().offline });
  }, [src]);
  // A picture of the server's page may have failed before its part hydrated (offline, one the
  // phone does not have): React never saw that error event. (One not yet loaded is not complete.)
  const watchImage = useCallback(
    (element: HTMLImageElement | null) => {
      if (element?.complete && element.naturalWidth === 0) onError();
    },
    [onError],
  );
  useEffect(() => {
    if (!failedNow) return;
    const retry = () => setFailed(null);
    window.addEventListener('online', retry);
    const stop = onReconnect(retry);
    return () => {
      window.removeEventListener('online', retry);
      stop();
    };
  }, [failedNow]);
  return { watchImage, onError, failed: failedNow, offline: failedNow && Boolean(failed?.offline) };
}
