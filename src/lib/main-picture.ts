/**
 * A page's main pictures are those the server asks for at high priority (`fetchpriority="high"`:
 * the hero's first slide, a listing's first card, an item's cover), its Largest Contentful
 * Paint. They carry an Element Timing name, so that src/start/boot.ts can tell when the browser has
 * actually shown them (the entry's time is the frame's presentation) and only then load the
 * app's scripts (docs/decisions.md, "Scripts after the first screen").
 */
export const MAIN_PICTURE_TIMING = 'main-picture';

/** The attributes of a picture fetched at `fetchPriority`: an Element Timing name when high. */
export const mainPictureTiming = (fetchPriority: string | undefined) =>
  fetchPriority === 'high' ? { elementtiming: MAIN_PICTURE_TIMING } : {};
