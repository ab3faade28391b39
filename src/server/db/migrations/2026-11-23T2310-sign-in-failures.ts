import type { Kysely } from 'kysely';

// Frozen in time: never import application types here.
// Failed sign-ins per client, so every process on one database counts the same guesses.
// reset_at is epoch milliseconds (bigint): the same comparison on SQLite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('client', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
}
