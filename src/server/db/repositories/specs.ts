import { sql, type RawBuilder } from 'kysely';
import type { ItemSpecs, Spec } from '@/shared/schemas/specs';
import { foldChoice } from '../../catalog/specs';
import type { DbOrTrx } from '../database';
import { isPostgres, reindexItems } from './catalog-search-index';
import type { CatalogSpecRow, ItemKind } from '../tables';

/** A group's specification as the API returns it (`choices` only on choices). */
function toSpec(row: CatalogSpecRow): Spec {
  return {
    key: row.key,
    label: row.label,
    unit: row.unit,
    type: row.type,
    ...(row.type === 'choice' ? { choices: JSON.parse(row.choices ?? '[]') as string[] } : {}),
    filterable: row.filterable === 1,
    highlight: row.highlight === 1,
  };
}

const specRows = (db: DbOrTrx, kind: ItemKind) =>
  db.selectFrom('catalog_specs').selectAll().where('kind', '=', kind);

/** The specifications of a group, in order. */
export async function groupSpecs(db: DbOrTrx, kind: ItemKind, groupId: number): Promise<Spec[]> {
  const rows = await specRows(db, kind)
    .where('group_id', '=', groupId)
    .orderBy('position')
    .execute();
  return rows.map(toSpec);
}

/** The specifications of every group of a kind, by group id, each group's in order. */
export async function kindSpecs(db: DbOrTrx, kind: ItemKind): Promise<Map<number, Spec[]>> {
  const rows = await specRows(db, kind).orderBy('group_id').orderBy('position').execute();
  const byGroup = new Map<number, Spec[]>();
  for (const row of rows)
    byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), toSpec(row)]);
  return byGroup;
}

/** A stored value as the API writes it, by its specification's type. */
const valueOf = (type: Spec['type'], num: number | null, text: string | null) =>
  type === 'number' ? Number(num) : type === 'boolean' ? Number(num) === 1 : (text ?? '');

/**
 * A column of an item query holding the item's values (`catalog_items.id`'s), for a read that
 * must stay one query: a JSON array of [key, type, number, text] in the group's order. Read it
 * with `valuesOfColumn`.
 */
export function specValuesColumn(db: DbOrTrx): RawBuilder<unknown> {
  const tuple = sql`s.key, s.type, v.num_value, v.text_value`;
  const from = sql`from catalog_item_specs v join catalog_specs s on s.id = v.spec_id
    where v.item_id = catalog_items.id`;
  return isPostgres(db)
    ? sql`(select json_agg(json_build_array(${tuple}) order by s.position) ${from})`
    : sql`(select json_group_array(json_array(${tuple}) order by s.position) ${from})`;
}

/** The values of a `specValuesColumn` (PostgreSQL hands JSON over parsed, SQLite as text). */
export function valuesOfColumn(column: unknown): ItemSpecs {
  const tuples = (typeof column === 'string' ? JSON.parse(column) : (column ?? [])) as Array<
    [string, Spec['type'], number | null, string | null]
  >;
  const values: ItemSpecs = {};
  for (const [key, type, num, text] of tuples) values[key] = valueOf(type, num, text);
  return values;
}

/** The values each of these items holds, by item id, each in its group's order. */
export async function specValuesOf(db: DbOrTrx, ids: number[]): Promise<Map<number, ItemSpecs>> {
  const byItem = new Map<number, ItemSpecs>();
  if (!ids.length) return byItem;
  const rows = await db
    .selectFrom('catalog_item_specs as v')
    .innerJoin('catalog_specs as s', 's.id', 'v.spec_id')
    .select(['v.item_id', 's.key', 's.type', 'v.num_value', 'v.text_value'])
    .where('v.item_id', 'in', [...new Set(ids)])
    .orderBy('v.item_id')
    .orderBy('s.position')
    .execute();
  for (const row of rows) {
    let values = byItem.get(row.item_id);
    if (!values) byItem.set(row.item_id, (values = {}));
    values[row.key] = valueOf(row.type, row.num_value, row.text_value);
  }
  return byItem;
}

/** The stored columns of a value of a specification of `type`. */
const columnsOf = (type: Spec['type'], value: number | string | boolean) =>
  type === 'number' || type === 'boolean'
    ? { num_value: Number(value), text_value: null }
    : { num_value: null, text_value: String(value) };

