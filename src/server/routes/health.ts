import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { pingDatabase } from '../db/repositories/health';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Salud'],
        summary: 'Responde cuando la base de datos responde',
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          503: Type.Object({
            status: Type.Literal('unavailable'),
            database: Type.Literal('down'),
            message: Type.String(),
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (err) {
        request.log.warn({ reason: (err as Error).message }, 'health: database down');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({
            status: 'unavailable' as const,
            database: 'down' as const,
            message: 'La base de datos no responde.',
          });
      }
      return { status: 'ok' as const };
    },
  );
}
