import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api';
import { sessionExpired } from '@/stores/session-slice';
import type { Resource } from '@/lib/catalog-api';
import { useAppDispatch } from '@/lib/hooks';
import { useSession } from '@/stores/session-hooks';
import { imageWriteTags } from '@/lib/catalog-api';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIZE_TEXT } from '@/shared/catalog';
import { uploadImageFile, UploadError, type UploadHandle } from './upload-image-file';

type UploadStatus = 'queued' | 'uploading' | 'done' | 'error';

export interface UploadEntry {
  key: string;
  fileName: string;
  /** A local preview (object URL), or null where the browser cannot make one. */
  previewUrl: string | null;
  /** 0..100 */
  progress: number;
  status: UploadStatus;
  message?: string;
}

/** How long a finished upload stays in the list before its image takes over in the gallery. */
const DONE_VISIBLE_MS = 1500;

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' && file.type.startsWith('image/')
    ? URL.createObjectURL(file)
    : null;

let nextKey = 0;

/**
 * Uploads files one request each, one after another (the gallery keeps the order they were
 * chosen in), with progress per file. A refused file keeps its message and does not stop the
 * others; each success refreshes the gallery, the item and the lists through their tags.
 */
export function useImageUploads(resource: Resource, id: number) {
  const dispatch = useAppDispatch();
  const token = useSession((s) => s.token);
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef<Array<{ key: string; file: File }>>([]);
  const current = useRef<UploadHandle | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  const tokenRef = useRef(token);
  const timers = useRef<number[]>([]);

  const entriesRef = useRef(entries);

  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  useEffect(() => {
    entriesRef.current = entries;
  }, [entries]);

  const update = useCallback((key: string, change: Partial<UploadEntry>) => {
    if (!mounted.current) return;
    setEntries((list) =>
      list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  }, []);

  const remove = useCallback((key: string) => {
    setEntries((list) => {
      const gone = list.find((entry) => entry.key === key);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((entry) => entry.key !== key);
    });
  }, []);

  const runQueue = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    while (queue.current.length > 0 && mounted.current) {
      const { key, file } = queue.current.shift()!;
      update(key, { status: 'uploading', progress: 0 });
      const handle = uploadImageFile({
        resource,
        id,
        file,
        token: tokenRef.current,
        onProgress: (fraction) => update(key, { progress: Math.round(fraction * 100) }),
      });
      current.current = handle;
      try {
        await handle.done;
        update(key, { status: 'done', progress: 100 });
        dispatch(api.util.invalidateTags([...imageWriteTags(resource, id)]));
        timers.current.push(window.setTimeout(() => remove(key), DONE_VISIBLE_MS));
      } catch (error) {
        const failure =
          error instanceof UploadError ? error : new UploadError(0, 'No se pudo subir la imagen.');
        update(key, { status: 'error', message: failure.message });
        if (failure.status === 401) {
          queue.current = [];
          dispatch(sessionExpired());
        }
      } finally {
        current.current = null;
      }
    }
    running.current = false;
  }, [dispatch, id, remove, resource, update]);

  const addFiles = useCallback(
    (files: File[]) => {
      const added: UploadEntry[] = files.map((file) => {
        const key = `upload-${++nextKey}`;
        const tooBig = file.size > MAX_IMAGE_BYTES;
        if (!tooBig) queue.current.push({ key, file });
        return {
          key,
          fileName: file.name,
          previewUrl: previewOf(file),
          progress: 0,
          status: tooBig ? 'error' : 'queued',
          message: tooBig
            ? `«${file.name}»: el archivo supera el límite de ${MAX_IMAGE_SIZE_TEXT}.`
            : undefined,
        };
      });
      setEntries((list) => [...list, ...added]);
      void runQueue();
    },
    [runQueue],
  );

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      queue.current = [];
      current.current?.abort();
      pending.forEach((timer) => window.clearTimeout(timer));
      entriesRef.current.forEach(
        (entry) => entry.previewUrl && URL.revokeObjectURL(entry.previewUrl),
      );
    };
  }, []);

  return { entries, addFiles, dismiss: remove };
}
