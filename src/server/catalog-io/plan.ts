import { setImmediate as nextTurn } from 'node:timers/promises';
import { CODE_PATTERN } from '@/shared/schemas/common';
import {
  CODE_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
  RELATED_CHOICES_MAX,
} from '@/shared/schemas/catalog-item';
import type { FieldChange, ImportAction, ImportRow } from '@/shared/schemas/catalog-io';
import type { ItemSpecs, ItemSpecsInput, Spec } from '@/shared/schemas/specs';
import type { DbOrTrx } from '../db/database';
import { itemGroupId, priceCentsOf, type CatalogItem } from '../db/repositories/catalog-items';
import {
  idsByCode,
  itemsByCode,
  photosOf,
  relatedCodesOf,
  type SheetPhoto,
} from '../db/repositories/catalog-io';
import { kindSpecs } from '../db/repositories/specs';
import { SERVER_KINDS, type CatalogKind } from '../catalog/kinds';
import {
  messageOf,
  SHARED_MESSAGES,
  specMessages,
  validateItemWrite,
  type ItemWriteField,
  type ItemWriteInput,
  type ItemWriteMessages,
} from '../catalog/item-write';
import { validateItemSpecs } from '../catalog/specs';
import { headerOf, specField, specKeyOf, type Field } from './columns';
import type { SheetRow } from './parse';
import {
  descriptionHtml,
  formatCents,
  parsePrice,
  parseYesNo,
  priceError,
  specText,
  specValue,
  splitList,
  unneutralise,
  yesNo,
} from './values';
import { zipBytesKey, type PhotosZip, type ZipPhoto } from './zip-photos';

/** A picture a row adds: a URL to fetch, or an entry of the ZIP. */
type NewPhoto = { url: string; source: string } | { zip: ZipPhoto; source: string };

/** The values a row asks for; a field left undefined keeps its value. */
interface Desired {
  name?: string;
  description?: string;
  groupId?: number;
  priceCents?: number;
  priceVisible?: boolean;
  published?: boolean;
  relatedIds?: number[];
  /** All the values the item is to hold (the file has a specification column). */
  specs?: ItemSpecs;
}

/** A row of the plan: what the dry run shows, and what the import applies. */
export interface RowPlan extends ImportRow {
  existing?: CatalogItem;
  desired: Desired;
  photos: NewPhoto[];
}

export interface PlanContext {
  db: DbOrTrx;
  kind: CatalogKind;
  zip?: PhotosZip;
}

const CODE_RE = new RegExp(CODE_PATTERN);
const OWN_IMAGE_URL = /\/api\/(products|services)\/images\/(300|700)\/([A-Za-z0-9_-]{1,64})$/;

const fold = (value: string) => value.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** What is known of the stored items a chunk of rows names. */
interface Stored {
  items: Map<string, CatalogItem>;
  relatedCodes: Map<number, string[]>;
  images: Map<number, SheetPhoto[]>;
  otherIds: Map<string, number>;
  /** The specifications of each group of the kind, by group id. */
  specs: Map<number, Spec[]>;
}

async function loadStored(ctx: PlanContext, rows: SheetRow[]): Promise<Stored> {
  const { db, kind } = ctx;
  const codes = [...new Set(rows.map((r) => fold(unneutralise(r.cells.code ?? ''))))].filter(
    Boolean,
  );
  const items = await itemsByCode(db, kind.kind, codes);
  const ids = items.map((i) => i.id);
  const relatedCodes = await relatedCodesOf(db, kind.kind, ids);
  const images = await photosOf(db, ids);
  const relatedCodesWanted = [
    ...new Set(rows.flatMap((r) => splitList(unneutralise(r.cells.related ?? '')).map(fold))),
  ];
  const otherIds = await idsByCode(db, kind.other, relatedCodesWanted);
  const specs = await kindSpecs(db, kind.kind);
  return { items: new Map(items.map((i) => [i.code, i])), relatedCodes, images, otherIds, specs };
}

