/**
 * Writes of a catalogue item as the admin form holds them, each with the rule the server's
 * validateItemWrite (src/server/catalog/item-write.ts) finds broken, or none: the admin form's
 * Yup schema and the server must agree on each (item-write-rules.test.ts), except where a case
 * says which side alone has the rule, and why.
 */

import { GREENHOUSE_SPECS } from '@/testing/catalog-fixtures';

/** The form's fields a case changes from a valid product or service. */
interface FormFields {
  name?: string;
  code?: string;
  groupId?: string;
  price?: string;
  description?: string;
  relatedIds?: number[];
  specs?: Record<string, string | boolean>;
}

/** The specifications of the group every case's item is in (the form's list and the server's). */
export const CASE_SPECS = GREENHOUSE_SPECS;

export interface ItemWriteCase {
  title: string;
  values: FormFields;
  /** The server's broken rule (`field.rule`), or null when the write is accepted. */
  serverRule: string | null;
  /** Only one side has the rule (the other accepts the case): which one, and why. */
  only?: { side: 'server' | 'form'; why: string };
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

export const ITEM_WRITE_CASES: ItemWriteCase[] = [
  { title: 'a valid write', values: {}, serverRule: null },
  { title: 'a name with spaces around', values: { name: '  Bomba  ' }, serverRule: null },
  { title: 'a name of 200 characters', values: { name: 'a'.repeat(200) }, serverRule: null },
  { title: 'an empty name', values: { name: '' }, serverRule: 'name.empty' },
  { title: 'a name of spaces', values: { name: '   ' }, serverRule: 'name.empty' },
  {
    title: 'a name of 201 characters',
    values: { name: 'a'.repeat(201) },
    serverRule: 'name.tooLong',
  },
  {
    title: 'an invisible name',
    values: { name: '\u200b' },
    serverRule: 'name.invisible',
    only: { side: 'server', why: 'the form trims spaces only; the server answers its message' },
  },
  {
    title: 'a name with a control character',
    values: { name: 'Bomba\u0007' },
    serverRule: 'name.unusable',
    only: { side: 'server', why: 'no one types one; the server answers its message' },
  },
  { title: 'a code', values: { code: 'bomba-solar-2' }, serverRule: null },
  { title: 'a code of 80 characters', values: { code: 'a'.repeat(80) }, serverRule: null },
  {
    title: 'a code with capitals and a space',
    values: { code: 'Bomba Solar' },
    serverRule: 'code.invalid',
  },
  {
    title: 'a code with a double hyphen',
    values: { code: 'bomba--solar' },
    serverRule: 'code.invalid',
  },
  {
    title: 'a code of 81 characters',
    values: { code: 'a'.repeat(81) },
    serverRule: 'code.invalid',
  },
  { title: 'no group', values: { groupId: '' }, serverRule: 'group.unknown' },
  {
    title: 'a group of no kind',
    values: { groupId: '9999' },
    serverRule: 'group.unknown',
    only: { side: 'server', why: "the form's select offers the kind's groups only" },
  },
  { title: 'a price of 0', values: { price: '0' }, serverRule: null },
  { title: 'a price with a decimal point', values: { price: '1500.5' }, serverRule: null },
  { title: 'the highest price', values: { price: '10000000000' }, serverRule: null },
  { title: 'a negative price', values: { price: '-5' }, serverRule: 'price.negative' },
  { title: 'a price that is no number', values: { price: 'abc' }, serverRule: 'price.notANumber' },
  { title: 'a price too high', values: { price: '10000000001' }, serverRule: 'price.tooHigh' },
  {
    title: 'a price with three decimals',
    values: { price: '1.234' },
    serverRule: null,
    only: { side: 'form', why: 'the form takes two decimals; the server rounds to cents' },
  },
  {
    title: 'an empty price',
    values: { price: '' },
    serverRule: null,
    only: { side: 'form', why: 'the form asks for one; an empty text would be sent as 0' },
  },
  {
    title: 'a description of 20000 characters',
    values: { description: 'a'.repeat(20000) },
    serverRule: null,
  },
  {
    title: 'a description of 20001 characters',
    values: { description: 'a'.repeat(20001) },
    serverRule: 'description.tooLong',
  },
  {
    title: 'a description that grows past the limit once stored',
    // 19957 characters typed, 27937 stored.
    values: { description: `<p>${'a<br>'.repeat(3990)}</p>` },
    serverRule: 'description.tooLongStored',
    only: { side: 'server', why: 'each <br> is stored as <br />; the form counts what is typed' },
  },
  { title: '12 related items', values: { relatedIds: ids(12) }, serverRule: null },
  { title: '13 related items', values: { relatedIds: ids(13) }, serverRule: 'relatedIds.tooMany' },
  {
    title: 'a value for each specification',
    values: {
      specs: { area_m2: '480,5', cubierta: 'policarbonato', riego: false, ventilacion: 'Cenital' },
    },
    serverRule: null,
  },
  {
    title: 'specifications left empty',
    values: { specs: { area_m2: '', ventilacion: '  ' } },
    serverRule: null,
  },
  { title: 'the largest number', values: { specs: { area_m2: '1000000000' } }, serverRule: null },
  {
    title: 'a number past the largest',
    values: { specs: { area_m2: '1000000001' } },
    serverRule: 'specs.range',
  },
  { title: 'a negative number', values: { specs: { area_m2: '-5' } }, serverRule: 'specs.range' },
  {
    title: 'a number that is none',
    values: { specs: { area_m2: '12 m' } },
    serverRule: 'specs.type',
  },
  {
    title: 'a choice not in the list',
    values: { specs: { cubierta: 'vidrio' } },
    serverRule: 'specs.choice',
  },
  {
    title: 'a text of 201 characters',
    values: { specs: { ventilacion: 'a'.repeat(201) } },
    serverRule: 'specs.tooLong',
  },
  // Typed before the group changed: the form keeps it and sends only the chosen group's values.
  {
    title: "a value of another group's specification",
    values: { specs: { potencia_hp: '75' } },
    serverRule: null,
  },
];

/** Rules only the spreadsheet import can break: the form always sends a group id and a price. */
export const IMPORT_ONLY_RULES = ['group.missing', 'price.missing'];

/**
 * Rules the form cannot break: it sends the values of its group's specifications only.
 * tests/api/specs.test.ts breaks each through the API.
 */
export const API_ONLY_RULES = ['specs.unknown'];
