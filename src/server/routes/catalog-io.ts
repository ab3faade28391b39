import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DryRunSchema,
  ExportQuery,
  IMPORT_LIMITS,
  ImportJobSchema,
  type CatalogIoKind,
  type DryRun,
  type ImportRow,
} from '@/shared/schemas/catalog-io';
import { IdParams } from '@/shared/schemas/common';
import {
  closeStaleJobs,
  findJob,
  insertJob,
  lastJob,
  isJobRunning,
} from '../db/repositories/import-jobs';
import { exportStream } from '../catalog-io/export';
import { readSheet, type Sheet } from '../catalog-io/parse';
import { publicRow, type PlanContext } from '../catalog-io/plan';
import { emptyCounts, planAll, runImport } from '../catalog-io/run-import';
import { openPhotosZip, type PhotosZip } from '../catalog-io/zip-photos';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { PRODUCTS, SERVICES } from './catalog-kinds';
import { errors, security } from './catalog-shared';

const MB = 1024 * 1024;
const kindOf = (kind: CatalogIoKind) => (kind === 'services' ? SERVICES : PRODUCTS);

interface ImportUpload {
  kind: CatalogIoKind;
  dryRun: boolean;
  token?: string;
  fileName: string;
  file: Buffer;
  zipPath?: string;
  /** sha256 of the kind, the file and the ZIP: the dry run's token. */
  hash: string;
}

/** Counts bytes through a stream and stops it past a limit. */
const capped = (limit: number, message: string) => {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) done(new HttpError(413, message));
      else done(null, chunk);
    },
  });
};

/**
 * Reads the import form: `file` (≤ 20 MB, kept in memory), `photos` (a ZIP, written to a
 * temporary file) and the fields `kind`, `dry_run`, `token`. Sizes are refused while reading.
 */
async function readUpload(request: FastifyRequest): Promise<ImportUpload> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let fileName = 'archivo';
  let zipPath: string | undefined;
  const hashes: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: IMPORT_LIMITS.zipBytes, files: 2, fields: 10, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const hash = createHash('sha256');
      const hashing = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      if (part.fieldname === 'photos') {
        zipPath = path.join(tmpdir(), `importar-${randomBytes(8).toString('hex')}.zip`);
        await pipeline(
          part.file,
          capped(
            IMPORT_LIMITS.zipBytes,
            `El ZIP de fotos supera ${IMPORT_LIMITS.zipBytes / MB} MB.`,
          ),
          hashing,
          createWriteStream(zipPath),
        );
        hashes.photos = hash.digest('hex');
      } else {
        fileName = part.filename || fileName;
        const chunks: Buffer[] = [];
        await pipeline(
          part.file,
          capped(
            IMPORT_LIMITS.fileBytes,
            `El archivo supera ${IMPORT_LIMITS.fileBytes / MB} MB: divídalo en partes.`,
          ),
          hashing,
          new Writable({
            write(chunk: Buffer, _enc, done) {
              chunks.push(chunk);
              done();
            },
          }),
        );
        file = Buffer.concat(chunks);
        hashes.file = hash.digest('hex');
      }
    }
  } catch (err) {
    if (zipPath) await rm(zipPath, { force: true });
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `El ZIP de fotos supera ${IMPORT_LIMITS.zipBytes / MB} MB.`);
    if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw err;
    if (err instanceof Error && !('code' in err))
      throw badRequest('El contenido multipart está incompleto o dañado.');
    throw err;
  }
  const kind = fields.kind === 'services' ? 'services' : 'products';
  if (fields.kind && fields.kind !== 'products' && fields.kind !== 'services') {
    if (zipPath) await rm(zipPath, { force: true });
    throw badRequest('El tipo debe ser products o services.');
  }
  if (!file || file.length === 0) {
    if (zipPath) await rm(zipPath, { force: true });
    throw badRequest('Elija un archivo CSV o Excel para importar.');
  }
  const hash = createHash('sha256')
    .update(`${kind}|${hashes.file}|${hashes.photos ?? ''}`)
    .digest('hex');
  return {
    kind,
    dryRun: /^(1|true|si|sí|yes)$/i.test(fields.dry_run ?? ''),
    token: fields.token || undefined,
    fileName,
    file,
    zipPath,
    hash,
  };
}

/**
 * Every row's plan as the dry run shows it (kept only when asked: the import needs the digest
 * alone), its counts, and a digest of what it shows.
 */
async function reviewRows(ctx: PlanContext, sheet: Sheet, keepRows: boolean) {
  const rows: ImportRow[] = [];
  const counts = emptyCounts();
  const digest = createHash('sha256');
  await planAll(ctx, sheet.rows, sheet.fields, (plans) => {
    for (const plan of plans) {
      const row = publicRow(plan);
      counts[row.action]++;
      if (keepRows) rows.push(row);
      digest.update(JSON.stringify(row));
    }
  });
  return { rows, counts, digest: digest.digest('hex') };
}

