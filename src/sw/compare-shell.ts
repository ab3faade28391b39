/*
 * A comparison of saved items opens without a network (issue 65). Its address names any items
 * (/comparar?productos=a,b,c), so the phone seldom has a copy of that very page: 'Guardar sin
 * conexión' keeps the page's shell (/comparar, a copy renewed with each build as the other saved
 * pages), and the service worker answers a comparison it has no copy of with that shell, emptied
 * of what the server had rendered in it. The app then renders the page itself from the saved
 * answers (the items by code, the group's specifications).
 */

/** The comparison page's address without its items (PUBLIC_ROUTES.compare.path). */
export const COMPARE_SHELL_PATH = '/comparar';

export const isComparePage = (url: URL) => url.pathname === COMPARE_SHELL_PATH;

/**
 * The page's HTML with an empty root and without the prerender's answers: the app renders into
 * it (src/start/start.tsx renders an empty root afresh instead of hydrating it).
 */
export const emptiedPage = (html: string) =>
  html.replace(
    /<div id="root">[\s\S]*<\/div><script type="application\/json" id="page-data">[\s\S]*?<\/script>/,
    '<div id="root"></div>',
  );
