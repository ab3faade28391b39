import createCache from '@emotion/cache';

/**
 * The Emotion cache the page's styles go through, the same in the prerender and in the browser.
 * Without Emotion's default vendor prefixer (`stylisPlugins: []`): the browsers the site supports
 * (evergreen, Android's Chrome) need none of the -webkit-/-ms-/-moz- copies it adds, which made a
 * third of each page's inline CSS (docs/decisions.md, "A Chakra system of our own").
 */
export const createStyleCache = () => createCache({ key: 'css', stylisPlugins: [] });
