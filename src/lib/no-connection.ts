/**
 * What a call that cannot reach the server says (sign-in and the admin area need a network). A
 * module of its own: the route error page, in every first load, shows it without loading the API
 * client (and RTK Query with it).
 */
export const NO_CONNECTION_MESSAGE = 'Se necesita conexión a internet';
