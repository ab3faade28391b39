import type { Generated, Selectable } from 'kysely';
import type { ItemKind } from '@/shared/catalog';

/** Row shapes as stored. Booleans are 0/1 integers so SQLite and PostgreSQL agree. */
interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** JSON array of role names, first role first. */
  roles: string;
  url_img: string | null;
  /** Raised to end every token issued before (sign-out, password change). */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type { ItemKind };

/** Products and services: one table, told apart by `kind`; `group_id` is the category or type. */
interface CatalogItemsTable {
  id: Generated<number>;
  kind: ItemKind;
  code: string;
  name: string;
  description: string;
  default_image: string | null;
  price_cents: number;
  price_visible: number;
  group_id: number;
  published: number;
  created_at: string;
  updated_at: string;
}

interface ImagesTable {
  id: Generated<number>;
  item_id: number;
  public_name: string;
  original_name: string;
  position: number;
  width: number;
  height: number;
  created_at: string;
  /** Where an imported image came from (its URL or ZIP entry): a re-import does not add it again. */
  source: string | null;
}

interface ImageVariantsTable {
  image_id: number;
  variant: string;
  format: string;
  width: number;
  height: number;
  etag: string;
  data: Buffer;
}

interface MediaTable {
  name: string;
  format: string;
  width: number;
  height: number;
  etag: string;
  data: Buffer;
}

/** A product and a service that go together (chosen by an admin); each page shows the other. */
interface CatalogRelatedTable {
  product_id: number;
  service_id: number;
  /** Order of the choice on the item it was chosen on. */
  position: number;
}

/** Failed sign-ins of a client within its window (see auth/shared-throttle.ts). */
interface SignInFailuresTable {
  client: string;
  failures: number;
  /** Epoch milliseconds at which the window ends. */
  reset_at: number;
}

type ImportJobStatus = 'running' | 'done' | 'failed' | 'interrupted';

/** A spreadsheet import: its progress, counts and failing rows (see catalog-io/). */
interface ImportJobsTable {
  id: Generated<number>;
  kind: ItemKind;
  file_name: string;
  file_hash: string;
  status: ImportJobStatus;
  total: number;
  done: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  /** JSON array of the failing rows: {line, code, errors}. */
  errors: string;
  username: string;
  created_at: string;
  /** Written with each chunk: a running job whose heartbeat is old was cut short. */
  heartbeat_at: string;
  finished_at: string | null;
}

/** Demand counts per UTC day (issue 23); item_kind '' and item_id 0 is the event itself. */
interface EventCountsTable {
  day: string;
  event: string;
  item_kind: string;
  item_id: number;
  total: number;
  uniques: number;
}

/** HMAC digests already counted as unique on a day; deleted with the day's salt. */
interface EventUniquesTable {
  day: string;
  event: string;
  item_kind: string;
  item_id: number;
  digest: string;
}

interface EventSaltsTable {
  day: string;
  salt: string;
}

interface EventSearchesTable {
  day: string;
  term: string;
  count: number;
  no_results: number;
}

/** Two items sent in one quote, (a_kind, a_id) < (b_kind, b_id). */
interface EventPairsTable {
  day: string;
  a_kind: string;
  a_id: number;
  b_kind: string;
  b_id: number;
  count: number;
}

/** A specification of a group (category or service type); `choices` is a JSON array. */
interface CatalogSpecsTable {
  id: Generated<number>;
  kind: ItemKind;
  group_id: number;
  key: string;
  label: string;
  unit: string | null;
  type: 'number' | 'text' | 'choice' | 'boolean';
  choices: string | null;
  filterable: number;
  highlight: number;
  position: number;
}

/** An item's value of a specification: numbers and yes/no (1/0) in num_value, texts in text_value. */
interface CatalogItemSpecsTable {
  item_id: number;
  spec_id: number;
  num_value: number | null;
  text_value: string | null;
}

export interface Database {
  users: UsersTable;
  catalog_items: CatalogItemsTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  media: MediaTable;
  catalog_related: CatalogRelatedTable;
  sign_in_failures: SignInFailuresTable;
  import_jobs: ImportJobsTable;
  event_counts: EventCountsTable;
  event_uniques: EventUniquesTable;
  event_salts: EventSaltsTable;
  event_searches: EventSearchesTable;
  event_pairs: EventPairsTable;
  catalog_specs: CatalogSpecsTable;
  catalog_item_specs: CatalogItemSpecsTable;
}

export type UserRow = Selectable<UsersTable>;
export type CatalogItemRow = Selectable<CatalogItemsTable>;
export type ImageRow = Selectable<ImagesTable>;
export type CatalogSpecRow = Selectable<CatalogSpecsTable>;
export type ImportJobRow = Selectable<ImportJobsTable>;
