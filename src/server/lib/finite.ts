import type { FastifyServerOptions } from 'fastify';

type AjvPlugin = Extract<
  NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number],
  (...args: never[]) => unknown
>;

/**
 * The `x-finite` keyword (see FINITE in src/shared/schemas/common.ts): a number must be finite.
 * Ajv skips `minimum`/`maximum` for Infinity and coerces the string "Infinity" (or "1e309") to a
 * number that passes `integer`; without this a page or an id of Infinity reached the database.
 */
export const finiteKeyword: AjvPlugin = (ajv) =>
  ajv.addKeyword({
    keyword: 'x-finite',
    // No `type: 'number'`: ajv's own type check would skip the keyword for Infinity too.
    schemaType: 'boolean',
    errors: false,
    validate: (required: boolean, data: unknown) =>
      !required || typeof data !== 'number' || Number.isFinite(data),
  });
