import { KINDS, type ItemKind } from '@/shared/catalog';
import { facetsOnPhone, listOnPhone } from '@/shared/listing-on-phone';
import type { CatalogItem } from '@/shared/schemas/catalog-item';
import type { Page } from '@/shared/schemas/common';
import type { Spec } from '@/shared/schemas/specs';
import { seedDemo } from '../../tools/demo-catalogue';
import { createTestContext, type TestContext } from './helper';

/*
 * Issue 65, item 6: a saved listing sorted and filtered on the phone answers what the server
 * answers. The phone's computation (src/shared/listing-on-phone.ts, run by the service worker)
 * is given the default listing's pages as 'Guardar sin conexión' keeps them, and compared with
 * the server's own answer to the same query, over the demo catalogue on a real database.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.handle.db);
});
afterAll(async () => {
  await ctx.close();
});

interface Group {
  kind: ItemKind;
  path: string;
}

const GROUPS: Group[] = [
  { kind: 'product', path: 'invernaderos' },
  { kind: 'product', path: 'riegos' },
  { kind: 'product', path: 'maquinarias' },
  { kind: 'service', path: 'cursos' },
];

const listPath = ({ kind, path }: Group) => {
  const { resource, groupSegment } = KINDS[kind];
  return `/api/${resource}/${groupSegment}/a/${path}`;
};

async function json<T>(url: string): Promise<T> {
  const res = await ctx.inject({ url });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return res.json<T>();
}

/** What the phone holds of a group: its default listing, page by page, and its specs. */
async function saved(group: Group) {
  const { pageSize, resource } = KINDS[group.kind];
  const items: CatalogItem[] = [];
  for (let page = 0; ; page++) {
    const answer = await json<Page<CatalogItem>>(
      `${listPath(group)}?page=${page}&size=${pageSize}&order_by=created_at&order_direction=desc`,
    );
    items.push(...answer.content);
    if (answer.nextPage === -1) break;
  }
  const { specs } = await json<{ specs: Spec[] }>(`/api/specs/${resource}/${group.path}`);
  return { items, specs };
}

/** Filters that select something of the group, built from its own facets. */
async function queriesOf(group: Group): Promise<string[]> {
  const facets = await json<{
    price: { min: number | null; max: number | null };
    facets: Array<{
      key: string;
      type: string;
      values?: Array<{ value: string; count: number }>;
      min?: number | null;
      max?: number | null;
    }>;
  }>(`${listPath(group)}/facets`);
  /** Each filter with the facet it is on (a query names a facet once). */
  const filters: Array<{ on: string; param: string }> = [];
  for (const { key, values, min, max } of facets.facets) {
    const present = (values ?? []).filter((v) => v.count > 0).map((v) => v.value);
    if (present.length)
      filters.push({ on: key, param: `f.${key}=${encodeURIComponent(present[0])}` });
    if (present.length > 1)
      filters.push({
        on: key,
        param: `f.${key}=${encodeURIComponent(present.slice(0, 2).join(','))}`,
      });
    if (min != null && max != null && max > min)
      filters.push({ on: key, param: `f.${key}.min=${(min + max) / 2}` });
  }
  const { min, max } = facets.price;
  if (min !== null && max !== null)
    filters.push({ on: 'price', param: `price.max=${(min + max) / 2}` });
  expect(filters.length).toBeGreaterThanOrEqual(3);
  // None, each alone, and each with every filter on another facet (the disjunctive counts).
  const pairs = filters.flatMap((a, i) =>
    filters
      .slice(i + 1)
      .filter((b) => b.on !== a.on)
      .map((b) => `${a.param}&${b.param}`),
  );
  return ['', ...filters.map((f) => f.param), ...pairs];
}

const ORDERS = [
  'order_by=created_at&order_direction=desc',
  'order_by=price&order_direction=asc',
  'order_by=price&order_direction=desc',
  'order_by=name&order_direction=asc',
];

describe.each(GROUPS)('$path, sorted and filtered on the phone', (group) => {
  test('every page of every sort and filter is the server’s', async () => {
    const { items, specs } = await saved(group);
    const { pageSize } = KINDS[group.kind];
    for (const filters of await queriesOf(group))
      for (const order of ORDERS)
        for (const page of [0, 1]) {
          const query = `page=${page}&size=${pageSize}&${order}${filters ? `&${filters}` : ''}`;
          const server = await json<Page<CatalogItem>>(`${listPath(group)}?${query}`);
          const phone = listOnPhone(items, specs, new URLSearchParams(query), pageSize);
          if (!phone.ok) throw new Error(phone.message);
          const { on_phone, ...page0 } = phone.body;
          expect({ query, ...page0 }).toEqual({ query, ...server });
          expect(on_phone).toEqual({ matched: server.totalElements, saved: items.length });
        }
  });

  test('the facets, their disjunctive counts and the price range are the server’s', async () => {
    const { items, specs } = await saved(group);
    for (const filters of await queriesOf(group)) {
      const server = await json<object>(`${listPath(group)}/facets?${filters}`);
      const phone = facetsOnPhone(items, specs, new URLSearchParams(filters));
      if (!phone.ok) throw new Error(phone.message);
      const { on_phone, ...facets } = phone.body;
      expect({ filters, ...facets }).toEqual({ filters, ...server });
      expect(on_phone?.saved).toBe(items.length);
    }
  });
});

test('a malformed filter is refused on the phone with the server’s message', async () => {
  const group = GROUPS[0];
  const { items, specs } = await saved(group);
  const query = 'f.area_m2.min=mucho';
  const server = await ctx.inject({ url: `${listPath(group)}?${query}` });
  expect(server.statusCode).toBe(400);
  const phone = listOnPhone(items, specs, new URLSearchParams(query), 8);
  expect(phone).toEqual({ ok: false, message: server.json<{ message: string }>().message });
});
