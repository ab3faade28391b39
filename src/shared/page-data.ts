/*
 * What the server's prerender hands to the client with a page: the API answers the page shows,
 * and the calls answered "not found" (a deleted item's share link), as a JSON data block after
 * `#root`. The client takes them into its store before its first render, so it shows the same
 * page without calling for it again.
 */

/** An API answer as the prerender had it: a cache entry of one query endpoint and argument. */
export interface CachedAnswer {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** A call the prerender made that the server answered "not found" (404): a deleted item. */
export interface MissingAnswer {
  endpointName: string;
  arg: unknown;
}

/** What a page hands over: the API answers it shows, and the calls answered "not found". */
export interface PageData {
  answers: CachedAnswer[];
  missing: MissingAnswer[];
}

/** A prerendered page. */
export interface RenderedPage extends PageData {
  /** The HTML inside `#root`. */
  html: string;
  /** Its styles: `<style>` elements for `<head>`. */
  styles: string;
}

const NO_PAGE_DATA: PageData = { answers: [], missing: [] };

/** The id of the `<script type="application/json">` holding a page's answers. */
const PAGE_DATA_ID = 'page-data';

/**
 * The data block of what a page hands over. `<` is written as \u003c, so no text in the catalogue can
 * close the element (`</script>`) or open a comment.
 */
export function pageDataScript({ answers, missing }: PageData): string {
  const json = JSON.stringify({ answers, missing }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** What the page came with (nothing when it was not prerendered or the block is broken). */
export function readPageData(doc: Document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return NO_PAGE_DATA;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    return {
      answers: Array.isArray(data?.answers) ? data.answers : [],
      missing: Array.isArray(data?.missing) ? data.missing : [],
    };
  } catch {
    return NO_PAGE_DATA;
  }
}