export interface CatalogIoOptions {
  publicUrl: string;
  /** Hosts (or host:port) the picture URLs of a spreadsheet may reach though internal. */
  urlAllow: string[];
}

/** Spreadsheet import and export of the catalogue (admins only). */
export function catalogIoRoutes({ publicUrl, urlAllow }: CatalogIoOptions) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['Importar y exportar'];
    /** The job this process runs, so closing the app waits for it. */
    let current: Promise<void> | undefined;
    app.addHook('onClose', async () => {
      await current;
    });

    app.get(
      '/export',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          security,
          summary:
            'Exporta productos o servicios: csv, csv-excel (CSV para Excel: «;» y BOM) o xlsx',
          querystring: ExportQuery,
          produces: [
            'text/csv',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ],
          response: errors(400, 401, 403),
        },
      },
      async (request, reply) => {
        const { kind, format } = request.query;
        const date = new Date().toISOString().slice(0, 10);
        const base = `${kind === 'products' ? 'productos' : 'servicios'}-${date}`;
        const stream = exportStream(app.db, kindOf(kind), format, publicUrl, (err) =>
          request.log.error({ err }, 'export failed'),
        );
        return reply
          .header(
            'content-type',
            format === 'xlsx'
              ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
              : 'text/csv; charset=utf-8',
          )
          .header(
            'content-disposition',
            `attachment; filename="${base}.${format === 'xlsx' ? 'xlsx' : 'csv'}"`,
          )
          .send(stream as never);
      },
    );

    app.post(
      '/import',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          security,
          summary:
            'Importa un CSV o Excel (multipart: file, photos ZIP opcional, kind, dry_run, token). Con dry_run revisa sin escribir; sin él, con el token de la revisión, inicia la importación',
          consumes: ['multipart/form-data'],
          response: {
            200: DryRunSchema,
            202: ImportJobSchema,
            ...errors(400, 401, 403, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        let zip: PhotosZip | undefined;
        let handedOver = false;
        try {
          zip = upload.zipPath ? await openPhotosZip(upload.zipPath) : undefined;
          const kind = kindOf(upload.kind);
          const sheet = await readSheet(kind.kind, upload.file);
          const ctx = { db: app.db, kind, zip };
          const review = await reviewRows(ctx, sheet, upload.dryRun);
          // The token names the file and what its review showed: the import is refused when
          // either differs (a file edited since, or the catalogue changed under the review).
          const token = `${upload.hash.slice(0, 32)}${review.digest.slice(0, 32)}`;
          if (upload.dryRun) {
            const answer: DryRun = {
              kind: upload.kind,
              token,
              total: sheet.rows.length,
              counts: review.counts,
              rows: review.rows,
            };
            return reply.code(200).send(answer);
          }
          if (upload.token !== token) {
            throw conflict(
              !upload.token
                ? 'Revise el archivo antes de importarlo.'
                : upload.token.slice(0, 32) !== token.slice(0, 32)
                  ? 'El archivo cambió desde la revisión: revíselo de nuevo antes de importar.'
                  : 'El catálogo cambió desde la revisión: revise el archivo de nuevo antes de importar.',
            );
          }
          await closeStaleJobs(app.db);
          if (current || (await isJobRunning(app.db)))
            throw conflict('Ya hay una importación en curso: espere a que termine.');
          const id = await insertJob(app.db, {
            kind: kind.kind,
            fileName: upload.fileName,
            fileHash: upload.hash,
            total: sheet.rows.length,
            username: request.user?.username ?? '',
          });
          handedOver = true;
          const zipPath = upload.zipPath;
          current = runImport(app, ctx, {
            id,
            rows: sheet.rows,
            fields: sheet.fields,
            allow: urlAllow,
          }).finally(async () => {
            current = undefined;
            if (zipPath) await rm(zipPath, { force: true });
          });
          return reply.code(202).send((await findJob(app.db, id))!);
        } finally {
          if (!handedOver) {
            zip?.close();
            if (upload.zipPath) await rm(upload.zipPath, { force: true });
          }
        }
      },
    );

    app.get(
      '/import/last',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          security,
          summary: 'La última importación (en curso o terminada), o null',
          response: {
            200: Type.Object({ job: Type.Union([ImportJobSchema, Type.Null()]) }),
            ...errors(401, 403),
          },
        },
      },
      async () => {
        return { job: (await lastJob(app.db)) ?? null };
      },
    );

    app.get(
      '/import/:id',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          security,
          summary: 'Estado de una importación: filas hechas / total, cantidades y filas con error',
          params: IdParams,
          response: { 200: ImportJobSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const job = await findJob(app.db, request.params.id);
        if (!job) throw notFound('Importación no encontrada.');
        return job;
      },
    );
  };
}
