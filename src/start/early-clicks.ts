/*
 * Clicks that happen before React listens. A prerendered page shows its buttons before the app's
 * scripts have even been requested; the inline script at the top of the page's <head>
 * (src/shared/early-clicks-script.ts) notes the buttons clicked from the first byte on. Once
 * `hydrateRoot` has attached React's listeners the entry calls `replayEarlyClicks`, which stops
 * the noting and clicks those buttons again: React hydrates the part a click lands in at once and
 * runs its handler (docs/decisions.md, "Hydration"). The visitor's own activation is still valid
 * then, so a handler may open a new tab (WhatsApp).
 */
import { EARLY_CLICKS_GLOBAL, type EarlyClicks } from '@/shared/early-clicks-script';

declare global {
  interface Window {
    [EARLY_CLICKS_GLOBAL]?: EarlyClicks;
  }
}

/**
 * Call right after `hydrateRoot`: stops the page's noting and clicks the buttons clicked before,
 * in order (those still on the page). A page without the inline script (the development server's,
 * never prerendered) has nothing to replay.
 */
export function replayEarlyClicks() {
  const early = window[EARLY_CLICKS_GLOBAL];
  if (!early) return;
  delete window[EARLY_CLICKS_GLOBAL];
  early.stop();
  for (const button of early.buttons.splice(0)) {
    if (button.isConnected && button instanceof HTMLElement) button.click();
  }
}
