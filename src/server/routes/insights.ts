import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { KINDS, type CatalogRef } from '@/shared/catalog';
import { ErrorResponse } from '@/shared/schemas/common';
import {
  EVENT_KINDS,
  InsightsQuery,
  InsightsSchema,
  type EventKind,
  type Insights,
  type ItemKind,
} from '@/shared/schemas/insights';
import type { Db } from '../db/database';
import { badRequest } from '../lib/errors';
import { utcDay, type EventRecorder } from '../events/recorder';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
const DEFAULT_DAYS = 30;

function parseDay(value: string): number {
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || utcDay(ms) !== value)
    throw badRequest(`La fecha «${value}» no es válida.`);
  return ms;
}

/** The period asked for (default: the last 30 days, today included) and the one before it. */
function periodOf(query: InsightsQuery, now: number) {
  const toMs = query.to ? parseDay(query.to) : parseDay(utcDay(now));
  const fromMs = query.from ? parseDay(query.from) : toMs - (DEFAULT_DAYS - 1) * DAY_MS;
  if (fromMs > toMs) throw badRequest('La fecha inicial debe ser anterior o igual a la final.');
  const days = Math.round((toMs - fromMs) / DAY_MS) + 1;
  if (days > MAX_DAYS) throw badRequest(`El período puede abarcar como máximo ${MAX_DAYS} días.`);
  return {
    from: utcDay(fromMs),
    to: utcDay(toMs),
    days: Array.from({ length: days }, (_, i) => utcDay(fromMs + i * DAY_MS)),
    previous: { from: utcDay(fromMs - days * DAY_MS), to: utcDay(fromMs - DAY_MS) },
  };
}

const n = (v: unknown) => Number(v ?? 0);

async function totalsBetween(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom('event_counts')
    .select(['event', sql<string>`sum(total)`.as('total'), sql<string>`sum(uniques)`.as('uniques')])
    .where('item_id', '=', 0)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('event')
    .execute();
  return new Map(rows.map((r) => [r.event, { total: n(r.total), unique: n(r.uniques) }]));
}

async function namesOf(db: Db, ids: number[]) {
  if (!ids.length) return new Map<string, { code: string; name: string; group_id: number }>();
  const rows = await db
    .selectFrom('catalog_items')
    .select(['id', 'kind', 'code', 'name', 'group_id'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [`${r.kind}:${r.id}`, r]));
}

const groupOf = (kind: ItemKind, id: number): CatalogRef =>
  KINDS[kind].groups.find((g) => g.id === id) ?? { id, name: '', urlpath: '' };

