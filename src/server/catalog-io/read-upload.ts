import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { IMPORT_LIMITS, type CatalogIoKind } from '@/shared/schemas/catalog-io';
import { badRequest, HttpError } from '../lib/errors';

const MB = 1024 * 1024;

export interface ImportUpload {
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
export async function readUpload(request: FastifyRequest): Promise<ImportUpload> {
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
      // One spreadsheet and one ZIP: a second of either would replace the first unseen.
      if (part.fieldname === 'photos' ? zipPath : file)
        throw badRequest(
          part.fieldname === 'photos'
            ? 'Envíe un solo ZIP de fotos.'
            : 'Envíe un solo archivo CSV o Excel por importación.',
        );
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
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new HttpError(
        413,
        'Envíe un archivo CSV o Excel y, si quiere, un ZIP de fotos: nada más.',
      );
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
    throw badRequest('El campo «tipo» debe ser products (productos) o services (servicios).');
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
