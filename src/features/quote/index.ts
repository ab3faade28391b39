/** 'Mi cotización': the quote list sent as one WhatsApp message (issue 15). */
export { QuoteNavButton } from './components/quote-nav-button';
export { loadQuoteDrawer } from './load-quote-drawer';
export { useAddToQuote } from './use-add-to-quote';
