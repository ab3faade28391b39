import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DryRunSchema,
  ExportQuery,
  ImportJobSchema,
  type CatalogIoKind,
  type DryRun,
} from '@/shared/schemas/catalog-io';
import { errorResponses, IdParams } from '@/shared/schemas/common';
import {
  closeStaleJobs,
  findJob,
  insertJob,
  lastJob,
  isJobRunning,
} from '../db/repositories/import-jobs';
import { exportStream } from '../catalog-io/export';
import { readSheet } from '../catalog-io/parse';
import { readUpload } from '../catalog-io/read-upload';
import { reviewRows } from '../catalog-io/review';
import { runImport } from '../catalog-io/run-import';
import { openPhotosZip, type PhotosZip } from '../catalog-io/zip-photos';
import { conflict, notFound } from '../lib/errors';
import { PRODUCTS, SERVICES } from '../catalog/kinds';
import { security } from './catalog-shared';

const kindOf = (kind: CatalogIoKind) => (kind === 'services' ? SERVICES : PRODUCTS);

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
          response: errorResponses(400, 401, 403),
        },
      },
      async (request, reply) => {
        const { kind, format } = request.query;
        const date = new Date().toISOString().slice(0, 10);
        // The two CSVs get names of their own: staff tell the files apart in their downloads.
        const base = `${kind === 'products' ? 'productos' : 'servicios'}-${date}${format === 'csv-excel' ? '-excel' : ''}`;
        const stream = exportStream(app.db, kindOf(kind), format, publicUrl, {
          onError: (err) => request.log.error({ err }, 'export failed'),
          // A client that leaves mid-download ends the export at once (complete: false).
          onEnd: ({ rows, complete }) =>
            request.log.info({ kind, format, rows, complete }, 'export ended'),
        });
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
            ...errorResponses(400, 401, 403, 409, 413, 415),
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
            ...errorResponses(401, 403),
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
          response: { 200: ImportJobSchema, ...errorResponses(400, 401, 403, 404) },
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
