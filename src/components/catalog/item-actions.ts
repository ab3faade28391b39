/** What a listing lets a visitor do with one of its items; the page wires these to features. */
export interface ItemCardActions<T> {
  onOrder: (item: T) => void;
  onCopyLink: (item: T) => void;
  onShowPhotos: (item: T) => void;
  onAddToQuote: (item: T) => void;
  /** Id of the item whose photos are being fetched, if any. */
  photosLoadingId?: number | null;
  /**
   * The visitor is about to open the item (a pointer rests on its card, the card got the focus, a
   * finger touched it): its page's code and data can start loading.
   */
  onIntent?: (item: T) => void;
}
