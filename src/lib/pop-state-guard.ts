/*
 * Back and Forward that a screen may hold before react-router sees them (the admin form's
 * unsaved-changes guard, src/features/admin-catalog/form/unsaved-changes-guard.tsx).
 *
 * When `popstate` fires the history has already moved, and react-router's BrowserRouter renders
 * the entry from its own `popstate` listener on the window. A guard has to run before that
 * listener to keep the event from it (`stopImmediatePropagation()`). Listeners of an event
 * dispatched at the window run in the order they were added: Chromium does not run capture
 * listeners first there, as it does for elements. So one listener is added before the router
 * mounts (installPopStateGuards, called by src/start/start.tsx before the first render), and the
 * guards a screen adds later run from it.
 */

/** Called with each `popstate` before the router's listener; may stop it from reaching the router. */
type PopStateGuard = (event: PopStateEvent) => void;

const guards = new Set<PopStateGuard>();
let installed = false;

/** Adds the window's first `popstate` listener, which runs the guards. Idempotent. */
export function installPopStateGuards() {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    for (const guard of guards) guard(event);
  });
}

/** Runs `guard` on every `popstate` until the returned function is called. */
export function addPopStateGuard(guard: PopStateGuard): () => void {
  // Already done by the app's start; here for a screen rendered on its own (its tests).
  installPopStateGuards();
  guards.add(guard);
  return () => void guards.delete(guard);
}