/** The import's words for each broken rule of a row's write; `cell` reads the row's cells. */
function importMessages(kind: CatalogKind, cell: (field: Field) => string): ItemWriteMessages {
  const label = headerOf(kind.kind, 'group') === 'tipo' ? 'El tipo' : 'La categoría';
  const price = priceError(cell('price'));
  return {
    ...SHARED_MESSAGES,
    ...specMessages(kind),
    'name.empty': 'Falta el nombre.',
    'name.tooLong': `El nombre supera ${NAME_MAX} caracteres.`,
    'code.invalid': `El código «${cell('code')}» no es válido: use letras, números y guiones (hasta ${CODE_MAX}).`,
    'description.tooLong': `La descripción supera ${DESCRIPTION_MAX} caracteres.`,
    'group.missing': `Falta ${label.toLowerCase()}.`,
    'group.unknown': `${label} «${cell('group')}» no existe (use: ${kind.groups.map((g) => g.urlpath).join(', ')}).`,
    'price.missing': 'Falta el precio.',
    // The cell's text tells a negative price, one too high and one that is no number apart.
    'price.notANumber': price,
    'price.negative': price,
    'price.tooHigh': price,
    'relatedIds.tooMany': `Se permiten hasta ${RELATED_CHOICES_MAX} ${SERVER_KINDS[kind.other].plural} relacionados.`,
  };
}

/** Plans one row: its action, the changes it makes and its errors, all in Spanish. */
function planRow(ctx: PlanContext, stored: Stored, row: SheetRow, fields: Set<Field>): RowPlan {
  const { kind } = ctx;
  const cell = (field: Field) => unneutralise(row.cells[field] ?? '').trim();
  const errors: string[] = [];
  const changes: FieldChange[] = [];
  const desired: Desired = {};
  const code = fold(cell('code'));
  const photos: NewPhoto[] = [];
  const existing = code && CODE_RE.test(code) ? stored.items.get(code) : undefined;
  const plan = (action: ImportAction): RowPlan => ({
    line: row.line,
    code: cell('code'),
    action,
    changes,
    errors,
    existing,
    desired,
    photos,
  });
  if (!code) {
    errors.push('Falta el código.');
    return plan('error');
  }
  // A code the row cannot be matched by is its only error.
  const codeCheck = validateItemWrite(kind, { code });
  if (!codeCheck.ok) {
    errors.push(...codeCheck.errors.map((e) => messageOf(importMessages(kind, cell), e)));
    return plan('error');
  }
  const { noun } = kind;
  const change = (field: Field, old: string | null, next: string | null) => {
    if (old !== next) changes.push({ field: headerOf(kind.kind, field), old, new: next });
  };

  // The row's cells as a write: only the columns the file has.
  const input: ItemWriteInput = {};
  if (fields.has('name')) input.name = cell('name');
  if (fields.has('description'))
    input.description = descriptionHtml(unneutralise(row.cells.description ?? ''));
  if (fields.has('group')) input.group = cell('group');
  if (fields.has('price')) input.price = cell('price') ? (parsePrice(cell('price')) ?? NaN) : null;
  const yesNoErrors: string[] = [];
  for (const field of ['priceVisible', 'published'] as const) {
    if (!fields.has(field) || !cell(field)) continue;
    const value = parseYesNo(cell(field));
    if (value === null)
      yesNoErrors.push(`«${cell(field)}» en ${headerOf(kind.kind, field)} debe ser si o no.`);
    else input[field] = value;
  }
  let unknownRelated: string | undefined;
  if (fields.has('related')) {
    const codes = [...new Set(splitList(cell('related')).map(fold))];
    const unknown = codes.filter((c) => !stored.otherIds.has(c));
    if (unknown.length)
      unknownRelated = `Los ${SERVER_KINDS[kind.other].plural} relacionados no existen: ${unknown.join(', ')}.`;
    else input.relatedIds = codes.map((c) => stored.otherIds.get(c)!);
  }
  const checked = validateItemWrite(kind, input);
  if (checked.ok) Object.assign(desired, checked.write);
  const broken = checked.ok ? [] : checked.errors;
  let messages: ItemWriteMessages | undefined;
  const said = (field: ItemWriteField) =>
    broken
      .filter((e) => e.field === field)
      .map((e) => messageOf((messages ??= importMessages(kind, cell)), e));
  errors.push(...said('name'), ...said('description'), ...said('group'), ...said('price'));
  errors.push(...yesNoErrors, ...(unknownRelated ? [unknownRelated] : said('relatedIds')));
  const specs = planSpecs(ctx, stored, { existing, fields, cell });
  if (specs.ok) desired.specs = specs.values;
  else errors.push(...specs.errors);

  // Pictures: the item's own (by public name or by source) are kept; others are added.
  const current = existing ? (stored.images.get(existing.id) ?? []) : [];
  const known = new Set(
    current.flatMap((i) => [i.publicName, i.source ?? '', zipBytesKey(i.source ?? '')]),
  );
  if (fields.has('photos')) {
    for (const url of splitList(cell('photos'))) {
      const own = OWN_IMAGE_URL.exec(url);
      if ((own && known.has(own[3])) || known.has(url)) continue;
      if (!/^https?:\/\//i.test(url)) {
        errors.push(`La foto «${url}» no es una dirección http o https.`);
        continue;
      }
      photos.push({ url, source: url });
      known.add(url);
    }
  }
  // A ZIP picture the item has already, under this name or another (the same bytes), is kept.
  for (const photo of ctx.zip?.photosOf(code) ?? []) {
    const bytes = zipBytesKey(photo.source);
    if (known.has(photo.source) || known.has(bytes)) continue;
    photos.push({ zip: photo, source: photo.source });
    known.add(bytes);
  }

  if (!existing) {
    if (!fields.has('name') && !errors.length) errors.push('Falta el nombre.');
    if (!fields.has('group'))
      errors.push(`Falta la columna «${headerOf(kind.kind, 'group')}» para crear el ${noun}.`);
    if (!fields.has('price')) errors.push(`Falta la columna «precio» para crear el ${noun}.`);
  }
  if (errors.length) return plan('error');

  const group = (id: number | undefined) =>
    id === undefined ? null : (kind.groups.find((g) => g.id === id)?.urlpath ?? String(id));
  const otherCodes = (ids: number[]) => {
    const byId = new Map([...stored.otherIds].map(([c, id]) => [id, c]));
    return ids.map((id) => byId.get(id)).join('|');
  };
  if (desired.name !== undefined) change('name', existing?.name ?? null, desired.name);
  if (desired.description !== undefined)
    change('description', existing?.description ?? null, desired.description);
  if (desired.groupId !== undefined)
    change('group', group(existing && itemGroupId(existing)), group(desired.groupId));
  if (desired.priceCents !== undefined)
    change(
      'price',
      existing ? formatCents(priceCentsOf(existing)) : null,
      formatCents(desired.priceCents),
    );
  if (desired.priceVisible !== undefined)
    change(
      'priceVisible',
      existing ? yesNo(existing.price_id.visible) : null,
      yesNo(desired.priceVisible),
    );
  if (desired.published !== undefined)
    change('published', existing ? yesNo(existing.published) : null, yesNo(desired.published));
  if (desired.relatedIds !== undefined) {
    const old = existing ? (stored.relatedCodes.get(existing.id) ?? []).join('|') : '';
    change('related', old || null, otherCodes(desired.relatedIds) || null);
  }
  if (desired.specs !== undefined) {
    const old = existing?.specs ?? {};
    const next = desired.specs;
    const shown = (value: ItemSpecs[string] | undefined) =>
      value === undefined ? null : specText(value);
    // The group's order, then values of the item's former group the move drops.
    for (const key of new Set([...Object.keys(next), ...Object.keys(old)]))
      change(specField(key), shown(old[key]), shown(next[key]));
  }
  if (photos.length)
    changes.push({
      field: headerOf(kind.kind, 'photos'),
      old: current.length ? `${current.length} foto(s)` : null,
      new: `+ ${photos.map((p) => ('url' in p ? p.url : p.zip.name)).join(', ')}`,
    });
  if (!existing) return plan('create');
  return plan(changes.length ? 'update' : 'unchanged');
}

