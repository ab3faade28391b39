import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MissingAnswer } from '@/shared/page-data';

/**
 * A call's identity: its endpoint and its argument, a flat object whose keys may come in any
 * order (the server's and the client's hooks build the same argument).
 */
export function callKey({ endpointName, arg }: MissingAnswer): string {
  const flat = arg && typeof arg === 'object' ? (arg as Record<string, unknown>) : {};
  const sorted = Object.keys(flat)
    .sort()
    .map((key) => [key, flat[key]]);
  return `${endpointName}${JSON.stringify(sorted)}`;
}

/**
 * The calls the server answered "not found" (404) for the page as it was loaded: a share link to
 * an item that was deleted. The prerender shows the not-found message, and the client, handed the
 * same list with the page (src/shared/page-data.ts), shows it too without asking again. RTK
 * Query's cache takes answers only, not errors, hence this list beside it. It describes the page
 * as loaded only, and is cleared by the first navigation inside the app: an item an admin then
 * publishes again under the same code is asked for afresh.
 */
export const pageMissesSlice = createSlice({
  name: 'pageMisses',
  initialState: [] as string[],
  reducers: {
    pageMissesSeeded: (_state, action: PayloadAction<MissingAnswer[]>) =>
      action.payload.map(callKey),
    pageMissesCleared: (state) => (state.length > 0 ? [] : state),
  },
  selectors: {
    // Almost always empty: no key is built then (it runs on each store change of an item page).
    selectIsPageMiss: (state, call: MissingAnswer) =>
      state.length > 0 && state.includes(callKey(call)),
  },
});

export const { pageMissesSeeded, pageMissesCleared } = pageMissesSlice.actions;
export const { selectIsPageMiss } = pageMissesSlice.selectors;
