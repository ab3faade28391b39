import type { FastifyInstance } from 'fastify';
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
import {
  dailyEventTotals,
  eventTotals,
  itemEventTotals,
  itemLabels,
  topPairs,
  topSearches,
  topSearchesWithoutResults,
} from '../db/repositories/insights';
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

const groupOf = (kind: ItemKind, id: number): CatalogRef =>
  KINDS[kind].groups.find((g) => g.id === id) ?? { id, name: '', urlpath: '' };

async function readInsights(db: Db, query: InsightsQuery, now: number): Promise<Insights> {
  const period = periodOf(query, now);
  const { from, to } = period;
  const [current, previous, daily, itemRows, pairRows, searches, missing] = await Promise.all([
    eventTotals(db, period),
    eventTotals(db, period.previous),
    dailyEventTotals(db, period),
    itemEventTotals(db, period),
    topPairs(db, period, 60),
    topSearches(db, period, 50),
    topSearchesWithoutResults(db, period, 50),
  ]);

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
    if (d && r.event in d) d[r.event] = (d[r.event] ?? 0) + r.total;
  }

  const names = await itemLabels(db, [
    ...itemRows.map((r) => r.itemId),
    ...pairRows.flatMap((r) => [r.a.id, r.b.id]),
  ]);
  const perItem = new Map<string, Record<EventKind, number>>();
  for (const r of itemRows) {
    const key = `${r.itemKind}:${r.itemId}`;
    const counts =
      perItem.get(key) ??
      (Object.fromEntries(EVENT_KINDS.map((k) => [k, 0])) as Record<EventKind, number>);
    counts[r.event as EventKind] = r.total;
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
          group: groupOf(item.kind, names.get(key)!.groupId),
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
      const a = ref(r.a.kind, r.a.id);
      const b = ref(r.b.kind, r.b.id);
      return a && b ? [{ a, b, count: r.count }] : [];
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
    searches,
    searches_without_results: missing,
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
