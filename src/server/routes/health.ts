import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../lib/errors';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Salud'],
        summary: 'Responde cuando la base de datos responde',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        throw new HttpError(503, 'La base de datos no responde.');
      }
      return { status: 'ok' as const };
    },
  );
}
