/**
 * A carousel's step button ('Anterior', 'Siguiente'): when the step reaches the end, the button
 * becomes disabled and the browser drops the keyboard focus to the page's body (a screen reader
 * says nothing, and the next Tab starts over from the top). Steps, then gives the focus to
 * `other` (the opposite button) if the pressed one had it and is about to be disabled.
 */
export function stepKeepingFocus(
  event: { currentTarget: HTMLElement },
  reachesEnd: boolean,
  other: HTMLElement | null,
  step: () => void,
) {
  const hadFocus = document.activeElement === event.currentTarget;
  step();
  if (reachesEnd && hadFocus) other?.focus();
}
