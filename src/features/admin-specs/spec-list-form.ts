import * as yup from 'yup';
import {
  SPEC_CHOICE_MAX,
  SPEC_CHOICES_MAX,
  SPEC_HIGHLIGHTS_MAX,
  SPEC_KEY_PATTERN,
  SPEC_LABEL_MAX,
  SPEC_UNIT_MAX,
  SPECS_MAX,
  type Spec,
  type SpecInput,
} from '@/shared/schemas/specs';
import { foldChoice } from '@/shared/spec-rules';

/**
 * The 'Especificaciones' screen's form: a group's list as rows the admin edits, its Yup rules
 * (the server's, src/server/catalog/specs.ts `validateSpecList`, with its words where it says
 * them) and the whole list the save sends.
 */

export type SpecType = Spec['type'];

export const SPEC_TYPE_OPTIONS: ReadonlyArray<{ value: SpecType; label: string }> = [
  { value: 'number', label: 'Número' },
  { value: 'choice', label: 'Opción de una lista' },
  { value: 'boolean', label: 'Sí o no' },
  { value: 'text', label: 'Texto' },
];

export interface SpecRow {
  /** The row's own id while it is edited (React's key, the ids of its fields). */
  rowId: string;
  key: string;
  /** A row added on this screen: its key can still be written (a saved one's is fixed). */
  isNew: boolean;
  /** The admin wrote the key: it no longer follows the label. */
  keyEdited: boolean;
  label: string;
  unit: string;
  type: SpecType;
  /** The choices, one a line. */
  choices: string;
  filterable: boolean;
  highlight: boolean;
}

export interface SpecListValues {
  specs: SpecRow[];
}

let rowCount = 0;
const nextRowId = () => `esp-${++rowCount}`;

export const rowsOfSpecs = (specs: readonly Spec[]): SpecListValues => ({
  specs: specs.map((spec) => ({
    rowId: nextRowId(),
    key: spec.key,
    isNew: false,
    keyEdited: true,
    label: spec.label,
    unit: spec.unit ?? '',
    type: spec.type,
    choices: (spec.choices ?? []).join('\n'),
    filterable: spec.filterable,
    highlight: spec.highlight,
  })),
});

export const newRow = (): SpecRow => ({
  rowId: nextRowId(),
  key: '',
  isNew: true,
  keyEdited: false,
  label: '',
  unit: '',
  type: 'number',
  choices: '',
  filterable: false,
  highlight: false,
});

/** A key made of a label: 'Altura cenital' → 'altura_cenital'. */
export function keyOfLabel(label: string): string {
  const slug = foldChoice(label)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const key = /^[a-z]/.test(slug) ? slug : slug ? `e_${slug}` : '';
  return key.slice(0, 40).replace(/_+$/, '');
}

/** The choices of a row's text: one a line, trimmed, blank lines left out. */
const choicesOf = (text: string) =>
  text
    .split('\n')
    .map((c) => c.trim())
    .filter(Boolean);

const KEY_RE = new RegExp(SPEC_KEY_PATTERN);

const rowSchema = yup.object({
  label: yup
    .string()
    .trim()
    .required('Ingrese el nombre')
    .max(SPEC_LABEL_MAX, `Máximo ${SPEC_LABEL_MAX} caracteres`),
  key: yup
    .string()
    .required('Ingrese la clave')
    .matches(
      KEY_RE,
      'Use de 1 a 40 letras minúsculas sin tildes, números o guiones bajos, empezando por una letra',
    ),
  unit: yup.string().trim().max(SPEC_UNIT_MAX, `Máximo ${SPEC_UNIT_MAX} caracteres`),
  type: yup
    .string()
    .oneOf(SPEC_TYPE_OPTIONS.map((o) => o.value))
    .required(),
  choices: yup.string().when('type', {
    is: 'choice',
    then: (schema) =>
      schema.test('choices', function check(text) {
        const choices = choicesOf(text ?? '');
        const fail = (message: string) => this.createError({ message });
        if (!choices.length) return fail('Indique las opciones, una por línea');
        if (choices.length > SPEC_CHOICES_MAX)
          return fail(`Se permiten hasta ${SPEC_CHOICES_MAX} opciones`);
        const seen = new Set<string>();
        for (const choice of choices) {
          if (choice.length > SPEC_CHOICE_MAX)
            return fail(`La opción «${choice}» supera ${SPEC_CHOICE_MAX} caracteres`);
          if (choice.includes(',')) return fail(`La opción «${choice}» no puede llevar comas`);
          if (seen.has(foldChoice(choice))) return fail(`La opción «${choice}» está repetida`);
          seen.add(foldChoice(choice));
        }
        return true;
      }),
  }),
  filterable: yup.boolean().required(),
  highlight: yup.boolean().required(),
});

const HIGHLIGHTS_MESSAGE = `Se pueden destacar hasta ${SPEC_HIGHLIGHTS_MAX} especificaciones por grupo`;

export const specListSchema = yup
  .object({
    specs: yup
      .array(rowSchema)
      .required()
      .max(SPECS_MAX, `Se permiten hasta ${SPECS_MAX} especificaciones`),
  })
  .test('list', function checkList(values) {
    const rows = (values.specs ?? []) as Array<Partial<SpecRow>>;
    const errors: yup.ValidationError[] = [];
    const keys = new Set<string>();
    rows.forEach((row, index) => {
      if (row.key && keys.has(row.key))
        errors.push(
          this.createError({
            path: `specs[${index}].key`,
            message: `La clave «${row.key}» ya la usa otra especificación`,
          }),
        );
      if (row.key) keys.add(row.key);
    });
    if (rows.filter((row) => row.highlight).length > SPEC_HIGHLIGHTS_MAX)
      rows.forEach((row, index) => {
        if (row.highlight)
          errors.push(
            this.createError({ path: `specs[${index}].highlight`, message: HIGHLIGHTS_MESSAGE }),
          );
      });
    return errors.length ? new yup.ValidationError(errors) : true;
  });

/** The whole list as the save sends it, in the rows' order. */
export function specInputsOf(values: SpecListValues): SpecInput[] {
  return values.specs.map((row) => ({
    key: row.key.trim(),
    label: row.label.trim(),
    unit: row.type === 'boolean' ? null : row.unit.trim() || null,
    type: row.type,
    ...(row.type === 'choice' ? { choices: choicesOf(row.choices) } : {}),
    filterable: row.filterable,
    highlight: row.highlight,
  }));
}

/** A row's name in the buttons' accessible names: 'Subir «Área»'. */
export const rowName = (row: { label?: string }) => `«${row.label?.trim() || 'sin nombre'}»`;
