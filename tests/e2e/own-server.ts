import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { E2E_ENV } from './env';

/*
 * A built server of a spec's own (dist/server/main.mjs), to stop and start again: the offline
 * tests need a real outage, which Playwright's shared webServer cannot give (and
 * `context.setOffline` does not cut a service worker's own requests).
 */

const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'dist/server/main.mjs');

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

export interface OwnServerOptions {
  port: number;
  /** Kept between a stop and the next start: the same catalogue and secrets. */
  dataDir: string;
  /** The built client to serve (CLIENT_DIR); dist/client when unset. */
  clientDir?: string;
}

export const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'agrotec-e2e-own-'));

async function answers(url: string) {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

export async function startServer({ port, dataDir, clientDir }: OwnServerOptions) {
  const url = `http://127.0.0.1:${port}`;
  const stderr: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...E2E_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(clientDir ? { CLIENT_DIR: clientDir } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer on ${url}: ${stderr.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const server: OwnServer = {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  return server;
}

/**
 * A second build of the client as a browser sees one: a copy of dist/client whose service worker
 * differs (its bytes carry another build id), beside the same prerender (dist/ssr). A rebuild
 * that changes no page code changes the worker just so; one that does also changes its
 * precache list, which the browser treats the same way: a new worker to install. The worker's
 * compressed copies are written again too, as the build writes them (the server sends those).
 */
export function copyOfBuild(buildId: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'agrotec-e2e-build-'));
  const client = path.join(folder, 'client');
  cpSync(path.join(ROOT, 'dist/client'), client, { recursive: true });
  symlinkSync(path.join(ROOT, 'dist/ssr'), path.join(folder, 'ssr'));
  const worker = path.join(client, 'sw.js');
  const code = `${readFileSync(worker, 'utf8')}\n// build ${buildId}\n`;
  writeFileSync(worker, code);
  writeFileSync(`${worker}.br`, brotliCompressSync(code));
  writeFileSync(`${worker}.gz`, gzipSync(code));
  return client;
}
