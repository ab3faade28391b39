import { createHash } from 'node:crypto';
import type { ImportRow } from '@/shared/schemas/catalog-io';
import type { Sheet } from './parse';
import { answeredRow, publicRow, type PlanContext } from './plan';
import { emptyCounts, planAll } from './run-import';

/**
 * Every row's plan as the dry run shows it (kept only when asked: the import needs the digest
 * alone; long texts as excerpts of the change), its counts, and a digest of the whole changes,
 * so a token still tells a change the excerpts leave out.
 */
export async function reviewRows(ctx: PlanContext, sheet: Sheet, keepRows: boolean) {
  const rows: ImportRow[] = [];
  const counts = emptyCounts();
  const digest = createHash('sha256');
  await planAll(ctx, sheet.rows, sheet.fields, (plans) => {
    for (const plan of plans) {
      const row = publicRow(plan);
      counts[row.action]++;
      if (keepRows) rows.push(answeredRow(row));
      digest.update(JSON.stringify(row));
    }
  });
  return { rows, counts, digest: digest.digest('hex') };
}
