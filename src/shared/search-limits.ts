/*
 * The search's limits, shared by the API's schema and the client. Plain values in a module of
 * their own: the client imports them without the schema library (typebox), which would otherwise
 * end up in the first-load JavaScript.
 */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
export const SEARCH_PAGE_SIZE = 12;
