import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { Type } from 'typebox';
import { KINDS, type ItemKind } from '@/shared/catalog';
import { ErrorResponse } from '@/shared/schemas/common';
import { EVENTS_BODY_MAX_BYTES, EventsBodySchema, type EventsBody } from '@/shared/schemas/events';
import { normaliseSearchTerm } from '@/shared/search-term';
import { findPublishedRefs } from '../db/repositories/catalog-items';
import { badRequest } from '../lib/errors';
import { networkPrefix } from '../lib/network';
import { visitorDigest, type EventRecord, type EventRecorder } from '../events/recorder';

export interface EventLimits {
  /** Events a network (/24, /64: lib/network.ts) may send per window before it gets 429. */
  maxEvents: number;
  windowMs: number;
}

export const DEFAULT_EVENT_LIMITS: EventLimits = { maxEvents: 120, windowMs: 60_000 };

const TOO_MANY = 'Demasiados eventos desde esta red. Intente de nuevo en un minuto.';
const TOO_LARGE = 'El cuerpo de la solicitud es demasiado grande.';

/** Fixed windows per network, in this process's memory. */
function createRateLimit({ maxEvents, windowMs }: EventLimits, now: () => number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (client: string, events: number): number | null => {
    const at = now();
    if (windows.size > 50_000)
      for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
    let w = windows.get(client);
    if (!w || w.resetAt <= at) {
      w = { count: 0, resetAt: at + windowMs };
      windows.set(client, w);
    }
    w.count += events;
    return w.count > maxEvents ? Math.max(1, Math.ceil((w.resetAt - at) / 1000)) : null;
  };
}

/** Published items known to exist, remembered for a minute so a burst costs one query. */
function createItemCheck(app: FastifyInstance, now: () => number) {
  const known = new Map<string, number>();
  return async (refs: { kind: string; id: number }[]): Promise<string[]> => {
    const at = now();
    const missing = [
      ...new Set(refs.map((r) => `${r.kind}:${r.id}`).filter((k) => (known.get(k) ?? 0) <= at)),
    ];
    if (!missing.length) return [];
    const ids = [...new Set(missing.map((k) => Number(k.split(':')[1])))];
    const rows = await findPublishedRefs(app.db, ids);
    if (known.size > 20_000) known.clear();
    for (const r of rows) known.set(`${r.kind}:${r.id}`, at + 60_000);
    return missing.filter((k) => (known.get(k) ?? 0) <= at);
  };
}

/** Items, search and pairs of each event, checked for what the schema cannot tell. */
function rowsOf(event: EventsBody['events'][number]) {
  const rows: EventRecord[] = [{ event: event.kind, itemKind: '', itemId: 0 }];
  const refs: { kind: string; id: number }[] = [];
  let search: { term: string; results: number } | undefined;
  let pairItems: [string, number][] | undefined;
  switch (event.kind) {
    case 'search': {
      const term = normaliseSearchTerm(event.query ?? '');
      if (!term || event.results === undefined || event.item || event.items)
        throw badRequest('Una búsqueda debe indicar su texto y la cantidad de resultados.');
      search = { term, results: event.results };
      break;
    }
    case 'quote_send': {
      if (!event.items || event.item || event.query !== undefined)
        throw badRequest('Una cotización enviada debe indicar sus ítems y cantidades.');
      const distinct = new Map(event.items.map((i) => [`${i.kind}:${i.id}`, i]));
      for (const i of distinct.values()) {
        refs.push(i);
        rows.push({ event: event.kind, itemKind: i.kind, itemId: i.id });
      }
      pairItems = [...distinct.values()].map((i) => [i.kind, i.id]);
      break;
    }
    default:
      if (!event.item || event.items || event.query !== undefined)
        throw badRequest('El evento debe indicar un producto o servicio.');
      refs.push(event.item);
      rows.push({ event: event.kind, itemKind: event.item.kind, itemId: event.item.id });
  }
  return { rows, refs, search, pairItems };
}

/** Whether the visitor asked not to be tracked (or is not a visitor). */
function notCounted(request: FastifyRequest): boolean {
  const h = request.headers;
  return h.dnt === '1' || h['sec-gpc'] === '1' || isbot(h['user-agent'] ?? '');
}

/** An item's reference (`product:12`, its kind checked by the schema) as the refusal says it: 'producto 12'. */
const spokenRef = (ref: string) => {
  const [kind, id] = ref.split(':');
  return `${KINDS[kind as ItemKind].noun} ${id}`;
};

/** POST /api/events: the public site's demand counts (issue 23). */
export function eventRoutes(recorder: EventRecorder, limits: EventLimits, now: () => number) {
  return async (app: FastifyInstance) => {
    const limited = createRateLimit(limits, now);
    const unknownItems = createItemCheck(app, now);
    // A child plugin's onClose runs before the database plugin's: the last events are written.
    app.addHook('onClose', async () => {
      try {
        await recorder.close();
      } catch (err) {
        app.log.error({ err }, 'demand counts could not be written on close');
      }
    });

    app.post(
      '/',
      {
        bodyLimit: EVENTS_BODY_MAX_BYTES,
        errorHandler: (error: FastifyError, _request, reply: FastifyReply) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
            return reply.code(400).send({ message: TOO_LARGE });
          throw error;
        },
        schema: {
          tags: ['Demanda'],
          summary:
            'Registra eventos del sitio público (vistas, cotizaciones, pedidos, búsquedas); sin cookies ni datos personales',
          body: EventsBodySchema,
          response: { 204: Type.Null(), 400: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { events } = request.body as EventsBody;
        // By network, not address: a client with a /64 (or a few addresses of one /24) cannot
        // multiply its share.
        const retryAfter = limited(networkPrefix(request.ip), events.length);
        if (retryAfter !== null)
          return reply
            .code(429)
            .header('retry-after', String(retryAfter))
            .send({ message: TOO_MANY });
        if (notCounted(request)) return reply.code(204).send();
        const parsed = events.map(rowsOf);
        const unknown = await unknownItems(parsed.flatMap((p) => p.refs));
        if (unknown.length)
          throw badRequest(
            `Producto o servicio inexistente: ${unknown.map(spokenRef).join(', ')}.`,
          );
        const visitor = visitorDigest(request.ip, request.headers['user-agent'] ?? '');
        for (const p of parsed) recorder.record(visitor, p.rows, p);
        return reply.code(204).send();
      },
    );
  };
}
