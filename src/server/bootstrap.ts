import { randomBytes } from 'node:crypto';
import { hashPassword } from './auth/passwords';
import type { Db } from './db/database';
import { listMediaKeys, MEDIA_FORMATS, SITE_MEDIA_NAMES } from './db/repositories/media';
import { countUsers, insertUser } from './db/repositories/users';

export interface CreatedAdmin {
  username: string;
  /** Set only when it was generated here, so it can be shown once. */
  generatedPassword?: string;
}

/** Creates the first admin when there is no user at all. */
async function ensureFirstAdmin(
  db: Db,
  username: string,
  password?: string,
): Promise<CreatedAdmin | null> {
  if ((await countUsers(db)) > 0) return null;
  const generated = password ? undefined : randomBytes(12).toString('base64url');
  await insertUser(db, {
    username,
    passwordHash: await hashPassword(password ?? generated!),
    roles: ['admin'],
  });
  return { username, generatedPassword: generated };
}

/**
 * Fills an empty catalogue with the demo catalogue. Its generator (tools/demo-catalogue: drawn
 * pictures and demo texts, most of the server's code by lines) is loaded only here, only then:
 * the server build keeps it in a file of its own that a populated site never reads.
 */
export async function seedDemoIfEmpty(db: Db, log: (message: string) => void = () => {}) {
  const existing = await db
    .selectFrom('catalog_items')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  if (Number(existing.total) > 0) return null;
  log('empty catalogue: creating the demo catalogue…');
  const { seedDemo } = await import('../../tools/demo-catalogue');
  return seedDemo(db);
}

/** The site media (SITE_MEDIA_NAMES) missing in either format. */
export async function missingSiteMedia(db: Db): Promise<string[]> {
  const stored = new Set((await listMediaKeys(db)).map((m) => `${m.name}.${m.format}`));
  return SITE_MEDIA_NAMES.filter((name) =>
    MEDIA_FORMATS.some((format) => !stored.has(`${name}.${format}`)),
  );
}

/**
 * Makes the site media (hero slides, sign-in background) that are missing, whatever SEED_DEMO says
 * and however the catalogue was filled: the home page and the sign-in need them. Only the missing
 * ones are drawn, by the demo catalogue's generator (loaded only then), and stored without
 * replacing any: several processes starting at once on one PostgreSQL all succeed.
 */
export async function ensureSiteMedia(db: Db, log: (message: string) => void = () => {}) {
  const missing = await missingSiteMedia(db);
  if (missing.length === 0) return null;
  log(`site media missing (${missing.join(', ')}): creating them…`);
  const { seedSiteMedia } = await import('../../tools/demo-catalogue');
  await seedSiteMedia(db, missing);
  return { created: missing };
}

export interface PrepareOptions {
  adminUsername: string;
  adminPassword?: string;
  /** Fill an empty catalogue with the demo catalogue (SEED_DEMO). */
  seedDemo: boolean;
  log?: (message: string) => void;
}

/**
 * What start-up makes sure of once the database is migrated: a first admin when there is no
 * user, the demo catalogue in an empty catalogue when asked, and every site picture.
 */
export async function prepareData(db: Db, options: PrepareOptions) {
  const admin = await ensureFirstAdmin(db, options.adminUsername, options.adminPassword);
  const seeded = options.seedDemo ? await seedDemoIfEmpty(db, options.log) : null;
  const media = await ensureSiteMedia(db, options.log);
  return { admin, seeded, media };
}
