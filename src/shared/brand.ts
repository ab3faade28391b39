/** The company's trading name, used in page titles, link previews and the footer. */
export const BRAND = 'Agrotec Bolivia';
