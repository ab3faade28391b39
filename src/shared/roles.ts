/**
 * Role names, apart from the TypeBox schemas: the client's first load needs the admin role name
 * (session slice) but must not bundle TypeBox.
 */
export const ADMIN_ROLE = 'admin';
