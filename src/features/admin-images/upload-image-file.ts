import { TOKEN_HEADER } from '@/lib/api';
import { NO_CONNECTION_MESSAGE } from '@/lib/no-connection';
import type { Resource } from '@/lib/catalog-api';
import type { ImageName } from '@/shared/schemas/common';

const UPLOAD_TIMEOUT_MS = 120_000;

export class UploadError extends Error {
  constructor(
    /** HTTP status, or 0 when the server was not reached. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadRequest {
  resource: Resource;
  id: number;
  file: File;
  token: string | null;
  /** Share of the bytes sent, 0..1. */
  onProgress: (fraction: number) => void;
}

export interface UploadHandle {
  done: Promise<ImageName[]>;
  abort: () => void;
}

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: fall through to a generic message.
  }
  return 'No se pudo subir la imagen. Intente de nuevo.';
}

/**
 * One file in its own multipart request. XMLHttpRequest rather than fetch because only it reports
 * upload progress (upload.onprogress).
 */
export function uploadImageFile({
  resource,
  id,
  file,
  token,
  onProgress,
}: UploadRequest): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ImageName[]>((resolve, reject) => {
    xhr.open('POST', `/api/${resource}/images/upload/${id}`);
    if (token) xhr.setRequestHeader(TOKEN_HEADER, token);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          resolve(JSON.parse(xhr.responseText) as ImageName[]);
        } catch {
          resolve([]);
        }
      } else {
        reject(new UploadError(xhr.status, messageOf(xhr)));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, NO_CONNECTION_MESSAGE));
    xhr.ontimeout = () =>
      reject(new UploadError(0, 'La subida tardó demasiado. Intente de nuevo.'));
    xhr.onabort = () => reject(new UploadError(0, 'Subida cancelada'));
    const body = new FormData();
    body.append('files', file, file.name);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
