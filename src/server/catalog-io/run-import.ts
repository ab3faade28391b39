import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { PostgresAdapter } from 'kysely';
import type { ImportCounts } from '@/shared/schemas/catalog-io';
import { isUniqueViolation } from '../db/database';
import {
  DuplicateCodeError,
  insertItem,
  itemGroupId,
  priceCentsOf,
  updateItem,
} from '../db/repositories/catalog-items';
import { insertImage } from '../db/repositories/images';
import {
  beat,
  JOB_HEARTBEAT_MS,
  saveProgress,
  type FailedRow,
} from '../db/repositories/import-jobs';
import { setRelated } from '../db/repositories/related-items';
import { ImageRejectedError, processImage, type ProcessedImage } from '../images/process';
import { HttpError } from '../lib/errors';
import type { Field } from './columns';
import { fetchPhoto, PhotoFetchError } from './fetch-photo';
import type { SheetRow } from './parse';
import { planChunk, type PlanContext, type RowPlan } from './plan';

/** Rows planned and applied together; progress is saved after each chunk. */
const CHUNK_ROWS = 200;
/** Failing rows a job keeps for its errors file (the dry run lists them all). */
const KEPT_FAILURES = 2000;

export const emptyCounts = (): ImportCounts => ({ create: 0, update: 0, unchanged: 0, error: 0 });

/** Plans every row in chunks, handing each chunk's plans to `each`. */
export async function planAll(
  ctx: PlanContext,
  rows: SheetRow[],
  fields: Set<Field>,
  each: (plans: RowPlan[]) => Promise<void> | void,
) {
  const seen = new Map<string, number>();
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await each(await planChunk(ctx, rows.slice(start, start + CHUNK_ROWS), fields, seen));
    // better-sqlite3 answers within the same turn: let the public requests in between chunks.
    await nextTurn();
  }
}

/** The pictures of a row, fetched or read and run through the upload pipeline. */
async function preparePhotos(plan: RowPlan, ctx: PlanContext, allow: string[]) {
  const prepared: Array<{ name: string; source: string; image: ProcessedImage }> = [];
  for (const photo of plan.photos) {
    const name = 'url' in photo ? photo.url : photo.zip.name;
    try {
      const bytes =
        'url' in photo ? await fetchPhoto(photo.url, allow) : await ctx.zip!.read(photo.zip);
      const image = await processImage(bytes);
      const originalName =
        'url' in photo ? new URL(photo.url).pathname.split('/').pop() || 'foto' : photo.zip.name;
      prepared.push({ name: originalName, source: photo.source, image });
    } catch (err) {
      if (err instanceof PhotoFetchError) throw new RowError(`Foto: ${err.message}`);
      if (err instanceof ImageRejectedError || err instanceof HttpError)
        throw new RowError(`Foto «${name}»: ${err.message}`);
      throw err;
    }
  }
  return prepared;
}

class RowError extends Error {}

/** Applies one planned row in its own transaction: all of it, or nothing. */
async function applyRow(app: FastifyInstance, ctx: PlanContext, plan: RowPlan, allow: string[]) {
  const photos = await preparePhotos(plan, ctx, allow);
  const { kind } = ctx;
  const { desired } = plan;
  await app.db.transaction().execute(async (trx) => {
    // Planned just before, in this chunk: a row created meanwhile fails on the unique code.
    const existing = plan.existing;
    const fieldsChange = plan.changes.some(
      (c) => c.field !== 'fotos' && c.field !== 'relacionados',
    );
    // What the photos go with: the item as written, or the planned row when no field changes.
    const item = !existing
      ? await insertItem(trx, kind.kind, {
          name: desired.name!,
          code: plan.code.toLowerCase(),
          description: desired.description ?? '',
          groupId: desired.groupId!,
          priceCents: desired.priceCents!,
          priceVisible: desired.priceVisible ?? true,
          published: desired.published ?? false,
          specs: desired.specs,
        })
      : fieldsChange
        ? await updateItem(trx, kind.kind, existing.id, {
            name: desired.name ?? existing.name,
            code: existing.code,
            description: desired.description ?? existing.description,
            groupId: desired.groupId ?? itemGroupId(existing),
            priceCents: desired.priceCents ?? priceCentsOf(existing),
            priceVisible: desired.priceVisible ?? existing.price_id.visible,
            published: desired.published ?? existing.published,
            // Without specification columns the values stay (or follow a new group).
            specs: desired.specs,
          })
        : existing;
    if (desired.relatedIds !== undefined && plan.changes.some((c) => c.field === 'relacionados'))
      await setRelated(trx, kind.kind, item.id, desired.relatedIds);
    for (const photo of photos) {
      await insertImage(trx, item, {
        originalName: photo.name,
        source: photo.source,
        width: photo.image.width,
        height: photo.image.height,
        variants: photo.image.variants,
      });
    }
  });
}

/**
 * Runs an import job: plans each chunk against the database as it is then (a row an earlier,
 * interrupted run already applied plans as unchanged), applies each create or update in its own
 * transaction, saves the progress and clears the public caches after every chunk.
 */
export async function runImport(
  app: FastifyInstance,
  ctx: PlanContext,
  job: { id: number; rows: SheetRow[]; fields: Set<Field>; allow: string[] },
) {
  const counts = emptyCounts();
  const failed: FailedRow[] = [];
  let done = 0;
  const concurrency = app.db.getExecutor().adapter instanceof PostgresAdapter ? 4 : 1;
  // A chunk whose rows fetch slow photo URLs can take minutes: the job beats on its own time,
  // so it never reads as cut short while its process lives.
  const heartbeat = setInterval(() => {
    beat(app.db, job.id).catch((err: unknown) => app.log.warn({ err }, 'import heartbeat'));
  }, JOB_HEARTBEAT_MS);
  try {
    await planAll(ctx, job.rows, job.fields, async (plans) => {
      let changed = false;
      const applyOne = async (plan: RowPlan) => {
        let action = plan.action;
        if (action === 'create' || action === 'update') {
          try {
            await applyRow(app, ctx, plan, job.allow);
            changed = true;
          } catch (err) {
            const message =
              err instanceof RowError
                ? err.message
                : err instanceof DuplicateCodeError || isUniqueViolation(err)
                  ? `El código «${plan.code}» ya existe.`
                  : 'No se pudo guardar la fila.';
            if (!(err instanceof RowError)) app.log.error({ err, line: plan.line }, 'import row');
            plan.errors.push(message);
            action = 'error';
          }
          await nextTurn();
        }
        counts[action]++;
        if (action === 'error' && failed.length < KEPT_FAILURES)
          failed.push({ line: plan.line, code: plan.code, errors: plan.errors });
        done++;
      };
      // Rows are independent (a code appears once; links point to the other kind): on
      // PostgreSQL a few run side by side, each in its own transaction on its own connection.
      const queue = [...plans];
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let plan = queue.shift(); plan; plan = queue.shift()) await applyOne(plan);
        }),
      );
      failed.sort((a, b) => a.line - b.line);
      if (changed) await app.catalogChanged();
      await saveProgress(app.db, job.id, { done, counts, failed });
    });
    await saveProgress(app.db, job.id, { done, counts, failed }, 'done');
  } catch (err) {
    app.log.error({ err, job: job.id }, 'import job failed');
    failed.push({
      line: 0,
      code: '',
      errors: ['La importación se detuvo por un error del servidor.'],
    });
    await saveProgress(app.db, job.id, { done, counts, failed }, 'failed').catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
    ctx.zip?.close();
  }
}
