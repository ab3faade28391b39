import { errorResponses } from '@/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SearchPageSchema, SearchQuery } from '@/shared/schemas/search';
import { SEARCH_MAX, SEARCH_MIN } from '@/shared/search-limits';
import { searchItems } from '../db/repositories/catalog-search';
import { badRequest } from '../lib/errors';
import { json } from './catalog-shared';

const QUERY_LENGTH = `La búsqueda debe tener entre ${SEARCH_MIN} y ${SEARCH_MAX} caracteres.`;

/** `GET /api/search`: published products and services by the words of their name and text. */
export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/',
    {
      schema: {
        tags: ['Búsqueda'],
        summary:
          'Busca productos y servicios publicados por nombre y descripción (sin distinguir mayúsculas ni tildes; todas las palabras deben coincidir)',
        querystring: SearchQuery,
        response: { 200: SearchPageSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      const q = request.query.q.trim();
      if (q.length < SEARCH_MIN || q.length > SEARCH_MAX) throw badRequest(QUERY_LENGTH);
      return app.publicCache.send(request, reply, async () =>
        json(await searchItems(app.db, { q, page, size })),
      );
    },
  );
}
