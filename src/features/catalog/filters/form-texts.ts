import type { CatalogKind } from '@/config/catalog-kinds';

/** The words of the filters' form and drawer (the lazy `listing-filters` chunk, issue 65). */
export const FORM_TEXTS = {
  filter: 'Filtrar',
  show: 'Ver resultados',
  showCount: (kind: CatalogKind, total: number) => `Ver ${kind.listing.count(total)}`,
  clear: 'Limpiar filtros',
  price: 'Precio (Bs.)',
  from: 'Desde',
  to: 'Hasta',
  yes: 'Sí',
  no: 'No',
  notANumber: 'Escriba un número, por ejemplo 500',
  close: 'Cerrar',
} as const;
