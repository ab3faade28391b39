/**
 * Settles once the `system` entry has built the Chakra system, or found no prerendered page to
 * build it for (src/system-start.ts). The two entries share this module (webpack `dependOn`):
 * src/main.tsx waits for it before its steps that use the theme, so that on a fast network,
 * where every script arrives at once, the two entries' steps do not run together in one task.
 */
let settle: () => void = () => undefined;

export const systemReady = new Promise<void>((resolve) => {
  settle = resolve;
});

export const systemSettled = () => settle();
