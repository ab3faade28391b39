import type { Kysely } from 'kysely';

// Frozen in time: never import application types here.
// Every token carries the user's token version; raising it ends every earlier token at once
// (sign-out, a password change). Plain integer with a default: the same on SQLite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
