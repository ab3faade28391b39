import { setImmediate as nextTurn } from 'node:timers/promises';
import { CODE_PATTERN } from '@/shared/schemas/common';
import {
  CODE_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
  RELATED_CHOICES_MAX,
} from '@/shared/schemas/catalog-item';
import type { FieldChange, ImportAction, ImportRow } from '@/shared/schemas/catalog-io';
import type { DbOrTrx } from '../db/database';
import type { CatalogItemRow } from '../db/tables';
import { sanitizeDescription, storedDescriptionTooLong } from '../html/sanitize';
import { nameProblem } from '../lib/plain-text';
import { SERVER_KINDS, type CatalogKind } from '../catalog/kinds';
import { headerOf, type Field } from './columns';
import type { SheetRow } from './parse';
import {
  descriptionHtml,
  formatCents,
  parsePriceCents,
  parseYesNo,
  priceError,
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
}

/** A row of the plan: what the dry run shows, and what the import applies. */
export interface RowPlan extends ImportRow {
  existing?: CatalogItemRow;
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
  items: Map<string, CatalogItemRow>;
  relatedCodes: Map<number, string[]>;
  images: Map<number, Array<{ public_name: string; source: string | null }>>;
  otherIds: Map<string, number>;
}

async function loadStored(ctx: PlanContext, rows: SheetRow[]): Promise<Stored> {
  const { db, kind } = ctx;
  const other = SERVER_KINDS[kind.other];
  const codes = [...new Set(rows.map((r) => fold(unneutralise(r.cells.code ?? ''))))].filter(
    Boolean,
  );
  const items = codes.length
    ? await db
        .selectFrom('catalog_items')
        .selectAll()
        .where('kind', '=', kind.kind)
        .where('code', 'in', codes)
        .execute()
    : [];
  const ids = items.map((i) => i.id);
  const { own, other: otherSide } = kind.link;
  const links = ids.length
    ? await db
        .selectFrom('catalog_related')
        .innerJoin('catalog_items', 'catalog_items.id', `catalog_related.${otherSide}`)
        .select([`catalog_related.${own} as ownId`, 'catalog_items.code'])
        .where(`catalog_related.${own}`, 'in', ids)
        .orderBy('catalog_related.position')
        .orderBy(`catalog_related.${otherSide}`)
        .execute()
    : [];
  const images = ids.length
    ? await db
        .selectFrom('images')
        .select(['item_id', 'public_name', 'source'])
        .where('item_id', 'in', ids)
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  const relatedCodesWanted = [
    ...new Set(rows.flatMap((r) => splitList(unneutralise(r.cells.related ?? '')).map(fold))),
  ];
  const others = relatedCodesWanted.length
    ? await db
        .selectFrom('catalog_items')
        .select(['id', 'code'])
        .where('kind', '=', other.kind)
        .where('code', 'in', relatedCodesWanted)
        .execute()
    : [];
  const stored: Stored = {
    items: new Map(items.map((i) => [i.code, i])),
    relatedCodes: new Map(),
    images: new Map(),
    otherIds: new Map(others.map((o) => [o.code, o.id])),
  };
  for (const link of links)
    stored.relatedCodes.set(link.ownId, [
      ...(stored.relatedCodes.get(link.ownId) ?? []),
      link.code,
    ]);
  for (const image of images)
    stored.images.set(image.item_id, [...(stored.images.get(image.item_id) ?? []), image]);
  return stored;
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
  if (code.length > CODE_MAX || !CODE_RE.test(code)) {
    errors.push(
      `El código «${cell('code')}» no es válido: use letras, números y guiones (hasta ${CODE_MAX}).`,
    );
    return plan('error');
  }
  const { noun } = kind;
  const change = (field: Field, old: string | null, next: string | null) => {
    if (old !== next) changes.push({ field: headerOf(kind.kind, field), old, new: next });
  };

  if (fields.has('name')) {
    const name = cell('name');
    const problem = name ? nameProblem(name) : null;
    if (!name) errors.push('Falta el nombre.');
    else if (problem) errors.push(problem);
    else if (name.length > NAME_MAX) errors.push(`El nombre supera ${NAME_MAX} caracteres.`);
    else desired.name = name;
  }
  if (fields.has('description')) {
    const raw = descriptionHtml(unneutralise(row.cells.description ?? ''));
    const stored = raw.length > DESCRIPTION_MAX ? null : sanitizeDescription(raw);
    const tooLong = stored === null ? null : storedDescriptionTooLong(stored);
    if (stored === null) errors.push(`La descripción supera ${DESCRIPTION_MAX} caracteres.`);
    else if (tooLong) errors.push(tooLong);
    else desired.description = stored;
  }
  if (fields.has('group')) {
    const value = fold(cell('group'));
    const group = kind.groups.find(
      (g) => g.urlpath === value || fold(g.name) === value || String(g.id) === value,
    );
    const label = headerOf(kind.kind, 'group') === 'tipo' ? 'El tipo' : 'La categoría';
    if (!value) errors.push(`Falta ${label.toLowerCase()}.`);
    else if (!group)
      errors.push(
        `${label} «${cell('group')}» no existe (use: ${kind.groups.map((g) => g.urlpath).join(', ')}).`,
      );
    else desired.groupId = group.id;
  }
  if (fields.has('price')) {
    const cents = parsePriceCents(cell('price'));
    if (!cell('price')) errors.push('Falta el precio.');
    else if (cents === null) errors.push(priceError(cell('price')));
    else desired.priceCents = cents;
  }
  for (const field of ['priceVisible', 'published'] as const) {
    if (!fields.has(field) || !cell(field)) continue;
    const value = parseYesNo(cell(field));
    if (value === null)
      errors.push(`«${cell(field)}» en ${headerOf(kind.kind, field)} debe ser si o no.`);
    else desired[field] = value;
  }
  if (fields.has('related')) {
    const codes = [...new Set(splitList(cell('related')).map(fold))];
    const unknown = codes.filter((c) => !stored.otherIds.has(c));
    const otherNoun = SERVER_KINDS[kind.other].plural;
    if (unknown.length)
      errors.push(`Los ${otherNoun} relacionados no existen: ${unknown.join(', ')}.`);
    else if (codes.length > RELATED_CHOICES_MAX)
      errors.push(`Se permiten hasta ${RELATED_CHOICES_MAX} ${otherNoun} relacionados.`);
    else desired.relatedIds = codes.map((c) => stored.otherIds.get(c)!);
  }

  // Pictures: the item's own (by public name or by source) are kept; others are added.
  const current = existing ? (stored.images.get(existing.id) ?? []) : [];
  const known = new Set(
    current.flatMap((i) => [i.public_name, i.source ?? '', zipBytesKey(i.source ?? '')]),
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
    if (desired.name === undefined && !errors.length) errors.push('Falta el nombre.');
    if (desired.groupId === undefined && !fields.has('group'))
      errors.push(`Falta la columna «${headerOf(kind.kind, 'group')}» para crear el ${noun}.`);
    if (desired.priceCents === undefined && !fields.has('price'))
      errors.push(`Falta la columna «precio» para crear el ${noun}.`);
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
    change('group', group(existing?.group_id), group(desired.groupId));
  if (desired.priceCents !== undefined)
    change(
      'price',
      existing ? formatCents(Number(existing.price_cents)) : null,
      formatCents(desired.priceCents),
    );
  if (desired.priceVisible !== undefined)
    change(
      'priceVisible',
      existing ? yesNo(existing.price_visible === 1) : null,
      yesNo(desired.priceVisible),
    );
  if (desired.published !== undefined)
    change(
      'published',
      existing ? yesNo(existing.published === 1) : null,
      yesNo(desired.published),
    );
  if (desired.relatedIds !== undefined) {
    const old = existing ? (stored.relatedCodes.get(existing.id) ?? []).join('|') : '';
    change('related', old || null, otherCodes(desired.relatedIds) || null);
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
