import type { FastifyInstance, FastifySchema } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  RELATED_CHOICES_MAX,
  type ProductInput,
  type ServiceInput,
} from '@/shared/schemas/catalog-item';
import {
  CodeParams,
  errorResponses,
  FacetsQuery,
  FacetsSchema,
  IdParams,
  ListQuery,
  Paged,
  PublicListQuery,
} from '@/shared/schemas/common';
import {
  deleteItem,
  findItem,
  insertItem,
  updateItem,
  type CatalogItem,
  type ItemWrite,
} from '../db/repositories/catalog-items';
import { listItems } from '../db/repositories/catalog-listing';
import { filterSpecs, listFiltered, listingFacets } from '../db/repositories/catalog-filters';
import {
  hasFilters,
  isFilterParam,
  NO_FILTERS,
  parseListingFilters,
} from '@/shared/listing-filters';
import { findImageOwner } from '../db/repositories/images';
import {
  findPublishedWithRelated,
  relatedIds,
  relatedItems,
  setRelated,
  unknownRelatedIds,
} from '../db/repositories/related-items';
import type { DbOrTrx } from '../db/database';
import { SearchResultSchema } from '@/shared/schemas/search';
import { badRequest, notFound } from '../lib/errors';
import { findGroup, SERVER_KINDS, type CatalogKind } from '../catalog/kinds';
import {
  inputOfBody,
  messageOf,
  SHARED_MESSAGES,
  specMessages,
  validateItemWrite,
  type ItemWriteField,
  type ItemWriteMessages,
} from '../catalog/item-write';
import { groupSpecs } from '../db/repositories/specs';
import { cachedRoute, catalogAccess, json, security } from './catalog-shared';

/** The order the API checks a write's fields in: it answers the first broken rule. */
const API_ORDER: ItemWriteField[] = [
  'group',
  'name',
  'description',
  'code',
  'price',
  'relatedIds',
  'specs',
];

/** The API's words for each broken rule of a write. */
const apiMessages = (kind: CatalogKind): ItemWriteMessages => ({
  ...SHARED_MESSAGES,
  ...specMessages(kind),
  // Spaces alone are no name (the schema's minLength counts them).
  'name.empty': SHARED_MESSAGES['name.invisible'],
  'group.missing': kind.texts.groupNotFound,
  'group.unknown': kind.texts.groupNotFound,
  // The input schema refuses these before (with its own message).
  'name.tooLong': `El nombre supera ${NAME_MAX} caracteres.`,
  'code.invalid': 'El código no es válido: use letras minúsculas, números y guiones.',
  'description.tooLong': `La descripción supera ${DESCRIPTION_MAX} caracteres.`,
  'price.missing': 'Falta el precio.',
  'price.notANumber': 'El precio no es un número válido.',
  'price.negative': 'El precio no puede ser negativo.',
  'price.tooHigh': 'El precio es demasiado alto (máximo 10.000.000.000).',
  'relatedIds.tooMany': `Se permiten hasta ${RELATED_CHOICES_MAX} elementos relacionados.`,
});

