/*
 * The page's first script: inline in the <head> of every page the server sends, so it listens
 * from the first byte, before any button is painted. A prerendered page shows its buttons long
 * before its deferred scripts run (the HTML still being parsed, `boot` still downloading); a tap
 * in that window used to reach no listener at all and was lost. This script notes the buttons
 * clicked until the app takes them over (src/start/early-clicks.ts clicks them again once React
 * listens). Links are left alone: the browser follows them without any script.
 *
 * Kept tiny and in plain ES2015 (it is sent as written, not built). The server allows it in the
 * Content-Security-Policy by its sha256 hash, computed from this same text
 * (src/server/plugins/security.ts), so it can never drift from what the page carries.
 * docs/decisions.md, "Early clicks".
 */

/** The global the script leaves its notes on, for the app to take over. */
export const EARLY_CLICKS_GLOBAL = '__earlyClicks';

/** What the script leaves on `window[EARLY_CLICKS_GLOBAL]`. */
export interface EarlyClicks {
  /** The buttons clicked so far, each once, in order. */
  buttons: Element[];
  /** Stops noting clicks. */
  stop: () => void;
}

export const EARLY_CLICKS_SCRIPT =
  '(()=>{const buttons=[];' +
  'const note=(event)=>{const target=event.target;' +
  'const button=target instanceof Element&&target.closest(\'button,[role="button"]\');' +
  'if(button&&!buttons.includes(button))buttons.push(button)};' +
  "document.addEventListener('click',note,true);" +
  `window.${EARLY_CLICKS_GLOBAL}={buttons,stop:()=>document.removeEventListener('click',note,true)}` +
  '})()';

/** The <script> element the server puts first in a page's <head>. */
export const EARLY_CLICKS_TAG = `<script>${EARLY_CLICKS_SCRIPT}</script>`;
