import { useEffect } from 'react';
import { documentTitle } from '@/shared/page-titles';

/**
 * Sets the tab title as the server writes it (src/shared/page-titles.ts): 'title | brand', the
 * brand's line for null or ''. Undefined leaves the title as it is (the page's data still load).
 */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = documentTitle(title);
  }, [title]);
}
