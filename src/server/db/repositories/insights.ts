import { sql } from 'kysely';
import type { DbOrTrx } from '../database';

/** The days `from`..`to` (YYYY-MM-DD), both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** Sums come back as strings on PostgreSQL, numbers on SQLite, null over no rows. */
const n = (v: unknown) => Number(v ?? 0);

/** Each event's total and unique visitors over the days (the events' own rows). */
export async function eventTotals(db: DbOrTrx, { from, to }: DayRange) {
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

/** Each event's total per day over the days (the events' own rows). */
export async function dailyEventTotals(db: DbOrTrx, { from, to }: DayRange) {
  const rows = await db
    .selectFrom('event_counts')
    .select(['day', 'event', 'total'])
    .where('item_id', '=', 0)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((r) => ({ day: r.day, event: r.event, total: n(r.total) }));
}

/** Each item's total of each event over the days. */
export async function itemEventTotals(db: DbOrTrx, { from, to }: DayRange) {
  const rows = await db
    .selectFrom('event_counts')
    .select(['item_kind', 'item_id', 'event', sql<string>`sum(total)`.as('total')])
    .where('item_id', '>', 0)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['item_kind', 'item_id', 'event'])
    .execute();
  return rows.map((r) => ({
    itemKind: r.item_kind,
    itemId: r.item_id,
    event: r.event,
    total: n(r.total),
  }));
}

/** The pairs quoted together most often over the days. */
export async function topPairs(db: DbOrTrx, { from, to }: DayRange, limit: number) {
  const rows = await db
    .selectFrom('event_pairs')
    .select(['a_kind', 'a_id', 'b_kind', 'b_id', sql<string>`sum(count)`.as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['a_kind', 'a_id', 'b_kind', 'b_id'])
    .orderBy(sql`sum(count)`, 'desc')
    .orderBy('a_id')
    .orderBy('b_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    a: { kind: r.a_kind, id: r.a_id },
    b: { kind: r.b_kind, id: r.b_id },
    count: n(r.count),
  }));
}

/** The terms searched most often over the days, with how many of those found nothing. */
export async function topSearches(db: DbOrTrx, { from, to }: DayRange, limit: number) {
  const rows = await db
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
    .limit(limit)
    .execute();
  return rows.map((r) => ({ term: r.term, count: n(r.count), no_results: n(r.no_results) }));
}

/** The terms that found nothing most often over the days. */
export async function topSearchesWithoutResults(
  db: DbOrTrx,
  { from, to }: DayRange,
  limit: number,
) {
  const rows = await db
    .selectFrom('event_searches')
    .select(['term', sql<string>`sum(no_results)`.as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('no_results', '>', 0)
    .groupBy('term')
    .orderBy(sql`sum(no_results)`, 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ term: r.term, count: n(r.count) }));
}

/** What the figures show of an item. */
export interface ItemLabel {
  code: string;
  name: string;
  groupId: number;
}

/** The code, name and group of the items among `ids`, by `kind:id` (drafts included). */
export async function itemLabels(db: DbOrTrx, ids: number[]): Promise<Map<string, ItemLabel>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('catalog_items')
    .select(['id', 'kind', 'code', 'name', 'group_id'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [`${r.kind}:${r.id}`, { code: r.code, name: r.name, groupId: r.group_id }]),
  );
}
