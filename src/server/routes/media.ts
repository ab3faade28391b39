import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findMedia } from '../db/repositories/media';
import { pickFormat } from '../images/process';
import { notFound } from '../lib/errors';

/**
 * Site media (hero slides, sign-in background), made at start-up when missing
 * (ensureSiteMedia, src/server/bootstrap.ts): cached for a day, whoever asks.
 */
export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/images/:name',
    {
      config: { sameForEveryone: true },
      schema: {
        tags: ['Medios'],
        summary:
          'Imágenes del sitio: login y diapositivas {invernaderos,maquinarias,laboratorios,riegos}-{lg,md,sm}',
        params: Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) }),
        produces: ['image/webp', 'image/jpeg'],
      },
    },
    async (request, reply) => {
      const format = pickFormat(request.headers.accept);
      return app.publicCache.send(
        request,
        reply,
        async () => {
          const media = await findMedia(app.db, request.params.name, format);
          if (!media) throw notFound('Imagen no encontrada.');
          return {
            body: media.data,
            etag: media.etag,
            contentType: `image/${media.format}`,
            cacheControl: 'public, max-age=86400',
            vary: 'Accept',
          };
        },
        `${request.url}|${format}`,
      );
    },
  );
}
