import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db, DbOrTrx } from '../db/database';
import {
  addCounts,
  addPairs,
  addSearches,
  daySalt,
  deleteVisitorsBefore,
  insertNewVisitors,
  transactionWithoutLockWait,
  type CountKey,
} from '../db/repositories/demand-events';
import { networkPrefix } from '../lib/network';

/**
 * Demand counts kept in memory and added to the database's daily rollups in one transaction
 * at least every few seconds (and when the app closes). Only counts leave the process: the
 * pending visitors are SHA-256 digests of (address prefix, user agent), turned at flush time
 * into HMACs with the day's salt, which lives in the database (one per UTC day, shared by every
 * instance) and is deleted after 48 h with the digests it made.
 *
 * What one client can add is bounded: an item's view, order and share count once per visitor
 * and day (a visitor who sends a thousand views of one item adds one), a quote's pairs come from
 * its first PAIR_ITEMS items, and pairs have a bound of their own, so a flood of large quotes
 * cannot crowd out the other events. A write that fails keeps its batch for the next one
 * (bounded); whatever is dropped for lack of room is counted and reported, never lost silently.
 */

/** Events counted at most once per visitor, item and day. */
const ONCE_A_DAY = new Set(['view', 'order', 'share']);

/** The items of one quote that make its pairs (a quote of 20 items makes 190 pairs). */
export const PAIR_ITEMS = 20;

export interface EventRecord {
  event: string;
  /** '' and 0 for the event itself. */
  itemKind: string;
  itemId: number;
}

interface PendingCount {
  day: string;
  event: string;
  itemKind: string;
  itemId: number;
  total: number;
  visitors: Set<string>;
}

interface Pending {
  counts: Map<string, PendingCount>;
  searches: Map<string, { day: string; term: string; count: number; noResults: number }>;
  pairs: Map<string, { day: string; a: [string, number]; b: [string, number]; count: number }>;
  size: number;
}

export interface RecorderOptions {
  now?: () => number;
  flushMs?: number;
  /** Pending entries kept while the database is down; beyond it new events are dropped. */
  maxPending?: number;
  /** Pending pairs, a bound of their own; beyond it new pairs are dropped (the events stay). */
  maxPairs?: number;
  /** A flush that failed (its events are kept for the next one). */
  onError?: (err: unknown) => void;
  /** Events or pairs dropped for lack of room since the last report (once per flush at most). */
  onDropped?: (lost: { events: number; pairs: number }) => void;
}

const emptyPending = (): Pending => ({
  counts: new Map(),
  searches: new Map(),
  pairs: new Map(),
  size: 0,
});

/** Characters no event field keeps: controls (NUL among them, which PostgreSQL refuses). */
const CONTROLS = /[\p{Cc}\p{Cs}]/gu;

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A visitor as kept in memory until the flush: never the address or the user agent. The
 * address counts by its network (/24, /64: lib/network.ts), so a phone changing address stays one.
 */
export const visitorDigest = (ip: string, userAgent: string) =>
  createHash('sha256')
    .update(`${networkPrefix(ip)}\n${userAgent}`)
    .digest('hex');

export interface EventRecorder {
  /** Counts one event of a visitor: its rows (the event, each item), its search, its pairs. */
  record(
    visitor: string,
    rows: EventRecord[],
    extra?: { search?: { term: string; results: number }; pairItems?: [string, number][] },
  ): void;
  /** Writes what is pending; resolves when it is in the database (rejects if it is not). */
  flush(): Promise<void>;
  /** Stops the timer and flushes. */
  close(): Promise<void>;
}

