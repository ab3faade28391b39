/** How far from the end of the list the load-more marker sits (SPEC.md §9). */
const MARKER_OFFSET_FROM_END = 6;

/**
 * Index of the item that carries the load-more marker: the 6th from the end, and only when the
 * list has more than 6 items and another page exists. `null` means no marker.
 */
export function loadMoreMarkerIndex(itemCount: number, hasNextPage: boolean): number | null {
  if (!hasNextPage || itemCount <= MARKER_OFFSET_FROM_END) return null;
  return itemCount - MARKER_OFFSET_FROM_END;
}
