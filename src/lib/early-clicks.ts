/*
 * Clicks that happen before React listens. A prerendered page shows its buttons before the app's
 * script has run; on a slow phone a tap can land while the script is still being evaluated, and
 * the browser delivers it as soon as that task ends — before `hydrateRoot` has attached React's
 * listeners. This module, the entry's first import, notes the buttons clicked in that window;
 * the entry clicks them again right after `hydrateRoot`, when React hydrates the part a click
 * lands in at once and runs its handler (docs/decisions.md, "Hydration"). The visitor's own
 * activation is still valid then, so a handler may open a new tab (WhatsApp).
 *
 * Links are left alone: the browser follows them without any script.
 */
const early: Element[] = [];
let listening = typeof document !== 'undefined';

function noteClick(event: MouseEvent) {
  if (!listening || !(event.target instanceof Element)) return;
  const button = event.target.closest('button, [role="button"]');
  if (button && !early.includes(button)) early.push(button);
}

if (listening) document.addEventListener('click', noteClick, true);

/** Call right after `hydrateRoot`: clicks the buttons clicked before it, in order. */
export function replayEarlyClicks() {
  listening = false;
  document.removeEventListener('click', noteClick, true);
  for (const button of early.splice(0)) {
    if (button.isConnected && button instanceof HTMLElement) button.click();
  }
}
