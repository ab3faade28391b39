import type { Product, Service } from '@/shared/schemas/catalog-item';
import type { ImageName, Page } from '@/shared/schemas/common';
import type { Spec } from '@/shared/schemas/specs';

const timestamps = {
  created_at: '2026-01-10T12:00:00.000Z',
  updated_at: '2026-01-10T12:00:00.000Z',
};

/** A published product of the 'invernaderos' category; override any field. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    code: `invernadero-${id}`,
    name: `Invernadero túnel ${id}`,
    description: '<p>Estructura <strong>galvanizada</strong>.</p>',
    default_image: `cover-${id}`,
    price_id: { visible: true, totalPrice: 12345.5 },
    published: true,
    category_id: { id: 2, name: 'Invernaderos', urlpath: 'invernaderos' },
    specs: {},
    ...timestamps,
    ...overrides,
  };
}

/** A published service of the 'cursos' type; override any field. */
export function makeService(overrides: Partial<Service> = {}): Service {
  const id = overrides.id ?? 1;
  return {
    id,
    code: `curso-${id}`,
    name: `Curso de riego ${id}`,
    description: '<p>Curso práctico.</p>',
    default_image: `service-cover-${id}`,
    price_id: { visible: true, totalPrice: 850 },
    published: true,
    type_id: { id: 3, name: 'Cursos', urlpath: 'cursos' },
    specs: {},
    ...timestamps,
    ...overrides,
  };
}

/** One page of a paged response. */
export function makePage<T>(content: T[], page: number, totalPages: number, size: number): Page<T> {
  return {
    content,
    page,
    size,
    totalPages,
    totalElements: totalPages * size,
    nextPage: page + 1 < totalPages ? page + 1 : -1,
  };
}

/** Image names as GET /{resource}/images/names/{id} answers them. */
export const makeImageNames = (count: number, prefix = 'foto'): ImageName[] =>
  Array.from({ length: count }, (_, i) => ({
    public_name: `${prefix}-${i + 1}-abcdefgh`,
    original_name: `${prefix}-${i + 1}.jpg`,
    width: 1200,
    height: 800,
  }));

/** The specifications of a greenhouse: one of each type, two highlighted. */
export const GREENHOUSE_SPECS: Spec[] = [
  { key: 'area_m2', label: 'Área', unit: 'm²', type: 'number', filterable: true, highlight: true },
  {
    key: 'cubierta',
    label: 'Cubierta',
    unit: null,
    type: 'choice',
    choices: ['polietileno', 'policarbonato', 'malla antiáfido'],
    filterable: true,
    highlight: true,
  },
  {
    key: 'ventilacion',
    label: 'Ventilación',
    unit: null,
    type: 'text',
    filterable: false,
    highlight: false,
  },
  {
    key: 'riego',
    label: 'Con riego',
    unit: null,
    type: 'boolean',
    filterable: true,
    highlight: false,
  },
];