/**
 * The values a row's item is to hold, when the file has specification columns (undefined when
 * it has none: the item's stay as they are): the row's cells, an empty one no value, and the
 * item's values of the columns the file lacks. Checked by the item rules against the specs of
 * the row's group (the one its cell names, or the item's own); a value of a spec the group does
 * not define, or a bad one, is an error of the row naming the specification.
 */
function planSpecs(
  ctx: PlanContext,
  stored: Stored,
  row: { existing?: CatalogItem; fields: Set<Field>; cell: (field: Field) => string },
): { ok: true; values?: ItemSpecs } | { ok: false; errors: string[] } {
  const { kind } = ctx;
  const { existing, fields, cell } = row;
  const columns = [...fields].filter((field) => specKeyOf(field) !== undefined);
  if (!columns.length) return { ok: true };
  const groupRef = fields.has('group') ? cell('group') : existing && itemGroupId(existing);
  // A group missing or unknown is the row's own error: its values cannot be checked.
  const group = groupRef === undefined ? undefined : validateItemWrite(kind, { group: groupRef });
  if (!group?.ok) return { ok: true };
  const specs = stored.specs.get(group.write.groupId) ?? [];
  const byKey = new Map(specs.map((s) => [s.key, s]));
  const given: ItemSpecsInput = {};
  // A column the file lacks keeps the item's value, when the (maybe new) group can hold it.
  for (const [key, value] of Object.entries(existing?.specs ?? {})) {
    const spec = byKey.get(key);
    if (spec && !fields.has(specField(key)) && validateItemSpecs([spec], { [key]: value }).ok)
      given[key] = value;
  }
  for (const field of columns) {
    const key = specKeyOf(field)!;
    const text = cell(field);
    const spec = byKey.get(key);
    if (text) given[key] = spec ? specValue(spec.type, text) : text;
  }
  const checked = validateItemWrite(
    kind,
    { group: group.write.groupId, specs: given },
    () => specs,
  );
  if (checked.ok) return { ok: true, values: checked.write.specs };
  const messages = importMessages(kind, cell);
  return { ok: false, errors: checked.errors.map((e) => messageOf(messages, e)) };
}

