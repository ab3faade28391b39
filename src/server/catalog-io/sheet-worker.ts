import { parentPort, workerData } from 'node:worker_threads';
import type { ItemKind } from '../db/tables';
import { HttpError } from '../lib/errors';
import { readSheetRows } from './read-sheet';

/*
 * The sheet worker: reads one uploaded spreadsheet off the server's main thread (see parse.ts,
 * which starts it, and sheet-worker-entry.ts, which finds this file built or not). It posts
 * { type: 'header' }, then { type: 'rows' } batches, then { type: 'done' }, or { type: 'refused' }
 * with the Spanish message and status of the first limit the file passes.
 */

export type SheetWorkerMessage =
  | { type: 'header'; fields: string[] }
  | { type: 'rows'; rows: unknown[] }
  | { type: 'done' }
  | { type: 'refused'; status: number; message: string }
  | { type: 'failed'; message: string };

const { kind, bytes } = workerData as { kind: ItemKind; bytes: Uint8Array };
const post = (message: SheetWorkerMessage) => parentPort!.postMessage(message);

readSheetRows(kind, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
  header: (fields) => post({ type: 'header', fields }),
  rows: (rows) => post({ type: 'rows', rows }),
}).then(
  () => post({ type: 'done' }),
  (err: unknown) =>
    post(
      err instanceof HttpError
        ? { type: 'refused', status: err.statusCode, message: err.message }
        : { type: 'failed', message: err instanceof Error ? err.message : String(err) },
    ),
);
