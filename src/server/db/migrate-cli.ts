/* npm run migrate: applies pending migrations to the configured database. */
import { openConfiguredDb } from '../cli/open-db';

async function main() {
  const { db, applied } = await openConfiguredDb();
  try {
    process.stdout.write(
      applied.length ? `Applied: ${applied.join(', ')}\n` : 'The database is up to date.\n',
    );
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
