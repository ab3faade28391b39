import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import { isUniqueViolation } from '../db/database';
import type { Database } from '../db/tables';
import {
  ImageOrderSchema,
  ProductInputSchema,
  ProductSchema,
  ServiceInputSchema,
  ServiceSchema,
  type ProductInput,
  type ServiceInput,
} from '../../shared/schemas/catalog-item';
import {
  CodeParams,
  ErrorResponse,
  IdParams,
  ImageName,
  ListQuery,
  Paged,
} from '../../shared/schemas/common';
import {
  deleteItem,
  DuplicateCodeError,
  findItemRow,
  insertItem,
  listItems,
  toApi,
  updateItem,
  type ItemWrite,
} from '../db/repositories/catalog-items';
import {
  deleteImage,
  findImageOwner,
  findVariant,
  insertImage,
  listImages,
  reorderImages,
} from '../db/repositories/images';
import { sanitizeDescription } from '../html/sanitize';
import {
  ImageRejectedError,
  pickFormat,
  processImage,
  type ProcessedImage,
} from '../images/process';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { findGroup, type CatalogKind } from './catalog-kinds';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC_JSON = 'public, max-age=0, must-revalidate';
const json = (value: unknown) => ({
  body: JSON.stringify(value),
  contentType: 'application/json; charset=utf-8',
  cacheControl: PUBLIC_JSON,
});

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorResponse]));
const security = [{ token: [] }];

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