async function readInsights(db: Db, query: InsightsQuery, now: number): Promise<Insights> {
  const period = periodOf(query, now);
  const { from, to } = period;
  const [current, previous, daily, itemRows, pairRows, searchRows, missingRows] = await Promise.all(
    [
      totalsBetween(db, from, to),
      totalsBetween(db, period.previous.from, period.previous.to),
      db
        .selectFrom('event_counts')
        .select(['day', 'event', 'total'])
        .where('item_id', '=', 0)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute(),
      db
        .selectFrom('event_counts')
        .select(['item_kind', 'item_id', 'event', sql<string>`sum(total)`.as('total')])
        .where('item_id', '>', 0)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(['item_kind', 'item_id', 'event'])
        .execute(),
      db
        .selectFrom('event_pairs')
        .select(['a_kind', 'a_id', 'b_kind', 'b_id', sql<string>`sum(count)`.as('count')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(['a_kind', 'a_id', 'b_kind', 'b_id'])
        .orderBy(sql`sum(count)`, 'desc')
        .orderBy('a_id')
        .orderBy('b_id')
        .limit(60)
        .execute(),
      db
        .selectFrom('event_searches')
        .select([
          'term',
          sql<string>`sum(count)`.as('count'),
          sql<string>`sum(no_results)`.as('no_results'),
        ])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('term')
        .orderBy(sql`sum(count)`, 'desc')
        .orderBy('term')
        .limit(50)
        .execute(),
      db
        .selectFrom('event_searches')
        .select(['term', sql<string>`sum(no_results)`.as('count')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .where('no_results', '>', 0)
        .groupBy('term')
        .orderBy(sql`sum(no_results)`, 'desc')
        .orderBy('term')
        .limit(50)
        .execute(),
    ],
  );

  const totals = Object.fromEntries(
    EVENT_KINDS.map((kind) => {
      const c = current.get(kind);
      const p = previous.get(kind);
      return [
        kind,
        {
          total: c?.total ?? 0,
          unique: c?.unique ?? 0,
          previous_total: p?.total ?? 0,
          previous_unique: p?.unique ?? 0,
        },
      ];
    }),
  ) as Insights['totals'];

  const byDay = new Map(
    period.days.map((day) => [day, Object.fromEntries(EVENT_KINDS.map((k) => [k, 0]))]),
  );
  for (const r of daily) {
    const d = byDay.get(r.day);
    if (d && r.event in d) d[r.event] = (d[r.event] ?? 0) + n(r.total);
  }

  const names = await namesOf(db, [
    ...itemRows.map((r) => r.item_id),
    ...pairRows.flatMap((r) => [r.a_id, r.b_id]),
  ]);
  const perItem = new Map<string, Record<EventKind, number>>();
  for (const r of itemRows) {
    const key = `${r.item_kind}:${r.item_id}`;
    const counts =
      perItem.get(key) ??
      (Object.fromEntries(EVENT_KINDS.map((k) => [k, 0])) as Record<EventKind, number>);
    counts[r.event as EventKind] = n(r.total);
    perItem.set(key, counts);
  }
  const ref = (kind: string, id: number) => {
    const row = names.get(`${kind}:${id}`);
    return row && { id, kind: kind as ItemKind, code: row.code, name: row.name };
  };
  const items = [...perItem.entries()]
    .flatMap(([key, c]) => {
      const [kind, id] = key.split(':') as [string, string];
      const item = ref(kind, Number(id));
      if (!item) return [];
      return [
        {
          ...item,
          group: groupOf(item.kind, names.get(key)!.group_id),
          views: c.view,
          quotes: c.quote_add,
          orders: c.order,
          shares: c.share,
        },
      ];
    })
    .sort((a, b) => b.views - a.views || b.quotes - a.quotes || b.orders - a.orders || a.id - b.id)
    .slice(0, 100);

  const pairs = pairRows
    .flatMap((r) => {
      const a = ref(r.a_kind, r.a_id);
      const b = ref(r.b_kind, r.b_id);
      return a && b ? [{ a, b, count: n(r.count) }] : [];
    })
    .slice(0, 20);

  return {
    from,
    to,
    previous: period.previous,
    totals,
    daily: period.days.map((day) => ({ day, ...byDay.get(day)! }) as Insights['daily'][number]),
    items,
    pairs,
    searches: searchRows.map((r) => ({
      term: r.term,
      count: n(r.count),
      no_results: n(r.no_results),
    })),
    searches_without_results: missingRows.map((r) => ({ term: r.term, count: n(r.count) })),
  };
}

/** GET /api/admin/insights: the 'Demanda' screen's figures (admins only). */
export function insightsRoutes(recorder: EventRecorder, now: () => number) {
  return async (app: FastifyInstance) => {
    app.get(
      '/insights',
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['Administración'],
          security: [{ token: [] }],
          summary:
            'Demanda: vistas, cotizaciones, pedidos, búsquedas por día, ítem y par, con el período anterior',
          querystring: InsightsQuery,
          response: {
            200: InsightsSchema,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
          },
        },
      },
      async (request) => {
        const query = request.query as InsightsQuery;
        periodOf(query, now());
        // What this process has not written yet is written first: the admin sees it at once.
        await recorder
          .flush()
          .catch((err: unknown) => request.log.warn({ err }, 'demand flush failed'));
        return readInsights(app.db, query, now());
      },
    );
  };
}
