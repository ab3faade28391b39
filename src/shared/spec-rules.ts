import { SPEC_NUMBER_MAX, SPEC_TEXT_MAX, type Spec } from './schemas/specs';

/**
 * THE rules of the value an item holds for one of its group's specifications, and their Spanish
 * words: the server checks a write with them (src/server/catalog/specs.ts) and the admin item
 * form with the same ones, so both say the same.
 */

/** Lowercase, without accents: two choices that read the same are one. */
export const foldChoice = (value: string) =>
  value.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** The rules an item's value can break. */
export const ITEM_SPEC_RULES = ['unknown', 'type', 'choice', 'range', 'tooLong'] as const;
export type ItemSpecRule = (typeof ITEM_SPEC_RULES)[number];

/**
 * One value checked against its specification: numbers finite within 0…SPEC_NUMBER_MAX, choices
 * among the spec's (answered as the spec writes them), texts trimmed (an empty one is no value).
 */
export function checkSpecValue(
  spec: Spec,
  given: number | string | boolean,
): { ok: true; value: number | string | boolean | undefined } | { ok: false; rule: ItemSpecRule } {
  const broken = (rule: ItemSpecRule) => ({ ok: false as const, rule });
  if (spec.type === 'number') {
    if (typeof given !== 'number') return broken('type');
    if (!Number.isFinite(given) || given < 0 || given > SPEC_NUMBER_MAX) return broken('range');
    return { ok: true, value: given };
  }
  if (spec.type === 'boolean')
    return typeof given === 'boolean' ? { ok: true, value: given } : broken('type');
  if (typeof given !== 'string') return broken('type');
  if (spec.type === 'choice') {
    const choice = spec.choices?.find((c) => foldChoice(c) === foldChoice(given.trim()));
    return choice === undefined ? broken('choice') : { ok: true, value: choice };
  }
  const text = given.trim();
  if (text.length > SPEC_TEXT_MAX) return broken('tooLong');
  return { ok: true, value: text || undefined };
}

/** A value's broken rule, with the specification it names (only its key when it is unknown). */
export interface ItemSpecError {
  rule: ItemSpecRule;
  spec: Pick<Spec, 'key'> & Partial<Spec>;
}

/** The Spanish words of a value's broken rule, naming the specification by its label. */
export function itemSpecMessage(error: ItemSpecError, groupWords: string): string {
  const { spec } = error;
  const named = `La especificación «${spec.label ?? spec.key}»`;
  switch (error.rule) {
    case 'unknown':
      return `La especificación «${spec.key}» no existe en ${groupWords}.`;
    case 'type':
      return spec.type === 'number'
        ? `${named} debe ser un número.`
        : spec.type === 'boolean'
          ? `${named} debe ser sí o no.`
          : `${named} debe ser un texto.`;
    case 'choice':
      return `${named} debe ser una de estas opciones: ${(spec.choices ?? []).join(', ')}.`;
    case 'range':
      return `${named} debe ser un número entre 0 y 1.000.000.000.`;
    case 'tooLong':
      return `${named} supera ${SPEC_TEXT_MAX} caracteres.`;
  }
}
