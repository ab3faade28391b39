import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAppStore } from '@/lib/hooks';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation is held by a router blocker
 * and answered in a dialog; closing or reloading the tab gets the browser's own warning.
 * `savedRef` is set by a successful save so the navigation that follows goes through; new changes
 * clear it. When the session ends (sign-out, expiry) nothing is held: the admin area closes and
 * the values stay as a draft.
 */
export function useUnsavedChangesGuard(dirty: boolean, savedRef: RefObject<boolean>) {
  const store = useAppStore();
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
    if (dirty) savedRef.current = false;
  }, [dirty, savedRef]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !savedRef.current &&
      store.getState().session.admin &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [store, savedRef],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
}

export interface UnsavedChangesDialogProps {
  blocker: ReturnType<typeof useBlocker>;
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
