import type { DbOrTrx } from '../database';

/** What the feeds and their check read of a published product. */
export interface FeedProduct {
  id: number;
  code: string;
  name: string;
  description: string;
  /** Whole cents: the feeds write the price from them without float rounding. */
  priceCents: number;
  priceVisible: boolean;
  defaultImage: string | null;
  /** The product's category. */
  groupId: number;
}

const PAGE_SIZE = 500;

/**
 * Every published product, by id, a page at a time (keyset paging): a feed of 100 000 products
 * never holds more than one page of rows. `onlyPriced` leaves out products that could not go
 * into a feed anyway (price hidden, no picture) in the query itself.
 */
export async function* publishedProductPages(
  db: DbOrTrx,
  options: { onlyPriced: boolean },
): AsyncGenerator<FeedProduct[]> {
  let after = 0;
  for (;;) {
    let query = db
      .selectFrom('catalog_items')
      .select([
        'id',
        'code',
        'name',
        'description',
        'price_cents',
        'price_visible',
        'default_image',
        'group_id',
      ])
      .where('kind', '=', 'product')
      .where('published', '=', 1)
      .where('id', '>', after);
    if (options.onlyPriced) {
      query = query.where('price_visible', '=', 1).where('default_image', 'is not', null);
    }
    const rows = await query.orderBy('id').limit(PAGE_SIZE).execute();
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      description: r.description,
      priceCents: Number(r.price_cents),
      priceVisible: r.price_visible === 1,
      defaultImage: r.default_image,
      groupId: r.group_id,
    }));
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1]!.id;
  }
}
