import path from 'node:path';
import { loadConfig } from '../config';
import { createDb, type DbHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** The database the server would use (same env vars), migrated: for the command-line tools. */
export async function openConfiguredDb(): Promise<DbHandle & { applied: string[] }> {
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(32),
  });
  const handle = await createDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'catalog.db'),
  });
  const applied = await migrateToLatest(handle.db);
  return { ...handle, applied };
}
