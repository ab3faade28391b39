/*
 * `react-dom/client` for the browser build, which runs the app on preact/compat (see
 * docs/decisions.md, "Preact in the browser build"). Preact runs passive effects after the next
 * frame; React runs the effects of an update caused by a click or a key press before the browser
 * gets control back, and Chakra's components count on it: their zag state machines look for the
 * parts an effect mounts (a dialog's title, its first focusable element) in the next animation
 * frame. So effects are flushed as soon as the commit is over.
 */
import { options } from 'preact';

options.requestAnimationFrame = (flushEffects: () => void) => queueMicrotask(flushEffects);

export { createRoot, hydrateRoot } from 'preact/compat/client';
