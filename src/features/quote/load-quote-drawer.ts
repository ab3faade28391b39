/** The drawer (with Formik and Yup) is the default export of its own chunk, loaded on demand. */
export const loadQuoteDrawer = () =>
  import(/* webpackChunkName: "quote-drawer" */ './components/quote-drawer');
