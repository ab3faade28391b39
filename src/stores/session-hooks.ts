import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SessionState } from './session-slice';

/**
 * Session access for features, which may not import src/app (where RootState lives):
 * `useSession((s) => s.online)` reads the session slice, `useSessionDispatch()` dispatches its actions.
 */
export const useSession = <T>(select: (session: SessionState) => T): T =>
  useSelector((state: { session: SessionState }) => select(state.session));

export const useSessionDispatch: () => Dispatch<UnknownAction> = useDispatch;
