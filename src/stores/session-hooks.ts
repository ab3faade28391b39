import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import type { SessionState } from './session-slice';

/**
 * Shorthands over the typed hooks of src/lib/hooks.ts: `useSession((s) => s.online)` reads the
 * session slice, `useSessionDispatch()` dispatches.
 */
export const useSession = <T>(select: (session: SessionState) => T): T =>
  useAppSelector((state) => select(state.session));

export const useSessionDispatch = useAppDispatch;