/** The item routes of one catalogue kind: lists, reads by id and code, create, update, delete. */
export function catalogRoutes(kind: CatalogKind) {
  const Item = kind.schema;
  const Input = kind.inputSchema;
  const GroupParams = Type.Object({ group: Type.String({ minLength: 1, maxLength: 40 }) });
  const tags = [kind.tag];
  /** Schema head of a route that needs a token. */
  const signedIn = (summary: string) => ({ tags, security, summary });
  /** Options of a route only admins may call. */
  const adminOnly = <S extends FastifySchema>(summary: string, schema: S) => ({
    config: { auth: 'admin' as const },
    schema: { ...signedIn(summary), ...schema },
  });

  const messages = apiMessages(kind);

  /** The first broken rule of a write, in the API's order, as a 400. */
  function refuse(errors: Parameters<typeof messageOf>[1][]) {
    const first = API_ORDER.flatMap((f) => errors.filter((e) => e.field === f))[0];
    return badRequest(messageOf(messages, first));
  }

  /** A write body's fields checked, but its specification values (see `withSpecs`). */
  function toWrite(body: ProductInput | ServiceInput): ItemWrite {
    const { specs: _specs, ...input } = inputOfBody(body);
    const result = validateItemWrite(kind, input);
    if (!result.ok) throw refuse(result.errors);
    const { relatedIds: _related, ...fields } = result.write;
    return {
      ...fields,
      // An empty text and null both mean "no cover".
      defaultImage: body.default_image === undefined ? undefined : body.default_image || null,
    };
  }

  /**
   * The write with the body's specification values, checked in the write's transaction against
   * the specs its group has then; a body without values leaves them out.
   */
  async function withSpecs(trx: DbOrTrx, write: ItemWrite, body: ProductInput | ServiceInput) {
    if (body.specs === undefined) return write;
    const specs = await groupSpecs(trx, kind.kind, write.groupId);
    const result = validateItemWrite(
      kind,
      { group: write.groupId, specs: body.specs },
      () => specs,
    );
    if (!result.ok) throw refuse(result.errors);
    return { ...write, specs: result.write.specs };
  }

  const { requireItem, write } = catalogAccess(kind);
  const other = SERVER_KINDS[kind.other];

  /** One item as its single reads answer it: with the ids of the items linked to it. */
  const withRelated = async (db: DbOrTrx, item: CatalogItem) => ({
    ...item,
    related_ids: await relatedIds(db, kind.kind, item.id),
  });

  /** Stores the links of a write body, when it has them; ids must be items of the other kind. */
  async function saveRelated(trx: DbOrTrx, id: number, ids: number[] | undefined) {
    if (ids === undefined) return;
    const unknown = await unknownRelatedIds(trx, kind.kind, ids);
    if (unknown.length) throw badRequest(kind.texts.relatedNotFound(unknown));
    await setRelated(trx, kind.kind, id, ids);
  }

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const { noun } = kind;
    /** One page of a group's items, as the query asks for it. */
    const listGroup = (groupId: number, q: ListQuery, includeDrafts: boolean) =>
      listItems(app.db, kind, {
        groupId,
        page: q.page,
        size: q.size,
        orderBy: q.order_by,
        direction: q.order_direction,
        index: app.listingIndex,
        includeDrafts,
        q: q.q,
      });

    /** A public query's filters checked against the group's specs (none asked: no read). */
    async function filtersOf(groupId: number, query: Record<string, unknown>) {
      if (!Object.keys(query).some(isFilterParam)) return NO_FILTERS;
      const specs = await filterSpecs(app.db, kind, groupId, app.listingIndex);
      const parsed = parseListingFilters(query, specs);
      if (!parsed.ok) throw badRequest(parsed.message);
      return parsed.filters;
    }

    /** One page of a group's published items, filtered and sorted as the query asks. */
    async function listPublic(groupId: number, q: PublicListQuery) {
      const filters = await filtersOf(groupId, q);
      const { order_by: orderBy } = q;
      if (orderBy !== 'price' && !hasFilters(filters))
        return listGroup(groupId, { ...q, order_by: orderBy }, false);
      return listFiltered(app.db, kind, {
        groupId,
        page: q.page,
        size: q.size,
        orderBy,
        direction: q.order_direction,
        filters,
        q: q.q,
        index: app.listingIndex,
      });
    }

    const filterHelp =
      'Filtros: `f.<clave>=v1,v2` (opciones y sí/no: `si`/`no`), `f.<clave>.min` / `f.<clave>.max` (números, inclusive), `price.min` / `price.max` (Bs., solo precios visibles); claves desconocidas se ignoran; hasta 20 filtros y 50 valores por filtro.';

    app.get(
      `/${kind.groupSegment}/a/:group`,
      {
        ...cachedRoute(app),
        schema: {
          tags,
          summary: `Lista pública paginada de ${noun}s publicados de un grupo (id o urlpath)`,
          description: `Orden: \`order_by=created_at|price|name\` (por precio, los de precio oculto al final). ${filterHelp}`,
          params: GroupParams,
          querystring: PublicListQuery,
          response: { 200: Paged(Item), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const group = findGroup(kind, request.params.group);
        if (!group) throw notFound(kind.texts.groupNotFound);
        return app.publicCache.send(request, reply, async () =>
          json(await listPublic(group.id, request.query)),
        );
      },
    );

    app.get(
      `/${kind.groupSegment}/a/:group/facets`,
      {
        ...cachedRoute(app),
        schema: {
          tags,
          summary: `Cuántos ${noun}s publicados de un grupo hay por cada valor de sus especificaciones filtrables, con los filtros dados`,
          description: `Cada faceta se cuenta con todos los filtros menos el suyo; el rango de precios, sin el filtro de precio. ${filterHelp}`,
          params: GroupParams,
          querystring: FacetsQuery,
          response: { 200: FacetsSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const group = findGroup(kind, request.params.group);
        if (!group) throw notFound(kind.texts.groupNotFound);
        return app.publicCache.send(request, reply, async () => {
          const filters = await filtersOf(group.id, request.query);
          return json(
            await listingFacets(app.db, kind, {
              groupId: group.id,
              filters,
              q: request.query.q,
              index: app.listingIndex,
            }),
          );
        });
      },
    );

    app.get(
      `/${kind.groupSegment}/:group`,
      {
        config: { auth: 'user' },
        schema: {
          ...signedIn(
            `Lista paginada de ${noun}s de un grupo; los administradores ven también los borradores`,
          ),
          params: GroupParams,
          querystring: ListQuery,
          response: { 200: Paged(Item), ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const group = findGroup(kind, request.params.group);
        if (!group) throw notFound(kind.texts.groupNotFound);
        return listGroup(group.id, request.query, request.user?.isAdmin ?? false);
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
          response: { 200: Item, ...errorResponses(404) },
        },
      },
      async (request, reply) =>
        app.publicCache.send(request, reply, async () => {
          const found = await findPublishedWithRelated(app.db, kind.kind, request.params.code);
          if (!found) throw notFound(kind.texts.notFound);
          return json(found);
        }),
    );

    app.get(
      '/c/:code/related',
      {
        schema: {
          tags,
          summary: `Los ${other.plural} publicados que acompañan a un ${noun} (hasta 4): los elegidos, o los de sus grupos afines`,
          params: CodeParams,
          response: { 200: Type.Array(SearchResultSchema), ...errorResponses(404) },
        },
      },
      async (request, reply) =>
        app.publicCache.send(request, reply, async () => {
          const related = await relatedItems(app.db, kind.kind, request.params.code);
          if (!related) throw notFound(kind.texts.notFound);
          return json(related);
        }),
    );

    app.get(
      '/:id',
      {
        config: { auth: 'user' },
        schema: {
          ...signedIn(`Un ${noun} por id`),
          params: IdParams,
          response: { 200: Item, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        withRelated(
          app.db,
          await requireItem(app, request.params.id, request.user?.isAdmin ?? false),
        ),
    );

    app.post(
      '/',
      adminOnly(`Crea un ${noun}`, {
        body: Input,
        response: { 201: Item, ...errorResponses(400, 401, 403, 409) },
      }),
      async (request, reply) => {
        const input = toWrite(request.body);
        const item = await write(app, async (trx) => {
          const created = await insertItem(trx, kind.kind, {
            ...(await withSpecs(trx, input, request.body)),
            defaultImage: undefined,
          });
          await saveRelated(trx, created.id, request.body.related_ids);
          return withRelated(trx, created);
        });
        return reply.code(201).send(item);
      },
    );

    app.put(
      '/:id',
      adminOnly(`Actualiza un ${noun}`, {
        params: IdParams,
        body: Input,
        response: { 200: Item, ...errorResponses(400, 401, 403, 404, 409) },
      }),
      async (request) => {
        const input = toWrite(request.body);
        const { id } = request.params;
        const item = await write(app, async (trx) => {
          const current = await findItem(trx, kind.kind, { id });
          if (!current) throw notFound(kind.texts.notFound);
          // Fields left out keep their value; an empty code asks for one made from the name.
          if (request.body.published === undefined) input.published = current.published;
          if (request.body.code === undefined) input.code = current.code;
          if (input.defaultImage) {
            const owner = await findImageOwner(trx, kind.kind, input.defaultImage);
            if (owner?.itemId !== id) throw badRequest(kind.texts.coverNotOwned);
          }
          const updated = await updateItem(
            trx,
            kind.kind,
            id,
            await withSpecs(trx, input, request.body),
          );
          await saveRelated(trx, id, request.body.related_ids);
          return withRelated(trx, updated);
        });
        return item;
      },
    );

    app.delete(
      '/:id',
      adminOnly(`Elimina un ${noun} y sus imágenes`, {
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      }),
      async (request, reply) => {
        const deleted = await write(app, (trx) => deleteItem(trx, kind.kind, request.params.id));
        if (!deleted) throw notFound(kind.texts.notFound);
        return reply.code(204).send(null);
      },
    );
  };
}
