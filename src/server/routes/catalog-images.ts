import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAX_IMAGE_SIZE_TEXT, MAX_IMAGES_PER_UPLOAD } from '@/shared/catalog';
import { ImageOrderSchema } from '@/shared/schemas/catalog-item';
import { errorResponses, IdParams, ImageName } from '@/shared/schemas/common';
import { findItem } from '../db/repositories/catalog-items';
import {
  deleteImage,
  findImageOwner,
  findVariant,
  insertImage,
  listImages,
  reorderImages,
} from '../db/repositories/images';
import {
  ImageRejectedError,
  pickFormat,
  processImage,
  type ProcessedImage,
} from '../images/process';
import { badRequest, HttpError, notFound } from '../lib/errors';
import type { CatalogKind } from '../catalog/kinds';
import { cachedRoute, catalogAccess, IMMUTABLE, json, security } from './catalog-shared';

/** The file parts of a multipart request, each read whole. */
async function* fileParts(request: FastifyRequest) {
  try {
    for await (const part of request.files()) {
      yield { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (err) {
    // The parser reports a broken body (no boundary, cut short) with plain errors, without a code.
    if (err instanceof Error && !('code' in err))
      throw badRequest('El contenido multipart está incompleto o dañado.');
    throw err;
  }
}

/** The image routes of one catalogue kind: upload, names, order, delete and the image bytes. */
export function catalogImageRoutes(kind: CatalogKind) {
  const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }) });
  const WidthNameParams = Type.Object({
    width: Type.Union([Type.Literal('300'), Type.Literal('700')]),
    name: Type.String({ minLength: 1, maxLength: 64 }),
  });
  const tags = [kind.tag];
  const { noun } = kind;
  const { requireItem, write } = catalogAccess(kind);

  async function sendImage(
    app: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
    variant: string,
    name: string,
  ) {
    const format = pickFormat(request.headers.accept);
    return app.publicCache.send(
      request,
      reply,
      async () => {
        const found = await findVariant(app.db, kind.kind, name, variant, format);
        // A draft's pictures are for admins only, like the draft itself.
        if (!found || (!found.published && !request.user?.isAdmin))
          throw notFound(kind.texts.imageNotFound);
        return {
          body: found.data,
          etag: found.etag,
          contentType: `image/${found.format}`,
          // An admin's copy of a draft's picture is kept by no cache, shared or private.
          cacheControl: found.published ? IMMUTABLE : 'no-store',
          vary: 'Accept',
        };
      },
      `${request.url}|${format}`,
    );
  }

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      '/images/upload/:id',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          security,
          summary: `Sube una o más imágenes (multipart/form-data, hasta ${MAX_IMAGES_PER_UPLOAD} archivos de ${MAX_IMAGE_SIZE_TEXT})`,
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 201: Type.Array(ImageName), ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await requireItem(app, id, true);
        // Every file part is read and processed before anything is stored: all or nothing.
        const processed: Array<{ originalName: string; image: ProcessedImage }> = [];
        for await (const part of fileParts(request)) {
          try {
            processed.push({
              originalName: part.filename || 'imagen',
              image: await processImage(part.bytes),
            });
          } catch (err) {
            if (err instanceof ImageRejectedError) {
              throw new HttpError(
                err.statusCode,
                `${part.filename ? `«${part.filename}»: ` : ''}${err.message}`,
              );
            }
            throw err;
          }
        }
        if (processed.length === 0) throw badRequest('La solicitud no contiene archivos.');
        const stored = await write(app, async (trx) => {
          const item = await findItem(trx, kind.kind, { id });
          if (!item) throw notFound(kind.texts.notFound);
          const names = [];
          for (const { originalName, image } of processed) {
            names.push(
              await insertImage(trx, item, {
                originalName,
                width: image.width,
                height: image.height,
                variants: image.variants,
              }),
            );
          }
          return names;
        });
        return reply.code(201).send(stored);
      },
    );

    app.get(
      '/images/names/:id',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          summary: 'Nombres de las imágenes, en orden de galería',
          params: IdParams,
          response: { 200: Type.Array(ImageName), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) =>
        app.publicCache.send(request, reply, async () => {
          // A draft's pictures are named to admins only: anyone else gets the item's 404.
          await requireItem(app, request.params.id, request.user?.isAdmin === true);
          return json(await listImages(app.db, request.params.id));
        }),
    );

    app.put(
      '/:id/images/order',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          security,
          summary: 'Ordena las imágenes (nombres públicos en el orden deseado)',
          params: IdParams,
          body: ImageOrderSchema,
          response: { 200: Type.Array(ImageName), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        return write(app, async (trx) => {
          if (!(await findItem(trx, kind.kind, { id }))) throw notFound(kind.texts.notFound);
          const current = new Set((await listImages(trx, id)).map((i) => i.public_name));
          const unknown = request.body.public_names.find((n) => !current.has(n));
          if (unknown) throw badRequest(`La imagen «${unknown}» no pertenece a este ${noun}.`);
          return reorderImages(trx, id, request.body.public_names);
        });
      },
    );

    app.delete(
      '/images/:name',
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          security,
          summary:
            'Elimina una imagen por su nombre público; la siguiente pasa a ser portada si hacía falta',
          params: NameParams,
          response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        await write(app, async (trx) => {
          const owner = await findImageOwner(trx, kind.kind, name);
          if (!owner) throw notFound(kind.texts.imageNotFound);
          await deleteImage(trx, owner, name);
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/images/:width/:name',
      {
        ...cachedRoute(app, (request) => `${request.url}|${pickFormat(request.headers.accept)}`),
        config: { sameForEveryone: true, auth: 'optional' },
        schema: {
          tags,
          summary:
            'Bytes de una imagen (300 o 700 px de ancho); WebP si el cliente lo acepta, si no JPEG',
          params: WidthNameParams,
          produces: ['image/webp', 'image/jpeg'],
        },
      },
      async (request, reply) =>
        sendImage(app, request, reply, request.params.width, request.params.name),
    );
  };
}
