import type { Generated, Selectable } from 'kysely';

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

export type ItemKind = 'product' | 'service';

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

export interface Database {
  users: UsersTable;
  catalog_items: CatalogItemsTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  media: MediaTable;
  catalog_related: CatalogRelatedTable;
  sign_in_failures: SignInFailuresTable;
}

export type UserRow = Selectable<UsersTable>;
export type CatalogItemRow = Selectable<CatalogItemsTable>;
export type ImageRow = Selectable<ImagesTable>;
