import { BRAND } from '@/shared/brand';
import { FEED_CSV, csvRow, stripFormulaStart } from '@/shared/csv';
import { siteHrefs } from '@/shared/site-routes';
import type { DbOrTrx } from '../db/database';
import { publishedProductPages } from '../db/repositories/catalog-feeds';
import { groupSpecs, specValuesOf } from '../db/repositories/specs';
import { shownSpecs } from '@/shared/spec-values';
import { excerpt, htmlToText } from '../lib/plain-text';
import { PRODUCTS } from '../catalog/kinds';
import { feedPrice, feedReasons } from './feed-rules';

/** One product as both feeds describe it: plain text and absolute addresses. */
interface FeedItem {
  id: string;
  title: string;
  description: string;
  price: string;
  link: string;
  imageLink: string;
  /** Its specification values as shown ('480 m²'), in its category's order. */
  details: Array<{ name: string; value: string }>;
}

/** Google cuts descriptions at 5000 characters, Meta at 9999: one limit for both. */
const MAX_DESCRIPTION = 5000;
const MAX_TITLE = 150;

/**
 * The products that go into the feeds, a page at a time: published, price shown, with a
 * picture and a description of at least 30 plain-text characters. Services stay out (see
 * docs/decisions.md).
 */
async function* feedItemPages(db: DbOrTrx, siteUrl: string): AsyncGenerator<FeedItem[]> {
  // Each category's specifications, read once per feed; each page's values in one query.
  const specsOf = new Map<number, Awaited<ReturnType<typeof groupSpecs>>>();
  for await (const products of publishedProductPages(db, { onlyPriced: true })) {
    const items: FeedItem[] = [];
    const values = await specValuesOf(
      db,
      products.map((product) => product.id),
    );
    for (const product of products) {
      const plain = htmlToText(product.description);
      if (feedReasons(product, plain).length > 0) continue;
      let specs = specsOf.get(product.groupId);
      if (!specs)
        specsOf.set(product.groupId, (specs = await groupSpecs(db, 'product', product.groupId)));
      items.push({
        id: product.code,
        title: product.name.slice(0, MAX_TITLE),
        description:
          plain.length > MAX_DESCRIPTION ? excerpt(product.description, MAX_DESCRIPTION) : plain,
        price: feedPrice(product.priceCents),
        link: siteUrl + siteHrefs.itemDetail('product', product.code),
        imageLink: `${siteUrl}${PRODUCTS.prefix}/images/700/${encodeURIComponent(product.defaultImage!)}`,
        details: shownSpecs(specs, values.get(product.id)).map(({ spec, text }) => ({
          name: spec.label,
          value: text,
        })),
      });
    }
    yield items;
  }
}

const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
];

/**
 * The Meta commerce catalogue (WhatsApp Business): CSV with a header line, quoted as needed.
 * Meta reads it, not a spreadsheet: a title or description that starts like a formula loses
 * those leading characters (`=Oferta` → `Oferta`) rather than getting an apostrophe Meta would
 * show (docs/decisions.md).
 */
export async function metaCsv(db: DbOrTrx, siteUrl: string): Promise<Buffer> {
  const chunks = [Buffer.from(csvRow(META_COLUMNS, FEED_CSV))];
  for await (const items of feedItemPages(db, siteUrl)) {
    if (items.length === 0) continue;
    const records = items.map((i) =>
      csvRow(
        [
          i.id,
          // A name of nothing but such characters (`===`) would leave Meta no title: its code.
          stripFormulaStart(i.title) || i.id,
          i.description,
          'in stock',
          'new',
          i.price,
          i.link,
          i.imageLink,
          BRAND,
        ],
        FEED_CSV,
      ),
    );
    chunks.push(Buffer.from(records.join('')));
  }
  return Buffer.concat(chunks);
}

/** Escapes text for XML and drops the control characters XML 1.0 does not allow. */
const xml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    );

const element = (name: string, value: string) => `<${name}>${xml(value)}</${name}>`;

/** An item's specifications as Google's product details, each in the 'Especificaciones' section. */
const productDetails = (details: FeedItem['details']) =>
  details
    .map(
      (detail) =>
        '<g:product_detail>' +
        element('g:section_name', 'Especificaciones') +
        element('g:attribute_name', detail.name) +
        element('g:attribute_value', detail.value) +
        '</g:product_detail>',
    )
    .join('');

/** The Google Merchant Center feed: RSS 2.0 with the `g:` namespace. */
export async function googleXml(db: DbOrTrx, siteUrl: string): Promise<Buffer> {
  const chunks = [
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
        `${element('title', BRAND)}\n${element('link', `${siteUrl}/`)}\n` +
        `${element('description', `Productos de ${BRAND}`)}\n`,
    ),
  ];
  for await (const items of feedItemPages(db, siteUrl)) {
    const text = items
      .map(
        (i) =>
          '<item>' +
          element('g:id', i.id) +
          element('title', i.title) +
          element('description', i.description) +
          element('link', i.link) +
          element('g:image_link', i.imageLink) +
          element('g:availability', 'in_stock') +
          element('g:condition', 'new') +
          element('g:price', i.price) +
          element('g:brand', BRAND) +
          productDetails(i.details) +
          '</item>\n',
      )
      .join('');
    if (text) chunks.push(Buffer.from(text));
  }
  chunks.push(Buffer.from('</channel>\n</rss>\n'));
  return Buffer.concat(chunks);
}
