import { Type, type Static } from 'typebox';
import { ProductSchema, ServiceSchema } from './catalog-item';
import { FINITE } from './common';
import { SEARCH_PAGE_SIZE } from '../search-limits';

export const SearchQuery = Type.Object(
  {
    q: Type.String(),
    page: Type.Integer({ minimum: 0, maximum: 100000, default: 0, ...FINITE }),
    size: Type.Integer({ minimum: 1, maximum: 100, default: SEARCH_PAGE_SIZE, ...FINITE }),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

/** A search hit: the item as its own listing reads it, with its kind. */
export const SearchResultSchema = Type.Union([
  Type.Object({ ...ProductSchema.properties, kind: Type.Literal('product') }),
  Type.Object({ ...ServiceSchema.properties, kind: Type.Literal('service') }),
]);
export type SearchResult = Static<typeof SearchResultSchema>;

export const SearchPageSchema = Type.Object({
  content: Type.Array(SearchResultSchema),
  nextPage: Type.Integer(),
  totalPages: Type.Integer(),
  totalElements: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type SearchPage = Static<typeof SearchPageSchema>;
