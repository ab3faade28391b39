import type { CatalogKind } from '@/config/catalog-kinds';
import type { OnPhone } from '@/shared/listing-on-phone';

/** The words of a listing's sort and filters (issue 65). */
export const FILTER_TEXTS = {
  show: 'Ver resultados',
  showCount: (kind: CatalogKind, total: number) => `Ver ${kind.listing.count(total)}`,
  filter: 'Filtrar',
  filterWithCount: (active: number) =>
    active === 0
      ? 'Filtrar'
      : `Filtrar (${active} ${active === 1 ? 'filtro activo' : 'filtros activos'})`,
  sortBy: 'Ordenar por',
  clear: 'Limpiar filtros',
  remove: 'Quitar filtros',
  ignored: 'Se ignoró un filtro no válido',
  onPhone: ({ matched, saved }: OnPhone) =>
    `Filtrado en este teléfono: ${matched} de ${saved} guardados`,
  price: 'Precio (Bs.)',
  from: 'Desde',
  to: 'Hasta',
  yes: 'Sí',
  no: 'No',
  notANumber: 'Escriba un número, por ejemplo 500',
  close: 'Cerrar',
} as const;
