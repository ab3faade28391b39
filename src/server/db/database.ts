import type BetterSqlite3 from 'better-sqlite3';
import { createHash } from 'node:crypto';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import type { Pool } from 'pg';
import type { Database } from './tables';

export type Db = Kysely<Database>;
/** A transaction on the database, as `db.transaction().execute` hands it to its callback. */
export type Trx = Transaction<Database>;
export type DbOrTrx = Kysely<Database> | Trx;
type Dialect = 'sqlite' | 'postgres';

export interface DbConfig {
  /** `postgres://…` selects PostgreSQL; anything else is ignored. */
  databaseUrl?: string;
  /** SQLite file path (or `:memory:`), used when no PostgreSQL url is given. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  pgSchema?: string;
  /** Told about connections the database dropped (logged; the pool replaces them itself). */
  onPoolError?: (err: Error) => void;
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

/** How long a request may wait for a pooled connection before it is refused (ms). */
const CONNECT_TIMEOUT_MS = 3000;
/** The longest statement the server lets run; the client gives up a little later. */
const STATEMENT_TIMEOUT_MS = 10_000;

const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** PostgreSQL states meaning "not now" rather than "bad request": shut down, restarting, full. */
const UNAVAILABLE_PG_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/;

/**
 * The database cannot answer now (connection refused or dropped, server restarting, a statement
 * timed out; SQLite: the file is locked or read-only): the request may succeed later, so it is
 * a 503, not a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  // Not `instanceof Error`: socket errors come from Node's own realm (under Jest, another one).
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_PG_CODES.has(code)) return true;
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    if (/^SQLITE_(BUSY|LOCKED|READONLY|CANTOPEN)/.test(code)) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

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
      // Bounded waits: while the database is unreachable a request fails fast (503), not hangs.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      query_timeout: STATEMENT_TIMEOUT_MS + 2000,
      keepAlive: true,
      options: config.pgSchema ? `-c search_path=${config.pgSchema}` : undefined,
    });
    // A connection dropped by the server (restart, failover, pg_terminate_backend) emits 'error'
    // on its client, idle or checked out; unheard, that event ends the process. The pool drops
    // such a client and opens a fresh one on the next checkout.
    const onError = (err: Error) => config.onPoolError?.(err);
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingStatements(pool) }) }),
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
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
    }),
    dialect: 'sqlite',
  };
}

/** How long a SQLite write waits for another process's lock (blocking this one meanwhile). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** Prepared statements kept per SQL text. */
const KEPT_STATEMENTS = 500;

/**
 * Kysely prepares every query afresh; on better-sqlite3 that was a tenth of an uncached
 * listing's time. Statements are kept by their SQL text (bounded, oldest out first). Safe to
 * reuse: Kysely's SQLite driver runs one query at a time on its one connection.
 */
function keepingStatements(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => void sqlite.close(),
    prepare(sql) {
      let statement = kept.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
        kept.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Distinct SELECT texts run as named (prepared) statements; any others run unnamed. */
const NAMED_STATEMENTS = 500;
/** PostgreSQL's "cached plan must not change result type": a table changed under a statement. */
const PLAN_CHANGED = '0A000';

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it each time and node-pg reads
 * its row description each time: about half the cost of a hot read (a listing page at 100 000
 * products). SELECTs run as named statements instead, one name per SQL text (bounded), which
 * each connection prepares once. A migration that changes a table under a prepared statement
 * makes its next run fail with 0A000: the names change and the query runs again, prepared anew.
 */
function namingStatements(pool: Pool): PostgresPool {
  const names = new Map<string, string>();
  let epoch = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_STATEMENTS && /^select\s/i.test(text)) {
      name = `k${epoch}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const run = (text: string, values: unknown[]) => {
        const name = nameOf(text);
        return name ? client.query({ name, text, values }) : client.query(text, values);
      };
      return {
        query: ((textOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => {
          // A cursor (streamed results) is returned as it is, synchronously.
          if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
          const values = [...(parameters ?? [])];
          return run(textOrCursor, values).catch((err: unknown) => {
            if ((err as { code?: unknown }).code !== PLAN_CHANGED || !names.has(textOrCursor))
              throw err;
            epoch++;
            names.clear();
            return run(textOrCursor, values);
          });
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
