/**
 * @jest-environment jsdom
 */
// jsdom, with the client tests' setup: the form's inputFromFormValues cleans the description's
// HTML in a document, and the client's kinds load react-router.
import '../support/setup-client';
import { PRODUCT_KIND, SERVICE_KIND } from '@/config/catalog-kinds';
// eslint-disable-next-line no-restricted-imports -- the form's own rules, set beside the server's
import {
  emptyFormValues,
  inputFromFormValues,
  itemFormSchema,
} from '@/features/admin-catalog/form/item-form-values';
import { inputOfBody, ITEM_WRITE_RULES, validateItemWrite } from '@/server/catalog/item-write';
import { PRODUCTS, SERVICES } from '@/server/catalog/kinds';
import {
  API_ONLY_RULES,
  CASE_SPECS,
  IMPORT_ONLY_RULES,
  ITEM_WRITE_CASES,
} from './item-write-cases';

const KINDS = [
  { name: 'product', form: PRODUCT_KIND, server: PRODUCTS },
  { name: 'service', form: SERVICE_KIND, server: SERVICES },
];

describe.each(KINDS)('the $name form and the server', ({ form, server }) => {
  const base = {
    ...emptyFormValues(form),
    name: 'Bomba solar',
    price: '1500,50',
    description: '<p>Riego por goteo</p>',
  };

  it.each(ITEM_WRITE_CASES)('agree on $title', ({ values, serverRule, only }) => {
    const formValues = { ...base, ...values };
    const formAccepts = itemFormSchema(CASE_SPECS).isValidSync(formValues);
    const result = validateItemWrite(
      server,
      inputOfBody(inputFromFormValues(form, formValues, CASE_SPECS)),
      () => CASE_SPECS,
    );
    const rules = result.ok ? [] : result.errors.map((e) => `${e.field}.${e.rule}`);

    expect(rules).toEqual(serverRule ? [serverRule] : []);
    if (only) expect(formAccepts).toBe(only.side === 'server');
    else expect(formAccepts).toBe(serverRule === null);
  });
});

it('has a case for every rule of a write, or says why the form cannot break it', () => {
  const covered = new Set([
    ...ITEM_WRITE_CASES.map((c) => c.serverRule),
    ...IMPORT_ONLY_RULES,
    ...API_ONLY_RULES,
  ]);
  const rules = Object.entries(ITEM_WRITE_RULES).flatMap(([field, names]) =>
    names.map((rule) => `${field}.${rule}`),
  );
  expect(rules.filter((rule) => !covered.has(rule))).toEqual([]);
});
