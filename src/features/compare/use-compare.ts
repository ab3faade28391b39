import { useCallback, useEffect, useState } from 'react';
import { toaster } from '@/components/ui/toaster';
import type { CatalogKind } from '@/config/catalog-kinds';
import type { CardItem } from '@/lib/catalog-api';
import { useAppDispatch, useAppStore } from '@/lib/hooks';
import { compareRefusal, compareToggled, type CompareItem } from '@/stores/compare-slice';
import { COMPARE_REFUSED } from './texts';

/** What the comparison keeps of an item a card or a page shows. */
const compareItemOf = (kind: CatalogKind, item: CardItem): CompareItem => ({
  kind: kind.kind,
  id: item.id,
  code: item.code,
  name: item.name,
  image: item.default_image,
  group: kind.groupOf(item).id,
});

/**
 * 'Comparar': puts the item in the comparison or takes it out; one that cannot join (a fifth, or
 * another category's) adds nothing and says why in a toast (a live region).
 */
export function useCompareToggle(kind: CatalogKind) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (item: CardItem) => {
      const entry = compareItemOf(kind, item);
      if (compareRefusal(store.getState().compare.items, entry)) {
        toaster.create({ title: COMPARE_REFUSED[kind.kind], type: 'warning', duration: 5000 });
        return;
      }
      dispatch(compareToggled(entry));
    },
    [dispatch, store, kind],
  );
}

/**
 * True after the first render: the server renders every page with an empty comparison, so a
 * prerendered part hydrates as sent and shows the visitor's comparison right after.
 */
export function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let current = true;
    // In a callback, not the effect's body: one extra render, after the hydrating one.
    void Promise.resolve().then(() => current && setMounted(true));
    return () => {
      current = false;
    };
  }, []);
  return mounted;
}
