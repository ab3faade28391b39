import type { HeroSize, Resource } from './catalog';

/** The widths the server keeps of every picture (ARCHITECTURE.md §2). */
export type ImageWidth = 300 | 700;

/**
 * THE address of a catalogue picture, for the client, the prerender, the HTML's preloads and the
 * link-preview tags alike (the name encoded, as a path segment). Relative: prefix the site's
 * address where an absolute one is needed.
 */
export const imageUrl = (resource: Resource, name: string, width: ImageWidth) =>
  `/api/${resource}/images/${width}/${encodeURIComponent(name)}`;

/**
 * THE address of a site picture (the hero's slides) in one of its sizes, for the page and the
 * home page's preloads alike (the name encoded, as a path segment).
 */
export const mediaImageUrl = (name: string, size: HeroSize) =>
  `/api/media/images/${encodeURIComponent(`${name}-${size}`)}`;
