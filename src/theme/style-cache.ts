import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The Emotion cache the page's styles go through, the same in the prerender and in the browser.
 * Without Emotion's default vendor prefixer (`stylisPlugins: []`): the browsers the site supports
 * (evergreen, Android's Chrome) need none of the -webkit-/-ms-/-moz- copies it adds, which made a
 * third of each page's inline CSS (docs/decisions.md, "A Chakra system of our own").
 */
export const createStyleCache = () =>
  createCache({
    key: 'css',
    stylisPlugins: [],
    // Each new rule in an element of its own (Emotion's `speedy: false`), not `insertRule` into one
    // sheet: Chromium lays the whole page out again when a rule holding an `@layer` block (every
    // Chakra recipe's) is inserted into an existing sheet (~95 ms on the visitor's phone, each
    // first open of a toast, dialog or menu), and only restyles what matches when a sheet is
    // appended (~4 ms). docs/decisions.md, "Styles of a prerendered page".
    speedy: false,
  });

/**
 * On a prerendered page's `<style>` elements: the names (Emotion ids) of the rules each holds, or
 * an empty value for the global styles (Chakra's reset, layers and token variables).
 */
export const PAGE_STYLE_IDS = 'data-style-ids';

/** One group of the prerender's styles, as `@emotion/server`'s `extractCriticalToChunks` gives it. */
interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The prerender's styles as `<style>` elements for `<head>`, in the order Emotion gives them
 * (global styles first). Not Emotion's own `data-emotion` form: a browser cache moves those
 * elements when it starts, and any change to a page's style sheets restyles the whole page
 * (~200 ms on the visitor's phone; docs/decisions.md, "Styles of a prerendered page").
 */
export function pageStyleTags(chunks: StyleChunk[]): string {
  return chunks
    .filter((chunk) => chunk.css)
    .map((chunk) => {
      const ids = chunk.key.endsWith('-global') ? '' : chunk.ids.join(' ');
      return `<style ${PAGE_STYLE_IDS}="${ids}">${chunk.css}</style>`;
    })
    .join('');
}

/**
 * Tells the browser's cache which rules the prerender's `<style>` elements already hold, so it
 * inserts only the rules the page did not have (`EmotionCache.inserted`, Emotion's public record
 * of the rules in the page), and leaves those elements where they are. Emotion's documented
 * hydration (`data-emotion` elements read by `createCache`) moves every prerendered `<style>` into
 * its container, a whole-page restyle on the visitor's phone (docs/decisions.md, "Styles of a
 * prerendered page"); this is the one place that writes the record, and style-cache.test.tsx fails
 * if a cache stops skipping the rules it names.
 */
export function adoptPageStyles(cache: EmotionCache, root: ParentNode = document) {
  for (const style of root.querySelectorAll(`style[${PAGE_STYLE_IDS}]`)) {
    for (const id of style.getAttribute(PAGE_STYLE_IDS)!.split(' ')) {
      if (id) cache.inserted[id] = true;
    }
  }
}

/**
 * The cache Chakra's global styles go through on a prerendered page. Chakra's provider always
 * renders them (Emotion `Global`); the page already has them from the prerender, the same for every
 * page, and inserting them again would restyle the whole page. So its copy is written into an
 * element outside the document, where it styles nothing; the app's own rules use the page's cache.
 */
export const createDetachedGlobalCache = () =>
  createCache({
    key: 'css-prerendered',
    container: document.createElement('div'),
    speedy: false,
    stylisPlugins: [],
  });
