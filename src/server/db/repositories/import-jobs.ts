import { KINDS } from '@/shared/catalog';
import type { ImportCounts, ImportJob } from '@/shared/schemas/catalog-io';
import { nowIso } from '../../lib/time';
import type { DbOrTrx } from '../database';
import type { ImportJobRow, ItemKind } from '../tables';

/** A running job beats this often (src/server/catalog-io/run-import.ts), whatever its rows take. */
export const JOB_HEARTBEAT_MS = 5_000;
/** A running job whose heartbeat is older than this was cut short (its process ended). */
const STALE_JOB_MS = 4 * JOB_HEARTBEAT_MS;

export interface FailedRow {
  line: number;
  code: string;
  errors: string[];
}

const isStale = (row: ImportJobRow, now = Date.now()) =>
  row.status === 'running' && now - Date.parse(row.heartbeat_at) > STALE_JOB_MS;

function toApiJob(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    kind: KINDS[row.kind].resource,
    file_name: row.file_name,
    status: isStale(row) ? 'interrupted' : row.status,
    total: row.total,
    done: row.done,
    counts: {
      create: row.created,
      update: row.updated,
      unchanged: row.unchanged,
      error: row.failed,
    },
    errors: JSON.parse(row.errors) as FailedRow[],
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

/** A job as the API shows it. */
export async function findJob(db: DbOrTrx, id: number): Promise<ImportJob | undefined> {
  const row = await db
    .selectFrom('import_jobs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toApiJob(row);
}

/** The latest job as the API shows it. */
export async function lastJob(db: DbOrTrx): Promise<ImportJob | undefined> {
  const row = await db
    .selectFrom('import_jobs')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toApiJob(row);
}

/** True while a job runs somewhere (its heartbeat is fresh). */
export async function isJobRunning(db: DbOrTrx): Promise<boolean> {
  const rows = await db
    .selectFrom('import_jobs')
    .selectAll()
    .where('status', '=', 'running')
    .execute();
  return rows.some((r) => !isStale(r));
}

/** Marks the jobs cut short as interrupted, so they read as such. */
export async function closeStaleJobs(db: DbOrTrx) {
  const limit = new Date(Date.now() - STALE_JOB_MS).toISOString();
  await db
    .updateTable('import_jobs')
    .set({ status: 'interrupted' })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', limit)
    .execute();
}

export async function insertJob(
  db: DbOrTrx,
  job: { kind: ItemKind; fileName: string; fileHash: string; total: number; username: string },
) {
  const now = nowIso();
  const { id } = await db
    .insertInto('import_jobs')
    .values({
      kind: job.kind,
      file_name: job.fileName.slice(0, 255),
      file_hash: job.fileHash,
      status: 'running',
      total: job.total,
      done: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
      errors: '[]',
      username: job.username.slice(0, 100),
      created_at: now,
      heartbeat_at: now,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Tells other processes (and a later look) that the job's process is alive. */
export async function beat(db: DbOrTrx, id: number) {
  await db
    .updateTable('import_jobs')
    .set({ heartbeat_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function saveProgress(
  db: DbOrTrx,
  id: number,
  progress: { done: number; counts: ImportCounts; failed: FailedRow[] },
  finished?: 'done' | 'failed',
) {
  await db
    .updateTable('import_jobs')
    .set({
      done: progress.done,
      created: progress.counts.create,
      updated: progress.counts.update,
      unchanged: progress.counts.unchanged,
      failed: progress.counts.error,
      errors: JSON.stringify(progress.failed),
      heartbeat_at: nowIso(),
      ...(finished ? { status: finished, finished_at: nowIso() } : {}),
    })
    .where('id', '=', id)
    .execute();
}
