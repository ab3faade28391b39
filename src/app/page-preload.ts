import { createContext, useContext } from 'react';

/** Starts loading the code of the public page at `path` (nothing for another path). */
type PreloadPage = (path: string) => void;

/**
 * How a page loads another page's code ahead (a card's item page, on intent). Given by the
 * site's layout, which knows the page table (src/app/pages.ts); the pages themselves cannot
 * import that table, which imports them. The default does nothing (a test, the prerender).
 */
export const PagePreloadContext = createContext<PreloadPage>(() => undefined);

export const usePreloadPage = () => useContext(PagePreloadContext);
