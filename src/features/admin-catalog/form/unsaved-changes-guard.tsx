import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAppStore } from '@/lib/hooks';
import { addPopStateGuard } from '@/lib/pop-state-guard';

/**
 * A navigation held by the guard, shaped like react-router's data-router `Blocker`: 'blocked'
 * while the dialog asks, 'proceeding' once the user chose to leave, until the page changes.
 */
export type LeaveBlocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: string; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; location: string; proceed?: undefined; reset?: undefined };

export interface UnsavedChangesGuard {
  blocker: LeaveBlocker;
  /**
   * `navigate(to)` through the guard, for the form's own ways out (Cancelar): held and asked
   * about like a link to the same place. `to` is a path from the site's root.
   */
  navigate: (to: string) => void;
}

const UNBLOCKED: LeaveBlocker = { state: 'unblocked' };

/** The history entry's index that react-router's BrowserRouter keeps in `history.state.idx`. */
const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Where a link click goes, when the browser or react-router would turn it into a navigation in
 * this tab; `base` is the router's location (links are relative to the page shown).
 */
function linkNavigation(event: MouseEvent, base: string): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.getAttribute('href')!, base);
  return url.origin === window.location.origin ? url : null;
}

/**
 * Asks before leaving a form with unsaved changes, in react-router's declarative mode (which has
 * no `useBlocker`): in-app links (a capture listener on the document sees the click before
 * react-router's `<Link>`), Back and Forward (a `popstate` guard that runs before react-router's
 * listener undoes the move) and the form's own `navigate` calls are held and answered
 * in the dialog; closing or reloading the tab gets the browser's own warning. Only a change of
 * page (path or query) is held. `savedRef` is set by a successful save so the navigation that
 * follows goes through; new changes clear it. When the session ends (sign-out, expiry) nothing
 * is held: the admin area closes and the values stay as a draft.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  savedRef: RefObject<boolean>,
): UnsavedChangesGuard {
  const store = useAppStore();
  const routerNavigate = useNavigate();
  const location = useLocation();
  // The held navigation, with the history entry it was held on: once the page changes (the
  // navigation went ahead) it no longer applies, as react-router's blocker resets itself.
  const [held, setHeld] = useState<{ key: string; blocker: LeaveBlocker } | null>(null);
  const blocker = held?.key === location.key ? held.blocker : UNBLOCKED;

  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
    if (dirty) savedRef.current = false;
  }, [dirty, savedRef]);

  // The page shown, and its history entry's index, as the last render committed them.
  const currentRef = useRef(location);
  const indexRef = useRef<number | null>(null);
  useLayoutEffect(() => {
    currentRef.current = location;
    indexRef.current = historyIndex();
  }, [location]);

  const shouldBlock = useCallback(
    (next: { pathname: string; search: string }) =>
      dirtyRef.current &&
      !savedRef.current &&
      store.getState().session.admin &&
      (currentRef.current.pathname !== next.pathname || currentRef.current.search !== next.search),
    [store, savedRef],
  );

  const hold = useCallback((href: string, go: () => void) => {
    const { key } = currentRef.current;
    setHeld({
      key,
      blocker: {
        state: 'blocked',
        location: href,
        proceed: () => {
          setHeld({ key, blocker: { state: 'proceeding', location: href } });
          go();
        },
        reset: () => setHeld(null),
      },
    });
  }, []);

  // Links: the click is cancelled before react-router's <Link> (which then does nothing) or the
  // browser act on it, and made again with `navigate` if the user chooses to leave.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const { pathname, search } = currentRef.current;
      const url = linkNavigation(event, window.location.origin + pathname + search);
      if (!url || !shouldBlock(url)) return;
      event.preventDefault();
      const href = url.pathname + url.search + url.hash;
      hold(href, () => void routerNavigate(href));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [shouldBlock, hold, routerNavigate]);

  // Back and Forward: the history has already moved when `popstate` fires. The guard runs before
  // react-router's listener (src/lib/pop-state-guard.ts): it keeps the event from it, moves the
  // history back by as many entries (react-router's BrowserRouter numbers them in
  // `history.state.idx`), and plays the move again if the user chooses to leave, as react-router's
  // data router does for its blockers.
  const undoingRef = useRef<(() => void) | null>(null);
  const replayingRef = useRef(false);
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      if (undoingRef.current) {
        // The move back to the page shown: react-router never saw it leave.
        event.stopImmediatePropagation();
        undoingRef.current();
        undoingRef.current = null;
        return;
      }
      if (replayingRef.current) {
        replayingRef.current = false;
        return;
      }
      const next = historyIndex();
      const current = indexRef.current;
      if (next === null || current === null || next === current) return;
      const { pathname, search, hash } = window.location;
      if (!shouldBlock({ pathname, search })) return;
      event.stopImmediatePropagation();
      const delta = next - current;
      const undone = new Promise<void>((resolve) => (undoingRef.current = resolve));
      window.history.go(-delta);
      hold(pathname + search + hash, () => {
        void undone.then(() => {
          replayingRef.current = true;
          window.history.go(delta);
        });
      });
    };
    return addPopStateGuard(onPopState);
  }, [shouldBlock, hold]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const navigate = useCallback(
    (to: string) => {
      const url = new URL(to, window.location.origin);
      if (shouldBlock(url)) hold(to, () => void routerNavigate(to));
      else void routerNavigate(to);
    },
    [shouldBlock, hold, routerNavigate],
  );

  return { blocker, navigate };
}

export interface UnsavedChangesDialogProps {
  blocker: LeaveBlocker;
  /** Called when the user chooses to leave (the changes are given up). */
  onDiscard: () => void;
}

export function UnsavedChangesDialog({ blocker, onDiscard }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="¿Salir sin guardar?"
      description="Hay cambios que todavía no se guardaron. Si sale ahora, se perderán."
      confirmLabel="Salir sin guardar"
      cancelLabel="Seguir editando"
      onConfirm={() => {
        onDiscard();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
