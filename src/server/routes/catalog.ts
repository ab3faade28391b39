import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ProductInputSchema,
  ProductSchema,
  ServiceInputSchema,
  ServiceSchema,
  type ProductInput,
  type ServiceInput,
} from '../../shared/schemas/catalog-item';
import { CodeParams, IdParams, ListQuery, Paged } from '../../shared/schemas/common';
import {
  deleteItem,
  findItemRow,
  insertItem,
  listItems,
  toApi,
  updateItem,
  type ItemWrite,
} from '../db/repositories/catalog-items';
import { findImageOwner } from '../db/repositories/images';
import { sanitizeDescription } from '../html/sanitize';
import { badRequest, notFound } from '../lib/errors';
import { findGroup, type CatalogKind } from './catalog-kinds';
import { cachedRoute, catalogAccess, errors, json, security } from './catalog-shared';

/** The item routes of one catalogue kind: lists, reads by id and code, create, update, delete. */
export function catalogRoutes(kind: CatalogKind) {
  const Item = kind.kind === 'product' ? ProductSchema : ServiceSchema;
  const Input = kind.kind === 'product' ? ProductInputSchema : ServiceInputSchema;
  const GroupParams = Type.Object({ group: Type.String({ minLength: 1, maxLength: 40 }) });
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

  const { requireItem, write } = catalogAccess(kind);

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const noun = kind.kind === 'product' ? 'producto' : 'servicio';

    app.get(
      `/${kind.groupSegment}/a/:group`,
      {
        ...cachedRoute(app),
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
              totals: app.listingTotals,
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
        config: { auth: 'user' },
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
          totals: app.listingTotals,
          includeDrafts: request.user?.isAdmin ?? false,
          q: q.q,
        });
      },
    );

    app.get(
      '/c/:code',
      {
        ...cachedRoute(app),
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
        config: { auth: 'user' },
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
        config: { auth: 'admin' },
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
        config: { auth: 'admin' },
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
        config: { auth: 'admin' },
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
  };
}
