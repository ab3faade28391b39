import { useEffect, useMemo } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { entryValues, historyEntryId, keptForEntry } from '@/lib/history-entry';

/** Pages of cards each listing's history entry had loaded, kept across documents for the tab. */
const extents = entryValues<number>('agrotec:list-pages');

/**
 * How many pages of its growing list a listing should show: as many as its history entry had
 * when the visitor left it, on a return to that entry (Back, Forward, a reload), so the cards
 * loaded so far are there again and the scroll restoration finds its place. Inside one document
 * RTK Query still holds those pages; a new document (a reload, or Back from the offline page,
 * which is a document of its own) starts with the server's first page only, and the pages after
 * it come from the phone's cache when there is no signal. 0 when the listing is opened anew.
 */
export function useReturnedExtent(pagesLoaded: number): number {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entry = historyEntryId(location);
  const returning = navigationType === 'POP' && keptForEntry(location);
  // What the entry had when it was left: read as it is shown, before this visit notes its own.
  const wanted = useMemo(() => (returning ? (extents.get(entry) ?? 0) : 0), [entry, returning]);
  useEffect(() => {
    if (pagesLoaded === 0) return;
    extents.set(entry, pagesLoaded);
    extents.persist();
  }, [entry, pagesLoaded]);
  return wanted;
}
