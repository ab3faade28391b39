import type { Spec } from './schemas/specs';
import { formatSpecNumber } from './format-number';
import { formatSpecValue, highlightedSpecs, shownSpecs } from './spec-values';

const spec = (key: string, more: Partial<Spec> = {}): Spec => ({
  key,
  label: key,
  unit: null,
  type: 'text',
  filterable: false,
  highlight: false,
  ...more,
});

describe('specification values as shown', () => {
  it('writes numbers the Bolivian way, with the unit', () => {
    expect(formatSpecNumber(1234.5)).toBe('1.234,5');
    expect(formatSpecNumber(480)).toBe('480');
    expect(formatSpecNumber(0.125)).toBe('0,13');
    expect(formatSpecValue({ type: 'number', unit: 'm²' }, 480)).toBe('480 m²');
    expect(formatSpecValue({ type: 'number', unit: null }, 3)).toBe('3');
  });

  it('writes yes/no in Spanish, texts as they are, and nothing for no value', () => {
    expect(formatSpecValue({ type: 'boolean', unit: null }, true)).toBe('Sí');
    expect(formatSpecValue({ type: 'boolean', unit: null }, false)).toBe('No');
    expect(formatSpecValue({ type: 'choice', unit: null }, 'policarbonato')).toBe('policarbonato');
    expect(formatSpecValue({ type: 'text', unit: null }, undefined)).toBeNull();
  });
});

describe('the specifications an item shows', () => {
  it("lists the item's values in the group's order, leaving out those it has none for", () => {
    const specs = [
      spec('area_m2', { label: 'Área', type: 'number', unit: 'm²' }),
      spec('largo_m', { label: 'Largo', type: 'number', unit: 'm' }),
      spec('cubierta', { label: 'Cubierta', type: 'choice' }),
      spec('ventilacion', { label: 'Ventilación', type: 'boolean' }),
    ];
    const shown = shownSpecs(specs, {
      ventilacion: false,
      cubierta: 'policarbonato',
      area_m2: 480,
    });
    expect(shown.map(({ spec: s, text }) => [s.label, text])).toEqual([
      ['Área', '480 m²'],
      ['Cubierta', 'policarbonato'],
      ['Ventilación', 'No'],
    ]);
    expect(shownSpecs(specs, {})).toEqual([]);
    expect(shownSpecs(specs, undefined)).toEqual([]);
  });

  it("takes a group's first two highlighted specifications for its cards", () => {
    const specs = [
      spec('a'),
      spec('b', { highlight: true }),
      spec('c', { highlight: true }),
      spec('d', { highlight: true }),
    ];
    expect(highlightedSpecs(specs).map((s) => s.key)).toEqual(['b', 'c']);
    expect(highlightedSpecs([spec('a')])).toEqual([]);
  });
});
