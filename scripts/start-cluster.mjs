// `npm run start:cluster`: N workers of the built server (dist/server/main.mjs) on one port, as a
// Node cluster. N comes from WEB_CONCURRENCY (default: the CPU count). The primary holds the
// port and hands connections to the workers; a worker that dies is replaced. The first worker
// starts alone (it migrates, creates the first admin and the demo catalogue), then the rest.
// Several workers need PostgreSQL (DATABASE_URL): on SQLite each process would keep its caches
// and sign-in counts apart from the others', so one worker only.
import cluster from 'node:cluster';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** A worker that dies sooner than this after its start counts as a crash loop: wait before the next. */
const HEALTHY_AFTER_MS = 10_000;
const RESTART_WAIT_MAX_MS = 10_000;

const log = (message) => process.stdout.write(`[cluster ${process.pid}] ${message}\n`);
const fail = (message) => {
  process.stderr.write(`Configuration error: ${message}\n`);
  process.exit(1);
};

function workerCount() {
  const given = process.env.WEB_CONCURRENCY;
  const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
  if (given === undefined || given === '') return postgres ? availableParallelism() : 1;
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    fail(`WEB_CONCURRENCY must be a whole number from 1 to 64: ${given}`);
  if (count > 1 && !postgres)
    fail('several workers need DATABASE_URL (PostgreSQL): with SQLite use WEB_CONCURRENCY=1.');
  return count;
}

function buildMissing() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  for (const [file, script] of [
    ['dist/client/index.html', 'build:client'],
    ['dist/server/main.mjs', 'build:server'],
  ]) {
    if (existsSync(file)) continue;
    const result = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const size = workerCount();
buildMissing();
cluster.setupPrimary({ exec: 'dist/server/main.mjs' });

let stopping = false;
let fannedOut = false;
let restartWait = 250;
const startedAt = new Map();

function fork() {
  const worker = cluster.fork();
  startedAt.set(worker.id, Date.now());
  return worker;
}

cluster.on('listening', (worker) => {
  log(`worker ${worker.process.pid} serving`);
  // The first worker has migrated and seeded: the others may start now.
  if (!fannedOut) {
    fannedOut = true;
    for (let i = 1; i < size; i++) fork();
  }
});

cluster.on('exit', (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
  startedAt.delete(worker.id);
  if (stopping) return;
  if (!fannedOut) {
    // Not one worker has served yet (a configuration error, an unreachable database): stop.
    log(`the first worker ended (${signal ?? `code ${code}`}) before serving`);
    process.exit(typeof code === 'number' && code !== 0 ? code : 1);
  }
  log(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`}): starting another`);
  restartWait = lived > HEALTHY_AFTER_MS ? 250 : Math.min(restartWait * 2, RESTART_WAIT_MAX_MS);
  setTimeout(
    () => {
      if (!stopping) fork();
    },
    lived > HEALTHY_AFTER_MS ? 0 : restartWait,
  );
});

function stop(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping the workers`);
  const workers = Object.values(cluster.workers ?? {});
  if (!workers.length) process.exit(0);
  // Each worker closes itself on SIGTERM (finishes its requests, closes the database).
  for (const worker of workers) worker.process.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill('SIGKILL');
    process.exit(1);
  }, 15_000);
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) {
      clearTimeout(force);
      process.exit(0);
    }
  });
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

log(`starting ${size} worker${size === 1 ? '' : 's'}`);
fork();
