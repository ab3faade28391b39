import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PasswordBody, UserCreateBody, UserSchema } from '@/shared/schemas/auth';
import { errorResponses, IdParams } from '@/shared/schemas/common';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../db/database';
import {
  deleteUser,
  findUser,
  findUserAnyCase,
  insertUser,
  listAdminIds,
  listUsers,
  setPasswordHash,
} from '../db/repositories/users';
import { badRequest, conflict, notFound } from '../lib/errors';

/** Staff accounts, for admins only. */
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
      const { username, password, role } = request.body;
      const passwordHash = await hashPassword(password);
      const taken = (existing = username) => conflict(`Ya existe el usuario «${existing}».`);
      const user = await app.db
        .transaction()
        .execute(async (trx) => {
          const existing = await findUserAnyCase(trx, username);
          if (existing) throw taken(existing.username);
          return insertUser(trx, { username, passwordHash, roles: [role] });
        })
        // A concurrent request created the same name between the check and the insert.
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? taken() : err;
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
      const user = await findUser(app.db, { id: request.params.id });
      if (!user) throw notFound('Usuario no encontrado.');
      await setPasswordHash(app.db, user.id, await hashPassword(request.body.password));
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
      await app.db.transaction().execute(async (trx) => {
        if (!(await findUser(trx, { id }))) throw notFound('Usuario no encontrado.');
        const admins = await listAdminIds(trx);
        if (admins.length === 1 && admins[0] === id)
          throw badRequest('No se puede eliminar al último administrador.');
        await deleteUser(trx, id);
      });
      return reply.code(204).send(null);
    },
  );
}
