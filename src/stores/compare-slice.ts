import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { COMPARE_MAX } from '@/shared/compare';
import type { ItemKind } from '@/shared/catalog';

export { COMPARE_MAX };

/** One item of the visitor's comparison, as its card or page showed it when added. */
export interface CompareItem {
  kind: ItemKind;
  id: number;
  code: string;
  name: string;
  /** The item's cover picture (its public name), or null. */
  image: string | null;
  /** Its category or service type (id): a comparison holds items of one group. */
  group: number;
}

export type CompareKey = Pick<CompareItem, 'kind' | 'id'>;

/** 'Comparar': the items (saved in localStorage, see compare-storage.ts), in the order added. */
export interface CompareState {
  items: CompareItem[];
}

const initialCompareState: CompareState = { items: [] };

const sameItem = (a: CompareKey) => (b: CompareKey) => a.kind === b.kind && a.id === b.id;

export const isCompared = (items: readonly CompareItem[], item: CompareKey) =>
  items.some(sameItem(item));

/**
 * Why `item` cannot join the comparison `items`: 'full' (COMPARE_MAX already), 'other-group'
 * (another kind, category or service type than those compared), or null when it can (or is in
 * it already: then a toggle takes it out).
 */
export function compareRefusal(
  items: readonly CompareItem[],
  item: CompareItem,
): 'full' | 'other-group' | null {
  if (isCompared(items, item)) return null;
  const first = items[0];
  if (first && (first.kind !== item.kind || first.group !== item.group)) return 'other-group';
  if (items.length >= COMPARE_MAX) return 'full';
  return null;
}

export const compareSlice = createSlice({
  name: 'compare',
  initialState: initialCompareState,
  reducers: {
    /** 'Comparar': in if it may join (compareRefusal), out if it was in. */
    compareToggled(state, { payload }: PayloadAction<CompareItem>) {
      if (isCompared(state.items, payload)) {
        state.items = state.items.filter((item) => !sameItem(payload)(item));
      } else if (!compareRefusal(state.items, payload)) {
        state.items.push(payload);
      }
    },
    compareItemRemoved(state, { payload }: PayloadAction<CompareKey>) {
      state.items = state.items.filter((item) => !sameItem(payload)(item));
    },
    /** Another tab changed the saved comparison: this one shows the same. */
    compareItemsReplaced(state, { payload }: PayloadAction<CompareItem[]>) {
      state.items = payload;
    },
  },
});

export const { compareToggled, compareItemRemoved, compareItemsReplaced } = compareSlice.actions;
