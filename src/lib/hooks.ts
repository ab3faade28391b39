import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from '@/stores/root-reducer';

/*
 * Typed Redux hooks, usable from features (which may not import src/app): the state type comes
 * from the root reducer in src/stores, the dispatch type is the store's thunk dispatch.
 */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for the rare code that must watch it outside rendering (store.subscribe). */
export const useAppStore = useStore.withTypes<Store<RootState> & { dispatch: AppDispatch }>();
