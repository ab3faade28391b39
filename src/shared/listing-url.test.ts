import type { Spec } from './schemas/specs';
import { countActiveFilters, parseListingFilters, serializeListingFilters } from './listing-url';

const specs: Spec[] = [
  { key: 'area_m2', label: 'Área', unit: 'm²', type: 'number', filterable: true, highlight: true },
  {
    key: 'cubierta',
    label: 'Cubierta',
    unit: null,
    type: 'choice',
    choices: ['polietileno', 'policarbonato', 'malla antiáfido'],
    filterable: true,
    highlight: false,
  },
  {
    key: 'ventilacion',
    label: 'Ventilación',
    unit: null,
    type: 'boolean',
    filterable: true,
    highlight: false,
  },
  {
    key: 'largo_m',
    label: 'Largo',
    unit: 'm',
    type: 'number',
    filterable: false,
    highlight: false,
  },
];

const parse = (query: string) => parseListingFilters(new URLSearchParams(query), specs);

describe('parseListingFilters', () => {
  it('reads the issue example: sort, a choice list and a range', () => {
    const { state, invalid } = parse(
      'orden=precio-asc&cubierta=policarbonato,polietileno&area_m2-desde=500',
    );
    expect(invalid).toBe(false);
    expect(state).toEqual({
      order: 'precio-asc',
      values: { cubierta: ['policarbonato', 'polietileno'] },
      ranges: { area_m2: { min: 500 } },
      price: {},
    });
  });

  it('defaults to recientes with no filters', () => {
    expect(parse('')).toEqual({
      state: { order: 'recientes', values: {}, ranges: {}, price: {} },
      invalid: false,
    });
  });

  it('reads yes/no as si/no, URL-encoded choices and the price range', () => {
    const { state, invalid } = parse(
      `ventilacion=si&cubierta=${encodeURIComponent('malla antiáfido')}&precio-desde=100&precio-hasta=2500.5`,
    );
    expect(invalid).toBe(false);
    expect(state.values).toEqual({ ventilacion: ['si'], cubierta: ['malla antiáfido'] });
    expect(state.price).toEqual({ min: 100, max: 2500.5 });
  });

  it('ignores silently a parameter naming no filterable spec', () => {
    const result = parse('techo=vidrio&largo_m-desde=3&pagina=2');
    expect(result.invalid).toBe(false);
    expect(result.state.values).toEqual({});
    expect(result.state.ranges).toEqual({});
  });

  it('drops malformed values and says so, keeping the valid ones', () => {
    expect(parse('orden=barato').invalid).toBe(true);
    expect(parse('area_m2-desde=abc').state.ranges).toEqual({});
    expect(parse('area_m2-desde=abc').invalid).toBe(true);
    expect(parse('precio-hasta=-5').invalid).toBe(true);
    const mixed = parse('cubierta=policarbonato,vidrio&ventilacion=quizas');
    expect(mixed.invalid).toBe(true);
    expect(mixed.state.values).toEqual({ cubierta: ['policarbonato'] });
  });
});

describe('serializeListingFilters', () => {
  it('omits the default sort and round-trips through the parser', () => {
    const { state } = parse(
      `orden=nombre&cubierta=${encodeURIComponent('malla antiáfido')},policarbonato&area_m2-hasta=900&precio-desde=10`,
    );
    const query = serializeListingFilters(state);
    expect(query).toBe(
      'orden=nombre&cubierta=malla%20anti%C3%A1fido,policarbonato&area_m2-hasta=900&precio-desde=10',
    );
    expect(parse(query).state).toEqual(state);
    expect(
      serializeListingFilters({ ...state, order: 'recientes', values: {}, ranges: {}, price: {} }),
    ).toBe('');
  });
});

describe('countActiveFilters', () => {
  it('counts each value and each bound, not the sort', () => {
    const { state } = parse(
      'orden=precio-desc&cubierta=polietileno,policarbonato&area_m2-desde=1&area_m2-hasta=9&precio-hasta=5',
    );
    expect(countActiveFilters(state)).toBe(5);
  });
});