/**
 * Plans a chunk of rows against the database as it is now (reads only). `seen` carries the
 * codes of earlier rows across chunks: a code repeated in the file is an error of its later rows.
 */
export async function planChunk(
  ctx: PlanContext,
  rows: SheetRow[],
  fields: Set<Field>,
  seen: Map<string, number>,
): Promise<RowPlan[]> {
  const stored = await loadStored(ctx, rows);
  const plans: RowPlan[] = [];
  let slice = performance.now();
  for (const row of rows) {
    plans.push(planOne(ctx, stored, row, fields, seen));
    // Long descriptions take a sanitizer's time each: the public requests get in every few ms.
    if (performance.now() - slice > PLAN_SLICE_MS) {
      await nextTurn();
      slice = performance.now();
    }
  }
  return plans;
}

/** Work done on the event loop between two turns given to other requests. */
const PLAN_SLICE_MS = 10;

function planOne(
  ctx: PlanContext,
  stored: Stored,
  row: SheetRow,
  fields: Set<Field>,
  seen: Map<string, number>,
): RowPlan {
  const plan = planRow(ctx, stored, row, fields);
  const code = fold(unneutralise(row.cells.code ?? ''));
  if (code && plan.errors.length === 0) {
    const first = seen.get(code);
    if (first !== undefined) {
      return {
        ...plan,
        action: 'error' as const,
        changes: [],
        errors: [`El código «${plan.code}» ya aparece en la fila ${first}.`],
      };
    }
  }
  if (code && !seen.has(code)) seen.set(code, row.line);
  return plan;
}

/** The whole of a plan's public part: what the review's digest (and so its token) covers. */
export const publicRow = (plan: RowPlan): ImportRow => ({
  line: plan.line,
  code: plan.code,
  action: plan.action,
  changes: plan.changes,
  errors: plan.errors,
});

/** A changed value the dry run shows whole; a longer one is cut to an excerpt around the change. */
export const EXCERPT_CHARS = 120;
const EXCERPT_BEFORE = 40;

/**
 * The old and new text of a change as the dry run answers them: whole when both are short,
 * otherwise each cut to EXCERPT_CHARS around the first character where they differ, with `…`
 * where text was left out. So the answer grows with the file's rows, never with the length of
 * the catalogue's descriptions.
 */
export function excerptChange(
  old: string | null,
  next: string | null,
): [string | null, string | null] {
  const short = (text: string | null) => text === null || text.length <= EXCERPT_CHARS;
  if (short(old) && short(next)) return [old, next];
  const a = old ?? '';
  const b = next ?? '';
  let differs = 0;
  while (differs < a.length && differs < b.length && a[differs] === b[differs]) differs++;
  const start = Math.max(0, differs - EXCERPT_BEFORE);
  const cut = (text: string | null) => {
    if (text === null || text.length <= EXCERPT_CHARS) return text;
    const from = Math.min(start, Math.max(0, text.length - EXCERPT_CHARS));
    const to = from + EXCERPT_CHARS;
    return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
  };
  return [cut(old), cut(next)];
}

/** The row as the dry run answers it: its changes, long texts cut to excerpts. */
export const answeredRow = (row: ImportRow): ImportRow => ({
  ...row,
  changes: row.changes.map((change) => {
    const [old, next] = excerptChange(change.old, change.new);
    return { field: change.field, old, new: next };
  }),
});
