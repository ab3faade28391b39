import { sql } from 'kysely';
import { pageOf, type Page } from '@/shared/schemas/common';
import type { SearchResult } from '@/shared/schemas/search';
import type { DbOrTrx } from '../database';
import type { CatalogItemRow } from '../tables';
import { searchResultsOf } from './catalog-items';
import { isPostgres } from './catalog-search-index';

export interface SearchOptions {
  q: string;
  page: number;
  size: number;
}

/** Lowercase, without accents: the words of a query before each database folds them its way. */
const foldText = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a query: runs of letters and digits, as both databases' tokenisers split them. */
const searchWords = (q: string) =>
  foldText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);

/** Item rows matching every word (a word matches as a prefix), best first, one page of them. */
async function matchingRows(db: DbOrTrx, words: string[], limit: number, offset: number) {
  if (isPostgres(db)) {
    // Folded by the database as the indexed text is, so both sides match however they are written.
    const query = sql`to_tsquery('simple', search_fold(${words.map((w) => `${w}:*`).join(' & ')}))`;
    const matches = sql`from catalog_search s
      join catalog_items ci on ci.id = s.item_id
      where s.document @@ ${query} and ci.published = 1`;
    const [count, rows] = await Promise.all([
      sql<{ total: number }>`select count(*) as total ${matches}`.execute(db),
      sql<CatalogItemRow>`select ci.* ${matches}
        order by ts_rank(s.document, ${query}) desc,
          ci.created_at desc, ci.id desc
        limit ${limit} offset ${offset}`.execute(db),
    ]);
    return { total: Number(count.rows[0].total), rows: rows.rows };
  }
  // Each word quoted (only letters and digits) with a prefix star: FTS5 ANDs them.
  const query = words.map((w) => `"${w}"*`).join(' ');
  const matches = sql`from catalog_search s
    join catalog_items ci on ci.id = s.rowid
    where catalog_search match ${query} and ci.published = 1`;
  const [count, rows] = await Promise.all([
    sql<{ total: number }>`select count(*) as total ${matches}`.execute(db),
    // bm25 is lower for better matches; a word in the name weighs ten in the description.
    sql<CatalogItemRow>`select ci.* ${matches}
      order by bm25(catalog_search, 10.0, 1.0), ci.created_at desc, ci.id desc
      limit ${limit} offset ${offset}`.execute(db),
  ]);
  return { total: Number(count.rows[0].total), rows: rows.rows };
}

/**
 * Published products and services whose name or description (its text, not its tags) holds
 * every word of `q`, case- and accent-insensitive, best matches first, paged like the listings.
 */
export async function searchItems(db: DbOrTrx, opts: SearchOptions): Promise<Page<SearchResult>> {
  const words = searchWords(opts.q);
  const { total, rows } = words.length
    ? await matchingRows(db, words, opts.size, opts.page * opts.size)
    : { total: 0, rows: [] };
  return pageOf(await searchResultsOf(db, rows), total, opts.page, opts.size);
}
