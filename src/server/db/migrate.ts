import { Migrator, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies pending migrations. `schema` (PostgreSQL) names where Kysely keeps its own migration
 * tables: unnamed, Kysely's existence check looks in every schema, so another schema's tables
 * (the API tests give each file one, in one database) would count as ours.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
