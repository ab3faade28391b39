import { useEffect, useState } from 'react';
import { TOKEN_HEADER } from './api';
import { useAppSelector } from './hooks';

/**
 * The address to show a catalogue picture at in the admin area. A published item's pictures are
 * public (the address itself, cached by the browser); a draft's answer only with the admin's
 * token, which an `<img>` cannot send, so they are fetched with it and shown from an object URL
 * (released when the picture leaves the screen). Undefined until a draft's picture is there.
 */
export function useAuthorisedImageSrc(url: string | null, draft: boolean): string | undefined {
  const token = useAppSelector((s) => s.session.token);
  const [fetched, setFetched] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url || !draft || !token) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetch(url, {
      headers: { [TOKEN_HEADER]: token, accept: 'image/webp,image/jpeg' },
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setFetched({ url, src: objectUrl });
      })
      // Aborted or failed: the picture stays empty, its box keeps its size.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (!objectUrl) return;
      URL.revokeObjectURL(objectUrl);
      // Released: never shown again. A draft published and then back to a draft (the server
      // refused the change) fetches its picture afresh instead of showing the released address,
      // which the browser can no longer load (net::ERR_FILE_NOT_FOUND).
      const released = objectUrl;
      setFetched((shown) => (shown?.src === released ? null : shown));
    };
  }, [url, draft, token]);
  if (!url) return undefined;
  if (!draft) return url;
  return fetched?.url === url ? fetched.src : undefined;
}
