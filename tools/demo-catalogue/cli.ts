/* Fills the configured database:
 *   npm run seed                 the demo catalogue, when the catalogue is empty, and any missing site media
 *   npm run seed -- --products N N generated products (spread over the four categories), for benchmarks */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ensureSiteMedia, seedDemoIfEmpty } from '@/server/bootstrap';
import { openConfiguredDb } from '@/server/cli/open-db';
// The front door by its folder name, so the server build links this CLI to demo-catalogue.mjs.
import { seedScale } from '../demo-catalogue';

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string' } } });
  const { db, dialect } = await openConfiguredDb();
  try {
    if (values.products) {
      const count = Number(values.products);
      if (!Number.isInteger(count) || count < 1)
        throw new Error('--products takes a positive whole number');
      const started = Date.now();
      await seedScale(db, count);
      // After a bulk load: planner statistics, and on PostgreSQL the visibility map, without
      // which an index-only scan (a listing's count, its page marks) visits every row's page.
      if (dialect === 'postgres')
        await sql`vacuum (analyze) catalog_items, catalog_item_specs`.execute(db);
      else
        for (const table of ['catalog_items', 'catalog_item_specs'])
          await sql`analyze ${sql.table(table)}`.execute(db);
      process.stdout.write(
        `${count} products added in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
    } else {
      const result = await seedDemoIfEmpty(db);
      process.stdout.write(
        result
          ? `Demo catalogue created: ${JSON.stringify(result)}\n`
          : 'The catalogue is not empty: nothing done.\n',
      );
      const media = await ensureSiteMedia(db);
      if (media) process.stdout.write(`Site media created: ${media.created.join(', ')}\n`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
