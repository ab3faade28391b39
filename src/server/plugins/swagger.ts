import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Catálogo AgroTec — API',
          description:
            'API pública y de administración del catálogo. Las escrituras requieren el encabezado x-access-token de un administrador.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-access-token' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
