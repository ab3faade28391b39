import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import type { Database } from './tables';

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbConfig {
  /** `postgres://…` selects PostgreSQL; anything else is ignored. */
  databaseUrl?: string;
  /** SQLite file path (or `:memory:`), used when no PostgreSQL url is given. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  pgSchema?: string;
}

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** A function that opens a dedicated client for LISTEN (PostgreSQL only). */
  databaseUrl?: string;
  pgSchema?: string;
}

export const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//.test(url);

/** A unique constraint refused a row: PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function createDb(config: DbConfig): Promise<DbHandle> {
  if (isPostgresUrl(config.databaseUrl)) {
    const pg = await import('pg');
    // Counts and sums come back as strings by default; ours fit in a double.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    pg.types.setTypeParser(1700, (v: string) => Number(v));
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      options: config.pgSchema ? `-c search_path=${config.pgSchema}` : undefined,
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      databaseUrl: config.databaseUrl,
      pgSchema: config.pgSchema,
    };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(config.sqliteFile ?? ':memory:');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
  };
}
