/** The drawer is the default export of its module so the site layout can load it on demand. */
export const loadSignInDrawer = () =>
  import(/* webpackChunkName: "sign-in" */ './components/sign-in-drawer');
