import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation, type Trx } from '../db/database';
import { DuplicateCodeError, findItem } from '../db/repositories/catalog-items';
import { conflict, notFound } from '../lib/errors';
import type { CatalogKind } from '../catalog/kinds';

/** What the item routes and the image routes of one catalogue kind share. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC_JSON = 'public, max-age=0, must-revalidate';

/** A JSON body for the public cache. */
export const json = (value: unknown) => ({
  body: JSON.stringify(value),
  contentType: 'application/json; charset=utf-8',
  cacheControl: PUBLIC_JSON,
});

export const security = [{ token: [] }];

/**
 * Options of a public read answered through the public cache: a kept copy is sent from the
 * route's onRequest hook (no validation, no handler), and the compress plugin stays out, since
 * the cache keeps its compressed copies itself. `keyOf` is the key the handler caches under.
 */
export const cachedRoute = (app: FastifyInstance, keyOf?: (request: FastifyRequest) => string) =>
  ({ onRequest: app.publicCache.early(keyOf), compress: false }) as const;

export function catalogAccess(kind: CatalogKind) {
  /** The item, or a 404; drafts only when asked for. */
  async function requireItem(app: FastifyInstance, id: number, includeDrafts: boolean) {
    const item = await findItem(app.db, kind.kind, { id });
    if (!item || (!includeDrafts && !item.published)) throw notFound(kind.texts.notFound);
    return item;
  }

  /** Runs a write in one transaction and clears the public caches once it has committed. */
  async function write<T>(app: FastifyInstance, work: (trx: Trx) => Promise<T>) {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await app.db.transaction().execute(work);
        await app.catalogChanged();
        return result;
      } catch (err) {
        if (err instanceof DuplicateCodeError)
          throw conflict(kind.texts.duplicateCode(err.message));
        // A concurrent write took the code between our check and our insert: run it again,
        // so a generated code gets the next suffix and an explicit one becomes a 409.
        if (isUniqueViolation(err) && attempt < 3) continue;
        throw err;
      }
    }
  }

  return { requireItem, write };
}
