import { combineReducers } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { sessionSlice } from './session-slice';

/** The whole state tree: the API cache and the session. */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
