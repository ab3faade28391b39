import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;

/** What Fastify passes a validator compiler for each schema of a route. */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type Compile = (route: RouteSchema) => unknown;
interface AjvServerOptions {
  customOptions?: Record<string, unknown>;
  plugins?: unknown[];
}
type Build = (externalSchemas: unknown, options: AjvServerOptions) => Compile;

/**
 * Fastify's own validator compiler (@fastify/ajv-compiler, the one it uses when none is given),
 * built twice from the server's `ajv` options: as they are for the querystring, the params and
 * the headers, which arrive as text (`page=0` must become 0), and without type coercion for the
 * body, which is JSON: there `"12.5"` is not a number, `"false"` not a boolean and `1` not a
 * text, and a wrong type is a 400. Both keep the server's Ajv plugins (`x-finite`), formats and
 * shared schemas. Fastify documents this choice per `httpPart` (Validation and Serialization,
 * "Validator Compiler"; Server, `schemaController.compilersFactory`).
 */
export function validatorsByPart(): BuildValidator {
  // Its types describe a compile(schema) function; Fastify calls it with the route's schema def.
  const build = AjvCompiler() as unknown as Build;
  const factory: Build = (externalSchemas, options) => {
    const text = build(externalSchemas, options);
    const json = build(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    });
    return (route) => (route.httpPart === 'body' ? json(route) : text(route));
  };
  return factory as unknown as BuildValidator;
}
