import {
  SPEC_CHOICE_MAX,
  SPEC_CHOICES_MAX,
  SPEC_HIGHLIGHTS_MAX,
  SPEC_KEY_PATTERN,
  SPEC_LABEL_MAX,
  SPEC_UNIT_MAX,
  SPECS_MAX,
  type ItemSpecs,
  type ItemSpecsInput,
  type Spec,
  type SpecInput,
} from '@/shared/schemas/specs';
import {
  checkSpecValue,
  foldChoice,
  ITEM_SPEC_RULES,
  itemSpecMessage,
  type ItemSpecError,
} from '@/shared/spec-rules';

/**
 * THE rules of a group's specifications (the admins' list) and of the values an item holds for
 * them (checked with the rest of an item's write, catalog/item-write.ts).
 */

const KEY_RE = new RegExp(SPEC_KEY_PATTERN);

export { foldChoice, ITEM_SPEC_RULES, itemSpecMessage, type ItemSpecError };

/** A spec list checked and normalised (labels and units trimmed), or the first broken rule. */
export function validateSpecList(
  input: SpecInput[],
): { ok: true; specs: Spec[] } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  if (input.length > SPECS_MAX) return fail(`Se permiten hasta ${SPECS_MAX} especificaciones.`);
  const keys = new Set<string>();
  const specs: Spec[] = [];
  for (const [index, given] of input.entries()) {
    const key = given.key.trim();
    const label = given.label.trim();
    const named = label ? `«${label}»` : `número ${index + 1}`;
    if (!KEY_RE.test(key))
      return fail(
        `La clave «${key}» de la especificación ${named} no es válida: use de 1 a 40 letras minúsculas sin tildes, números o guiones bajos, empezando por una letra.`,
      );
    if (keys.has(key)) return fail(`La clave «${key}» está repetida.`);
    keys.add(key);
    if (!label) return fail(`Falta el nombre de la especificación «${key}».`);
    if (label.length > SPEC_LABEL_MAX)
      return fail(`El nombre de la especificación «${key}» supera ${SPEC_LABEL_MAX} caracteres.`);
    const unit = given.unit?.trim() || null;
    if (unit && unit.length > SPEC_UNIT_MAX)
      return fail(`La unidad de ${named} supera ${SPEC_UNIT_MAX} caracteres.`);
    const spec: Spec = {
      key,
      label,
      unit,
      type: given.type,
      filterable: given.filterable ?? false,
      highlight: given.highlight ?? false,
    };
    if (given.type === 'choice') {
      const choices = (given.choices ?? []).map((c) => c.trim());
      if (!choices.length) return fail(`Indique las opciones de ${named}.`);
      if (choices.length > SPEC_CHOICES_MAX)
        return fail(`${named} tiene más de ${SPEC_CHOICES_MAX} opciones.`);
      const seen = new Set<string>();
      for (const choice of choices) {
        if (!choice) return fail(`Una opción de ${named} está vacía.`);
        if (choice.length > SPEC_CHOICE_MAX)
          return fail(`La opción «${choice}» de ${named} supera ${SPEC_CHOICE_MAX} caracteres.`);
        // Filters in an address list choices separated by commas.
        if (choice.includes(','))
          return fail(`La opción «${choice}» de ${named} no puede llevar comas.`);
        if (seen.has(foldChoice(choice)))
          return fail(`La opción «${choice}» de ${named} está repetida.`);
        seen.add(foldChoice(choice));
      }
      spec.choices = choices;
    } else if (given.choices?.length) {
      return fail(`Solo una especificación de tipo opción lleva opciones (${named}).`);
    }
    specs.push(spec);
  }
  if (specs.filter((s) => s.highlight).length > SPEC_HIGHLIGHTS_MAX)
    return fail(`Se pueden destacar hasta ${SPEC_HIGHLIGHTS_MAX} especificaciones por grupo.`);
  return { ok: true, specs };
}

/**
 * An item's values checked against its group's specifications (each by `checkSpecValue`, the
 * rules the admin form checks too); null or an empty text is no value. Returns the values in the
 * group's order, or the errors.
 */
export function validateItemSpecs(
  specs: readonly Spec[],
  input: ItemSpecsInput,
): { ok: true; values: ItemSpecs } | { ok: false; errors: ItemSpecError[] } {
  const byKey = new Map(specs.map((s) => [s.key, s]));
  const errors: ItemSpecError[] = [];
  for (const key of Object.keys(input))
    if (!byKey.has(key)) errors.push({ rule: 'unknown', spec: { key } });
  const values: ItemSpecs = {};
  for (const spec of specs) {
    const given = input[spec.key];
    if (given === undefined || given === null) continue;
    const checked = checkSpecValue(spec, given);
    if (!checked.ok) errors.push({ rule: checked.rule, spec });
    else if (checked.value !== undefined) values[spec.key] = checked.value;
  }
  return errors.length ? { ok: false, errors } : { ok: true, values };
}
