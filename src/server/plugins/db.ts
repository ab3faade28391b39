import fp from 'fastify-plugin';
import type { Db, DbHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
  }
}

/** Decorates the app with the database; the caller owns creating and migrating it. */
export const dbPlugin = fp<{ handle: DbHandle; closeOnShutdown: boolean }>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('dbHandle', handle);
    if (closeOnShutdown) app.addHook('onClose', async () => handle.db.destroy());
  },
  { name: 'db' },
);
