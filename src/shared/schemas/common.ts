import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../catalog';

export const ErrorResponse = Type.Object({ message: Type.String() }, { $id: 'ErrorResponse' });
export type ErrorResponse = Static<typeof ErrorResponse>;

/** A route's error answers for its schema: each status code answers an `ErrorResponse`. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorResponse]));

export const CatalogRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  urlpath: Type.String(),
});

export const PriceSchema = Type.Object({
  visible: Type.Boolean(),
  totalPrice: Type.Number({ minimum: 0 }),
});
/** An item's price as the API sends it: shown or 'a consultar', and the amount in bolivianos. */
export type Price = Static<typeof PriceSchema>;

/**
 * Marks a number the server must find finite: JSON reads 1e309 as Infinity, and the validator
 * coerces "Infinity" in a query to a number that passes `integer`, `minimum` and `maximum` (they
 * skip non-finite values). The server's validator knows the keyword (src/server/lib/finite.ts).
 */
export const FINITE = { 'x-finite': true } as const;

const ORDER_BY = ['created_at', 'name'] as const;
const ORDER_DIRECTIONS = ['asc', 'desc'] as const;

export const ListQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 0, maximum: 100000, default: 0, ...FINITE }),
    size: Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE, ...FINITE }),
    order_by: Type.Union(
      ORDER_BY.map((v) => Type.Literal(v)),
      { default: 'created_at' },
    ),
    order_direction: Type.Union(
      ORDER_DIRECTIONS.map((v) => Type.Literal(v)),
      { default: 'desc' },
    ),
    q: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ListQuery = Static<typeof ListQuery>;

/** Bounds a filter parameter's text (50 values of a choice's 60 characters, with commas). */
const FilterParam = Type.String({ maxLength: 4000 });

/**
 * The public listing's query: ListQuery's, sorting by price too, and its filters
 * (`f.<key>=v1,v2`, `f.<key>.min`, `f.<key>.max`, `price.min`, `price.max`), checked against the
 * group's specifications by the server (src/shared/listing-filters.ts).
 */
export const PublicListQuery = Type.Object(
  {
    ...ListQuery.properties,
    order_by: Type.Union(
      [...ORDER_BY, 'price' as const].map((v) => Type.Literal(v)),
      { default: 'created_at' },
    ),
    'price.min': Type.Optional(FilterParam),
    'price.max': Type.Optional(FilterParam),
  },
  { additionalProperties: false, patternProperties: { '^f\\.': FilterParam } },
);
export type PublicListQuery = Static<typeof PublicListQuery> & Record<string, unknown>;

/** The facets' query: the listing's filters and search, without its page or sort. */
export const FacetsQuery = Type.Object(
  {
    q: ListQuery.properties.q,
    'price.min': Type.Optional(FilterParam),
    'price.max': Type.Optional(FilterParam),
  },
  { additionalProperties: false, patternProperties: { '^f\\.': FilterParam } },
);
export type FacetsQuery = Static<typeof FacetsQuery> & Record<string, unknown>;

const Bound = Type.Union([Type.Number(), Type.Null()]);

/** A group's facets under a listing's filters (GET …/a/:group/facets). */
export const FacetsSchema = Type.Object({
  total: Type.Integer(),
  price: Type.Object({ min: Bound, max: Bound }),
  facets: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      unit: Type.Union([Type.String(), Type.Null()]),
      type: Type.String(),
      values: Type.Optional(
        Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() })),
      ),
      min: Type.Optional(Bound),
      max: Type.Optional(Bound),
    }),
  ),
});

export const Paged = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    nextPage: Type.Integer(),
    totalPages: Type.Integer(),
    totalElements: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
  });

/** One page of a list, as `Paged(item)` describes it on the wire. */
export type Page<T> = Omit<Static<ReturnType<typeof Paged>>, 'content'> & { content: T[] };

/** The page envelope around `content`, the `page`-th (from 0) of `size` items out of `total`. */
export function pageOf<T>(content: T[], total: number, page: number, size: number): Page<T> {
  const totalPages = Math.ceil(total / size);
  return {
    content,
    nextPage: page + 1 < totalPages ? page + 1 : -1,
    totalPages,
    totalElements: total,
    page,
    size,
  };
}

/** Ids are 32-bit serials in the database. */
export const ID_MAX = 2147483647;
export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: ID_MAX, ...FINITE }),
});
export const CodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 120 }) });

/** Lowercase letters, digits and single hyphens: what a share link carries. */
export const CODE_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

export const ImageName = Type.Object({
  public_name: Type.String(),
  original_name: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ImageName = Static<typeof ImageName>;
