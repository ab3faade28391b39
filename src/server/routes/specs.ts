import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '@/shared/schemas/common';
import { SpecListInputSchema, SpecListSchema, SpecsWriteQuery } from '@/shared/schemas/specs';
import { groupSpecs, replaceGroupSpecs, specLosses, type SpecLoss } from '../db/repositories/specs';
import { badRequest, conflict, notFound } from '../lib/errors';
import { findGroup, PRODUCTS, SERVICES, type CatalogKind } from '../catalog/kinds';
import { validateSpecList } from '../catalog/specs';
import { cachedRoute, catalogAccess, json, security } from './catalog-shared';

const TAG = 'Especificaciones';

/** What a 409 says of one loss: the spec (or its choice) and how many items hold it. */
function lossSentence(kind: CatalogKind, loss: SpecLoss) {
  const items = `${loss.items} ${loss.items === 1 ? kind.noun : kind.plural}`;
  const uses = `${loss.items === 1 ? 'la usa' : 'la usan'} ${items}`;
  if (loss.choice) return `La opción «${loss.choice}» de «${loss.label}» ${uses}.`;
  if (loss.retyped) return `La especificación «${loss.label}» cambia de tipo y ${uses}.`;
  return `La especificación «${loss.label}» ${uses}.`;
}

const lossMessage = (kind: CatalogKind, losses: SpecLoss[]) =>
  `${losses.map((l) => lossSentence(kind, l)).join(' ')} Si continúa, se borrarán esos valores.`;

/**
 * The specifications of each category and service type: the public read
 * (`/api/specs/{products|services}/:group`) and the admins' write of a group's whole list
 * (`/api/admin/specs/...`).
 */
export function specRoutes(scope: 'public' | 'admin') {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    for (const kind of [PRODUCTS, SERVICES]) {
      const param = kind.groupSegment;
      const Params = Type.Object({ [param]: Type.String({ minLength: 1, maxLength: 40 }) });
      const path = `/${kind.resource}/:${param}`;
      const groupWord = kind.kind === 'product' ? 'una categoría' : 'un tipo de servicio';
      const groupOf = (params: Record<string, string>) => {
        const group = findGroup(kind, params[param]);
        if (!group) throw notFound(kind.texts.groupNotFound);
        return group;
      };

      if (scope === 'public') {
        app.get(
          path,
          {
            ...cachedRoute(app),
            schema: {
              tags: [TAG],
              summary: `Las especificaciones de ${groupWord} (id o urlpath), en orden`,
              params: Params,
              response: { 200: SpecListSchema, ...errorResponses(400, 404) },
            },
          },
          async (request, reply) => {
            const group = groupOf(request.params as Record<string, string>);
            return app.publicCache.send(request, reply, async () =>
              json({ specs: await groupSpecs(app.db, kind.kind, group.id) }),
            );
          },
        );
        continue;
      }

      const { write } = catalogAccess(kind);
      app.put(
        path,
        {
          config: { auth: 'admin' },
          schema: {
            tags: [TAG],
            security,
            summary: `Reemplaza la lista de especificaciones de ${groupWord}; quitar una especificación u opción que usan ${kind.plural} responde 409, salvo con force=true (que borra esos valores)`,
            params: Params,
            querystring: SpecsWriteQuery,
            body: SpecListInputSchema,
            response: { 200: SpecListSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        async (request) => {
          const group = groupOf(request.params as Record<string, string>);
          const checked = validateSpecList(request.body.specs);
          if (!checked.ok) throw badRequest(checked.message);
          const specs = await write(app, async (trx) => {
            if (!request.query.force) {
              const losses = await specLosses(trx, kind.kind, group.id, checked.specs);
              if (losses.length) throw conflict(lossMessage(kind, losses));
            }
            await replaceGroupSpecs(trx, kind.kind, group.id, checked.specs);
            return groupSpecs(trx, kind.kind, group.id);
          });
          return { specs };
        },
      );
    }
  };
}
