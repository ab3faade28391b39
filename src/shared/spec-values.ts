import { formatSpecNumber } from './format-number';
import { SPEC_HIGHLIGHTS_MAX, type ItemSpecs, type Spec } from './schemas/specs';

/** An item's value of a specification as shown: '480 m²', 'Sí', 'policarbonato'; null for none. */
export function formatSpecValue(
  spec: Pick<Spec, 'type' | 'unit'>,
  value: number | string | boolean | undefined,
): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') {
    const number = formatSpecNumber(value);
    return spec.unit ? `${number} ${spec.unit}` : number;
  }
  return value;
}

/** A specification an item has a value for, with the value as shown ('480 m²'). */
export interface ShownSpec {
  spec: Spec;
  text: string;
}

/**
 * The specifications of `specs` (a group's list, in its order) that `values` (an item's) holds,
 * each with its value as shown: what an item's page, its structured data and the feeds list.
 */
export function shownSpecs(specs: readonly Spec[], values: ItemSpecs | undefined): ShownSpec[] {
  return specs.flatMap((spec) => {
    const text = formatSpecValue(spec, values?.[spec.key]);
    return text === null ? [] : [{ spec, text }];
  });
}

/** The specifications a group's cards show (flagged `highlight`, at most two), in its order. */
export const highlightedSpecs = (specs: readonly Spec[]): Spec[] =>
  specs.filter((spec) => spec.highlight).slice(0, SPEC_HIGHLIGHTS_MAX);
