import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

interface ObjectSchema {
  properties?: Record<string, { default?: unknown }>;
  required?: string[];
}

/**
 * A query parameter with a default is optional for the caller: the validator fills it in
 * (`page=0`, `size`, `order_by`, `order_direction`). The route's schema lists it as required so
 * that its handler reads a value; the document says what a caller must send. A copy: the route's
 * own schema is left as it is.
 */
function optionalWhenDefaulted(querystring: ObjectSchema): ObjectSchema {
  const { properties, required } = querystring;
  if (!properties || !required) return querystring;
  return {
    ...querystring,
    required: required.filter((name) => !('default' in (properties[name] ?? {}))),
  };
}

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
      transform: ({ schema, url }) => ({
        url,
        schema: schema?.querystring
          ? { ...schema, querystring: optionalWhenDefaulted(schema.querystring as ObjectSchema) }
          : schema,
      }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
