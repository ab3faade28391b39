import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PasswordBody, UserCreateBody, UserSchema } from '@/shared/schemas/auth';
import { errorResponses, IdParams } from '@/shared/schemas/common';
import { AccountError, changePassword, createAccount, removeAccount } from '../auth/accounts';
import { listUsers } from '../db/repositories/users';
import { badRequest, conflict, notFound } from '../lib/errors';

/** The admin API's words for a broken account rule; any other error as it is. */
function accountAnswer(err: unknown): unknown {
  if (!(err instanceof AccountError)) return err;
  const { problem } = err;
  switch (problem.kind) {
    case 'taken':
      return conflict(`Ya existe el usuario «${problem.username}».`);
    case 'not-found':
      return notFound('Usuario no encontrado.');
    case 'last-admin':
      return badRequest('No se puede eliminar al último administrador.');
  }
}

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Every call is an admin's: checked in onRequest (see plugins/auth.ts).
  const config = { auth: 'admin' as const };
  const tags = ['Usuarios'];
  const security = [{ token: [] }];

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Lista las cuentas del personal',
        response: { 200: Type.Array(UserSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listUsers(app.db),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Crea una cuenta',
        body: UserCreateBody,
        response: { 201: UserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await createAccount(app.db, request.body).catch((err: unknown) => {
        throw accountAnswer(err);
      });
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/:id/password',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Cambia la contraseña de una cuenta',
        params: IdParams,
        body: PasswordBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await changePassword(app.db, request.params.id, request.body.password).catch(
        (err: unknown) => {
          throw accountAnswer(err);
        },
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Elimina una cuenta (no la propia ni la del último administrador)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === request.user?.id) throw badRequest('No puede eliminar su propia cuenta.');
      await removeAccount(app.db, id).catch((err: unknown) => {
        throw accountAnswer(err);
      });
      return reply.code(204).send(null);
    },
  );
}
