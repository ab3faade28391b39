import type { ReactNode } from 'react';

/** What a listing lets a visitor do with one of its items; the page wires these to features. */
export interface ItemCardActions<T> {
  onOrder: (item: T) => void;
  /** 'Copiar link…'; without it the card has no such button (an item page's related cards). */
  onCopyLink?: (item: T) => void;
  /** Opens the item's photos; a promise keeps the button busy until it settles. */
  onShowPhotos: (item: T) => void | Promise<void>;
  onAddToQuote: (item: T) => void;
  /** The card's 'Comparar' toggle (src/features/compare); none when left out. */
  renderCompare?: (item: T) => ReactNode;
  /**
   * The visitor is about to open the item (a pointer rests on its card, the card got the focus, a
   * finger touched it): its page's code and data can start loading.
   */
  onIntent?: (item: T) => void;
}
