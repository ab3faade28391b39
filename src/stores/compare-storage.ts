import type { Store } from '@reduxjs/toolkit';
import { KINDS } from '@/shared/catalog';
import {
  COMPARE_MAX,
  compareItemsReplaced,
  type CompareItem,
  type CompareState,
} from './compare-slice';
import { loadStoredList, syncListWithStorage } from './synced-storage';

/** The comparison survives a reload and is shared by the site's tabs, as the quote list. */
export const COMPARE_STORAGE_KEY = 'agrotec.compare';

const isItem = (value: unknown): value is CompareItem => {
  const item = value as CompareItem | null;
  return (
    !!item &&
    Object.hasOwn(KINDS, item.kind) &&
    Number.isInteger(item.id) &&
    typeof item.code === 'string' &&
    typeof item.name === 'string' &&
    (item.image === null || typeof item.image === 'string') &&
    Number.isInteger(item.group)
  );
};

/** The saved comparison: its well-formed items, of the first one's group, COMPARE_MAX at most. */
export function loadStoredCompare(): CompareItem[] {
  const [first, ...rest] = loadStoredList(COMPARE_STORAGE_KEY, isItem);
  if (!first) return [];
  const same = rest.filter((item) => item.kind === first.kind && item.group === first.group);
  return [first, ...same].slice(0, COMPARE_MAX);
}

/** Saves the comparison whenever it changes, and takes the one another tab saved. */
export const syncCompareWithStorage = (store: Store<{ compare: CompareState }>) =>
  syncListWithStorage(store, {
    key: COMPARE_STORAGE_KEY,
    select: (state) => state.compare.items,
    replaced: compareItemsReplaced,
    isValid: isItem,
  });
