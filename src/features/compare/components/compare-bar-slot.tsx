import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/lib/hooks';
import { useMounted } from '../use-compare';

/** The bar's code: loaded once the comparison has an item (precached for offline use). */
const CompareBar = lazy(() => import(/* webpackChunkName: "compare-bar" */ './compare-bar'));

/**
 * Where the comparison's bar goes on every public page: after the first render (the server
 * renders none), while the comparison has items, but on the comparison's own page.
 */
export function CompareBarSlot() {
  const mounted = useMounted();
  const any = useAppSelector((state) => state.compare.items.length > 0);
  const onComparePage = useLocation().pathname === paths.compare.path;
  if (!mounted || !any || onComparePage) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}