/** Replaces an item's values with `values` (already checked against its group's specs). */
export async function setItemSpecs(
  db: DbOrTrx,
  item: { id: number; kind: ItemKind; groupId: number },
  values: ItemSpecs,
) {
  await db.deleteFrom('catalog_item_specs').where('item_id', '=', item.id).execute();
  const keys = Object.keys(values);
  if (!keys.length) return;
  const specs = await specRows(db, item.kind)
    .where('group_id', '=', item.groupId)
    .where('key', 'in', keys)
    .execute();
  if (!specs.length) return;
  await db
    .insertInto('catalog_item_specs')
    .values(
      specs.map((s) => ({ item_id: item.id, spec_id: s.id, ...columnsOf(s.type, values[s.key]) })),
    )
    .execute();
}

/**
 * After an item moved to another group: its values move to the new group's specifications of
 * the same key and type (a choice only when the new spec has it); the others are dropped.
 */
export async function moveItemSpecs(
  db: DbOrTrx,
  item: { id: number; kind: ItemKind; groupId: number },
) {
  const held = await db
    .selectFrom('catalog_item_specs as v')
    .innerJoin('catalog_specs as s', 's.id', 'v.spec_id')
    .select(['s.key', 's.type', 's.group_id', 'v.num_value', 'v.text_value'])
    .where('v.item_id', '=', item.id)
    .execute();
  if (held.every((h) => h.group_id === item.groupId)) return;
  const target = new Map(
    (await specRows(db, item.kind).where('group_id', '=', item.groupId).execute()).map((s) => [
      s.key,
      s,
    ]),
  );
  const moved = held.flatMap((h) => {
    const spec = target.get(h.key);
    if (!spec || spec.type !== h.type) return [];
    let text = h.text_value;
    if (spec.type === 'choice') {
      text = renamedChoice(toSpec(spec), text ?? '') ?? null;
      if (text === null) return [];
    }
    return [{ item_id: item.id, spec_id: spec.id, num_value: h.num_value, text_value: text }];
  });
  await db.deleteFrom('catalog_item_specs').where('item_id', '=', item.id).execute();
  if (moved.length) await db.insertInto('catalog_item_specs').values(moved).execute();
}

/** What replacing a group's list would remove from items: the spec, the choice, the count. */
export interface SpecLoss {
  label: string;
  /** A choice removed from a spec kept; absent when the whole spec (or its type) goes. */
  choice?: string;
  /** The spec stays, with another type. */
  retyped?: boolean;
  items: number;
}

/** The choice of `spec` a stored choice reads as (the same text, maybe in other case or accents). */
const renamedChoice = (spec: Spec, stored: string) =>
  spec.choices?.find((c) => foldChoice(c) === foldChoice(stored));

