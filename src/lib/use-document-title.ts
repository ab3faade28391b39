import { useEffect } from 'react';
import { BRAND } from '@/shared/brand';

/** Sets the tab title to 'title | brand' (just the brand without a title) while mounted. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} | ${BRAND}` : BRAND;
  }, [title]);
}
