import path from 'node:path';

/**
 * Where the sheet worker is and how to start it. From the sources (tsx, Jest): sheet-worker.ts
 * beside this file, loaded through tsx's require hook (the worker is a plain Node thread: Jest's
 * transform does not reach it). The server's build (scripts/build-server.mjs) replaces this
 * module with one naming dist/server/sheet-worker.mjs, built as an entry of its own.
 */
export const sheetWorkerEntry = (): { file: string | URL; execArgv: string[] } => ({
  file: path.join(__dirname, 'sheet-worker.ts'),
  execArgv: ['--require', 'tsx/cjs'],
});