export function createEventRecorder(db: Db, options: RecorderOptions = {}): EventRecorder {
  const now = options.now ?? Date.now;
  const maxPending = options.maxPending ?? 200_000;
  const maxPairs = options.maxPairs ?? 100_000;
  let pending = emptyPending();
  let running: Promise<void> | null = null;
  let dropped = { events: 0, pairs: 0 };
  const salts = new Map<string, string>();

  function merge(into: Pending, from: Pending) {
    for (const [key, c] of from.counts) {
      const cur = into.counts.get(key);
      if (!cur) into.counts.set(key, c);
      else {
        cur.total += c.total;
        for (const v of c.visitors) cur.visitors.add(v);
      }
    }
    for (const [key, s] of from.searches) {
      const cur = into.searches.get(key);
      if (!cur) into.searches.set(key, s);
      else {
        cur.count += s.count;
        cur.noResults += s.noResults;
      }
    }
    for (const [key, p] of from.pairs) {
      const cur = into.pairs.get(key);
      if (!cur) into.pairs.set(key, p);
      else cur.count += p.count;
    }
    into.size += from.size;
  }

  async function saltOf(trx: DbOrTrx, day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return known;
    const salt = await daySalt(trx, day, randomBytes(32).toString('hex'));
    salts.set(day, salt);
    return salt;
  }

  // A flush, tried again 5 s later anyway, does not wait for another process's SQLite lock.
  const write = (batch: Pending) => transactionWithoutLockWait(db, (trx) => writeIn(trx, batch));

  async function writeIn(trx: DbOrTrx, batch: Pending) {
    const yesterday = utcDay(now() - 86_400_000);
    // Salts and digests older than yesterday (48 h at most) are of no further use.
    await deleteVisitorsBefore(trx, yesterday);
    for (const day of salts.keys()) if (day < yesterday) salts.delete(day);

    const uniques: (CountKey & { digest: string })[] = [];
    for (const c of batch.counts.values()) {
      const salt = await saltOf(trx, c.day);
      for (const v of c.visitors)
        uniques.push({
          day: c.day,
          event: c.event,
          itemKind: c.itemKind,
          itemId: c.itemId,
          digest: createHmac('sha256', salt).update(v).digest('hex').slice(0, 32),
        });
    }
    // Digests new to the database are the day's new unique visitors, whichever instance saw
    // them first.
    const fresh = new Map<string, number>();
    for (const r of await insertNewVisitors(trx, uniques)) {
      const key = `${r.day}|${r.event}|${r.itemKind}|${r.itemId}`;
      fresh.set(key, (fresh.get(key) ?? 0) + 1);
    }
    // A once-a-day event adds one per visitor new to the item today; the event's own row adds
    // what its items added.
    const itemsAdded = new Map<string, number>();
    for (const [key, c] of batch.counts)
      if (c.itemId !== 0 && ONCE_A_DAY.has(c.event)) {
        const own = `${c.day}|${c.event}||0`;
        itemsAdded.set(own, (itemsAdded.get(own) ?? 0) + (fresh.get(key) ?? 0));
      }
    await addCounts(
      trx,
      [...batch.counts.entries()].map(([key, c]) => ({
        day: c.day,
        event: c.event,
        itemKind: c.itemKind,
        itemId: c.itemId,
        total: !ONCE_A_DAY.has(c.event)
          ? c.total
          : c.itemId !== 0
            ? (fresh.get(key) ?? 0)
            : (itemsAdded.get(key) ?? 0),
        uniques: fresh.get(key) ?? 0,
      })),
    );
    await addSearches(trx, [...batch.searches.values()]);
    await addPairs(trx, [...batch.pairs.values()]);
  }

  function reportDropped() {
    if (!dropped.events && !dropped.pairs) return;
    const lost = dropped;
    dropped = { events: 0, pairs: 0 };
    options.onDropped?.(lost);
  }

  async function flushOnce() {
    reportDropped();
    if (pending.size === 0 && pending.pairs.size === 0) return;
    const batch = pending;
    pending = emptyPending();
    try {
      await write(batch);
    } catch (err) {
      // Kept for the next flush (bounded by maxPending and maxPairs: beyond them new events
      // are dropped, and counted).
      merge(batch, pending);
      pending = batch;
      throw err;
    }
  }

  function flush(): Promise<void> {
    const next = (running ?? Promise.resolve()).catch(() => undefined).then(flushOnce);
    // The chain's own copy never rejects: the caller handles `next`; nothing is left unheard.
    const tracked: Promise<void> = next.then(
      () => undefined,
      () => undefined,
    );
    running = tracked;
    void tracked.then(() => {
      if (running === tracked) running = null;
    });
    return next;
  }

  const timer = setInterval(() => {
    flush().catch((err: unknown) => {
      try {
        options.onError?.(err);
      } catch {
        // A failing logger must not end the process either.
      }
    });
  }, options.flushMs ?? 5000);
  timer.unref();

  return {
    record(visitor, rows, extra) {
      if (pending.size >= maxPending) {
        dropped.events += 1;
        return;
      }
      const day = utcDay(now());
      for (const r of rows) {
        const key = `${day}|${r.event}|${r.itemKind}|${r.itemId}`;
        let c = pending.counts.get(key);
        if (!c) {
          c = {
            day,
            event: r.event,
            itemKind: r.itemKind,
            itemId: r.itemId,
            total: 0,
            visitors: new Set(),
          };
          pending.counts.set(key, c);
        }
        c.total += 1;
        if (!c.visitors.has(visitor)) {
          c.visitors.add(visitor);
          pending.size += 1;
        }
      }
      if (extra?.search) {
        const { results } = extra.search;
        const term = extra.search.term.replace(CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();
        const key = `${day}|${term}`;
        let s = pending.searches.get(key);
        if (!s) {
          s = { day, term, count: 0, noResults: 0 };
          pending.searches.set(key, s);
          pending.size += 1;
        }
        s.count += 1;
        if (results === 0) s.noResults += 1;
      }
      // The pairs of the quote's first PAIR_ITEMS distinct items, in a bound of their own.
      const items = extra?.pairItems ?? [];
      const sorted = [...new Map(items.map((i) => [`${i[0]}:${i[1]}`, i])).values()]
        .slice(0, PAIR_ITEMS)
        .sort((x, y) => (x[0] === y[0] ? x[1] - y[1] : x[0] < y[0] ? -1 : 1));
      for (let i = 0; i < sorted.length; i++)
        for (let j = i + 1; j < sorted.length; j++) {
          const [a, b] = [sorted[i]!, sorted[j]!];
          const key = `${day}|${a[0]}|${a[1]}|${b[0]}|${b[1]}`;
          let p = pending.pairs.get(key);
          if (!p) {
            if (pending.pairs.size >= maxPairs) {
              dropped.pairs += 1;
              continue;
            }
            p = { day, a, b, count: 0 };
            pending.pairs.set(key, p);
          }
          p.count += 1;
        }
      pending.size += 1;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
