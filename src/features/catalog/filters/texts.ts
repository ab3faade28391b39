import type { OnPhone } from '@/shared/listing-on-phone';

/**
 * The words of a listing's sort and filters shown with the listing (issue 65); those of the
 * filters' form and drawer, loaded with them, are in ./form-texts.ts.
 */
export const FILTER_TEXTS = {
  filter: 'Filtrar',
  filterWithCount: (active: number) =>
    active === 0
      ? 'Filtrar'
      : `Filtrar (${active} ${active === 1 ? 'filtro activo' : 'filtros activos'})`,
  sortBy: 'Ordenar por',
  remove: 'Quitar filtros',
  ignored: 'Se ignoró un filtro no válido',
  onPhone: ({ matched, saved }: OnPhone) =>
    `Filtrado en este teléfono: ${matched} de ${saved} guardados`,
} as const;