async function countUsing(db: DbOrTrx, specId: number, choices?: string[]) {
  let query = db
    .selectFrom('catalog_item_specs')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('spec_id', '=', specId);
  if (choices) query = query.where('text_value', 'in', choices);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/**
 * The values items hold that the group's new list `next` has no place for (removed specs,
 * retyped ones, removed choices), with how many items hold each; none when nothing is lost.
 */
export async function specLosses(
  db: DbOrTrx,
  kind: ItemKind,
  groupId: number,
  next: readonly Spec[],
): Promise<SpecLoss[]> {
  const current = await specRows(db, kind)
    .where('group_id', '=', groupId)
    .orderBy('position')
    .execute();
  const nextByKey = new Map(next.map((s) => [s.key, s]));
  const losses: SpecLoss[] = [];
  for (const row of current) {
    const kept = nextByKey.get(row.key);
    if (!kept || kept.type !== row.type) {
      const items = await countUsing(db, row.id);
      if (items) losses.push({ label: row.label, items, ...(kept ? { retyped: true } : {}) });
      continue;
    }
    if (row.type !== 'choice') continue;
    for (const choice of toSpec(row).choices ?? []) {
      if (renamedChoice(kept, choice) !== undefined) continue;
      const items = await countUsing(db, row.id, [choice]);
      if (items) losses.push({ label: row.label, choice, items });
    }
  }
  return losses;
}

/** Whether values of a specification of `type` are in the text index (texts and choices). */
const indexed = (type: Spec['type']) => type === 'text' || type === 'choice';

/** The items holding a value of a specification (one of `texts`, when given). */
async function itemsHolding(db: DbOrTrx, specIds: number[], texts?: string[]) {
  if (!specIds.length) return [];
  let query = db.selectFrom('catalog_item_specs').select('item_id').where('spec_id', 'in', specIds);
  if (texts) query = query.where('text_value', 'in', texts);
  return (await query.execute()).map((row) => row.item_id);
}

/**
 * Makes `next` the group's list, in its order: specs kept by key are updated in place (their
 * values stay), removed ones go with their values, as do the values of a retyped spec and of a
 * removed choice.
 */
export async function replaceGroupSpecs(
  db: DbOrTrx,
  kind: ItemKind,
  groupId: number,
  next: readonly Spec[],
) {
  const current = await specRows(db, kind).where('group_id', '=', groupId).execute();
  const nextByKey = new Map(next.map((s) => [s.key, s]));
  const removedRows = current.filter((row) => !nextByKey.has(row.key));
  const removed = removedRows.map((row) => row.id);
  // Items whose searched text changes: a text or choice removed, retyped or renamed. Their index
  // entries are written again at the end.
  const touched = await itemsHolding(
    db,
    removedRows.filter((row) => indexed(row.type)).map((row) => row.id),
  );
  if (removed.length) {
    await db.deleteFrom('catalog_item_specs').where('spec_id', 'in', removed).execute();
    await db.deleteFrom('catalog_specs').where('id', 'in', removed).execute();
  }
  const currentByKey = new Map(current.map((row) => [row.key, row]));
  for (const [position, spec] of next.entries()) {
    const columns = {
      label: spec.label,
      unit: spec.unit,
      type: spec.type,
      choices: spec.type === 'choice' ? JSON.stringify(spec.choices ?? []) : null,
      filterable: spec.filterable ? 1 : 0,
      highlight: spec.highlight ? 1 : 0,
      position,
    };
    const row = currentByKey.get(spec.key);
    if (!row) {
      await db
        .insertInto('catalog_specs')
        .values({ kind, group_id: groupId, key: spec.key, ...columns })
        .execute();
      continue;
    }
    if (row.type !== spec.type) {
      if (indexed(row.type)) touched.push(...(await itemsHolding(db, [row.id])));
      await db.deleteFrom('catalog_item_specs').where('spec_id', '=', row.id).execute();
    } else if (spec.type === 'choice') {
      const choices = (toSpec(row).choices ?? []).map((old) => ({
        old,
        renamed: renamedChoice(spec, old),
      }));
      const changed = choices.filter(({ old, renamed }) => renamed !== old).map(({ old }) => old);
      if (changed.length) touched.push(...(await itemsHolding(db, [row.id], changed)));
      for (const { old, renamed } of choices)
        if (renamed !== undefined && renamed !== old)
          await db
            .updateTable('catalog_item_specs')
            .set({ text_value: renamed })
            .where('spec_id', '=', row.id)
            .where('text_value', '=', old)
            .execute();
      const gone = choices.filter(({ renamed }) => renamed === undefined).map(({ old }) => old);
      if (gone.length)
        await db
          .deleteFrom('catalog_item_specs')
          .where('spec_id', '=', row.id)
          .where('text_value', 'in', gone)
          .execute();
    }
    await db.updateTable('catalog_specs').set(columns).where('id', '=', row.id).execute();
  }
  if (touched.length) await reindexItems(db, touched);
}

/** The ids of a group's specifications, by key. */
export async function specIdsOf(db: DbOrTrx, kind: ItemKind, groupId: number) {
  const rows = await specRows(db, kind).where('group_id', '=', groupId).execute();
  return new Map(rows.map((r) => [r.key, { id: r.id, type: r.type }]));
}

/** One value of an item, by the id of its specification, for a bulk load. */
export interface SpecValueRow {
  itemId: number;
  specId: number;
  type: Spec['type'];
  value: number | string | boolean;
}

/**
 * Stores many values at once (a bulk load of new items: none of them holds a value yet), and
 * writes again the index entries of the items given text values.
 */
export async function insertSpecValues(db: DbOrTrx, values: SpecValueRow[]) {
  // 4 parameters a row: well under both databases' limits per statement.
  for (let start = 0; start < values.length; start += 1000)
    await db
      .insertInto('catalog_item_specs')
      .values(
        values.slice(start, start + 1000).map((v) => ({
          item_id: v.itemId,
          spec_id: v.specId,
          ...columnsOf(v.type, v.value),
        })),
      )
      .execute();
  await reindexItems(
    db,
    values.filter((v) => indexed(v.type)).map((v) => v.itemId),
  );
}
