/*
 * What the server's prerender hands to the client with a page: the API answers the page shows,
 * as a JSON data block after `#root`. The client puts them in its API cache before its first
 * render, so it shows the same data without calling for it again.
 */

/** An API answer as the prerender had it: a cache entry of one query endpoint and argument. */
export interface CachedAnswer {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** A prerendered page. */
export interface RenderedPage {
  /** The HTML inside `#root`. */
  html: string;
  /** Its styles: `<style>` elements for `<head>`. */
  styles: string;
  /** The API answers it shows. */
  answers: CachedAnswer[];
}

/** The id of the `<script type="application/json">` holding a page's answers. */
const PAGE_DATA_ID = 'page-data';

/**
 * The data block of a page's answers. `<` is written as \u003c, so no text in the catalogue can
 * close the element (`</script>`) or open a comment.
 */
export function pageDataScript(answers: CachedAnswer[]): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The answers the page came with (none when it was not prerendered or the block is broken). */
export function readPageData(doc: Document): CachedAnswer[] {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return [];
  try {
    const answers: unknown = JSON.parse(text);
    return Array.isArray(answers) ? (answers as CachedAnswer[]) : [];
  } catch {
    return [];
  }
}
