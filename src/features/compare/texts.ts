import type { ItemKind } from '@/shared/catalog';

/** The toggle's accessible name, on cards and item pages. */
export const COMPARE_LABEL = 'Comparar';

/** Said when an item cannot join the comparison (a fifth one, or one of another group). */
export const COMPARE_REFUSED: Record<ItemKind, string> = {
  product: 'Puede comparar hasta 4 productos de la misma categoría',
  service: 'Puede comparar hasta 4 servicios del mismo tipo',
};
