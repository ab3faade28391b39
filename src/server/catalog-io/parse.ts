import { Worker } from 'node:worker_threads';
import type { ItemKind } from '../db/tables';
import { HttpError } from '../lib/errors';
import type { Field } from './columns';
import type { SheetRow } from './read-sheet';
import type { SheetWorkerMessage } from './sheet-worker';
import { sheetWorkerEntry } from './sheet-worker-entry';

export type { SheetRow } from './read-sheet';

export interface Sheet {
  /** The fields the file has a column for: the others are left as they are. */
  fields: Set<Field>;
  rows: SheetRow[];
}

/** The worker's heap: a file that needs more is refused (it cannot grow the process further). */
const WORKER_HEAP_MB = 160;
/** A file still being read after this long is refused (a workbook that inflates without end). */
const SHEET_READ_MS = 120_000;

const tooComplex = () =>
  new HttpError(
    413,
    'El archivo es demasiado grande o complejo para leerlo: divídalo en partes o guárdelo de nuevo.',
  );

/** One spreadsheet read at a time: two admins' uploads never hold two workers' memory. */
let queue: Promise<unknown> = Promise.resolve();

function readInWorker(kind: ItemKind, bytes: Buffer, timeoutMs: number): Promise<Sheet> {
  const { file, execArgv } = sheetWorkerEntry();
  return new Promise<Sheet>((resolve, reject) => {
    const fields = new Set<Field>();
    const rows: SheetRow[] = [];
    let settled = false;
    const worker = new Worker(file, {
      // The bytes are copied into the worker (20 MB at most); the upload keeps its own.
      workerData: { kind, bytes },
      execArgv,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
      stdout: false,
      stderr: false,
    });
    const finish = (err: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (err) reject(err);
      else resolve({ fields, rows });
    };
    const timer = setTimeout(() => finish(tooComplex()), timeoutMs);
    worker.on('message', (message: SheetWorkerMessage) => {
      switch (message.type) {
        case 'header':
          for (const field of message.fields) fields.add(field as Field);
          break;
        case 'rows':
          for (const row of message.rows as SheetRow[]) rows.push(row);
          break;
        case 'done':
          finish(null);
          break;
        case 'refused':
          finish(new HttpError(message.status, message.message));
          break;
        case 'failed':
          finish(new Error(`sheet worker: ${message.message}`));
          break;
      }
    });
    worker.on('error', (err: Error & { code?: string }) =>
      finish(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : err),
    );
    worker.on('exit', (code) =>
      finish(new Error(`sheet worker exited with ${code} before it answered`)),
    );
  });
}

/**
 * Reads a CSV or Excel file into rows of fields in a worker thread, so that no file (valid or
 * hostile) blocks the event loop; refuses it whole when it cannot be read or passes a limit.
 */
export function readSheet(kind: ItemKind, bytes: Buffer): Promise<Sheet> {
  const turn = queue.then(() => readInWorker(kind, bytes, SHEET_READ_MS));
  queue = turn.catch(() => undefined);
  return turn;
}