export function catalogRoutes(kind: CatalogKind) {
  const Item = kind.kind === 'product' ? ProductSchema : ServiceSchema;
  const Input = kind.kind === 'product' ? ProductInputSchema : ServiceInputSchema;
  const GroupParams = Type.Object({ group: Type.String({ minLength: 1, maxLength: 40 }) });
  const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }) });
  const WidthNameParams = Type.Object({
    width: Type.Union([Type.Literal('300'), Type.Literal('700')]),
    name: Type.String({ minLength: 1, maxLength: 64 }),
  });
  const tags = [kind.tag];

  function toWrite(body: ProductInput | ServiceInput): ItemWrite {
    const ref = 'category_id' in body ? body.category_id : (body as ServiceInput).type_id;
    const group = findGroup(kind, typeof ref === 'number' ? ref : ref.id);
    if (!group) throw badRequest(kind.texts.groupNotFound);
    return {
      name: body.name.trim(),
      code: body.code || null,
      description: sanitizeDescription(body.description),
      groupId: group.id,
      priceCents: Math.round(body.price_id.totalPrice * 100),
      priceVisible: body.price_id.visible,
      published: body.published ?? false,
      // Type coercion turns a null cover into '': both mean "no cover".
      defaultImage: body.default_image === undefined ? undefined : body.default_image || null,
    };
  }

  async function requireItem(app: FastifyInstance, id: number, includeDrafts: boolean) {
    const row = await findItemRow(app.db, kind.kind, { id });
    if (!row || (!includeDrafts && row.published !== 1)) throw notFound(kind.texts.notFound);
    return row;
  }

  /** Runs a write in one transaction and clears the public caches once it has committed. */
  async function write<T>(app: FastifyInstance, work: (trx: Transaction<Database>) => Promise<T>) {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await app.db.transaction().execute(work);
        await app.catalogChanged();
        return result;
      } catch (err) {
        if (err instanceof DuplicateCodeError)
          throw conflict(kind.texts.duplicateCode(err.message));
        // A concurrent write took the code between our check and our insert: run it again,
        // so a generated code gets the next suffix and an explicit one becomes a 409.
        if (isUniqueViolation(err) && attempt < 3) continue;
        throw err;
      }
    }
  }

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
        if (!found) throw notFound(kind.texts.imageNotFound);
        return {
          body: found.data,
          etag: found.etag,
          contentType: `image/${found.format}`,
          cacheControl: IMMUTABLE,
          vary: 'Accept',
        };
      },
      `${request.url}|${format}`,
    );
  }

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const noun = kind.kind === 'product' ? 'producto' : 'servicio';

    app.get(
      `/${kind.groupSegment}/a/:group`,
      {
        schema: {
          tags,
          summary: `Lista pública paginada de ${noun}s publicados de un grupo (id o urlpath)`,
          params: GroupParams,
          querystring: ListQuery,
          response: { 200: Paged(Item), ...errors(400, 404) },
        },
      },
      async (request, reply) => {
        const group = findGroup(kind, request.params.group);
        if (!group) throw notFound(kind.texts.groupNotFound);
        const q = request.query;
        return app.publicCache.send(request, reply, async () =>
          json(
            await listItems(app.db, kind, {
              groupId: group.id,
              page: q.page,
              size: q.size,
              orderBy: q.order_by,
              direction: q.order_direction,
              includeDrafts: false,
              q: q.q,
            }),
          ),
        );
      },
    );

    app.get(
      `/${kind.groupSegment}/:group`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          security,
          summary: `Lista paginada de ${noun}s de un grupo; los administradores ven también los borradores`,
          params: GroupParams,
          querystring: ListQuery,
          response: { 200: Paged(Item), ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const group = findGroup(kind, request.params.group);
        if (!group) throw notFound(kind.texts.groupNotFound);
        const q = request.query;
        return listItems(app.db, kind, {
          groupId: group.id,
          page: q.page,
          size: q.size,
          orderBy: q.order_by,
          direction: q.order_direction,
          includeDrafts: request.user?.isAdmin ?? false,
          q: q.q,
        });
      },
    );

    app.get(
      '/c/:code',
      {
        schema: {
          tags,
          summary: `Un ${noun} publicado por su código (enlace para compartir)`,
          params: CodeParams,
          response: { 200: Item, ...errors(404) },
        },
      },
      async (request, reply) =>
        app.publicCache.send(request, reply, async () => {
          const row = await findItemRow(app.db, kind.kind, { code: request.params.code });
          if (!row || row.published !== 1) throw notFound(kind.texts.notFound);
          return json(toApi(kind, row));
        }),
    );

    app.get(
      '/:id',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          security,
          summary: `Un ${noun} por id`,
          params: IdParams,
          response: { 200: Item, ...errors(400, 401, 404) },
        },
      },
      async (request) =>
        toApi(kind, await requireItem(app, request.params.id, request.user?.isAdmin ?? false)),
    );

    app.post(
      '/',
      {
        preHandler: app.requireAdmin,
        schema: {
          tags,
          security,
          summary: `Crea un ${noun}`,
          body: Input,
          response: { 201: Item, ...errors(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const input = toWrite(request.body);
        const row = await write(app, (trx) =>
          insertItem(trx, kind.kind, { ...input, defaultImage: undefined }),
        );
        return reply.code(201).send(toApi(kind, row));
      },
    );

    app.put(
      '/:id',
      {
        preHandler: app.requireAdmin,
        schema: {
          tags,
          security,
          summary: `Actualiza un ${noun}`,
          params: IdParams,
          body: Input,
          response: { 200: Item, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const input = toWrite(request.body);
        const { id } = request.params;
        const row = await write(app, async (trx) => {
          const current = await findItemRow(trx, kind.kind, { id });
          if (!current) throw notFound(kind.texts.notFound);
          // Fields left out keep their value; an empty code asks for one made from the name.
          if (request.body.published === undefined) input.published = current.published === 1;
          if (request.body.code === undefined) input.code = current.code;
          if (input.defaultImage) {
            const owner = await findImageOwner(trx, kind.kind, input.defaultImage);
            if (owner?.itemId !== id) throw badRequest(kind.texts.coverNotOwned);
          }
          return updateItem(trx, kind.kind, id, input);
        });
        return toApi(kind, row);
      },
    );

    app.delete(
      '/:id',
      {
        preHandler: app.requireAdmin,
        schema: {
          tags,
          security,
          summary: `Elimina un ${noun} y sus imágenes`,
          params: IdParams,
          response: { 204: Type.Null(), ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const deleted = await write(app, (trx) => deleteItem(trx, kind.kind, request.params.id));
        if (!deleted) throw notFound(kind.texts.notFound);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/images/upload/:id',
      {
        preHandler: app.requireAdmin,
        schema: {
          tags,
          security,
          summary: `Sube una o más imágenes (multipart/form-data, hasta 10 archivos de 10 MB)`,
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 201: Type.Array(ImageName), ...errors(400, 401, 403, 404, 413, 415) },
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
          const item = await findItemRow(trx, kind.kind, { id });
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
        schema: {
          tags,
          summary: 'Nombres de las imágenes, en orden de galería',
          params: IdParams,
          response: { 200: Type.Array(ImageName), ...errors(400, 404) },
        },
      },
      async (request, reply) =>
        app.publicCache.send(request, reply, async () => {
          await requireItem(app, request.params.id, true);
          return json(await listImages(app.db, request.params.id));
        }),
    );

    app.put(
      '/:id/images/order',
      {
        preHandler: app.requireAdmin,
        schema: {
          tags,
          security,
          summary: 'Ordena las imágenes (nombres públicos en el orden deseado)',
          params: IdParams,
          body: ImageOrderSchema,
          response: { 200: Type.Array(ImageName), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        return write(app, async (trx) => {
          if (!(await findItemRow(trx, kind.kind, { id }))) throw notFound(kind.texts.notFound);
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
        preHandler: app.requireAdmin,
        schema: {
          tags,
          security,
          summary:
            'Elimina una imagen por su nombre público; la siguiente pasa a ser portada si hacía falta',
          params: NameParams,
          response: { 204: Type.Null(), ...errors(401, 403, 404) },
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
