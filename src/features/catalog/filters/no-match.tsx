import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import type { CatalogKind } from '@/config/catalog-kinds';
import { DEFAULT_LISTING } from '@/shared/listing-url';
import type { ListingFilters } from '../use-listing-filters';
import { FILTER_TEXTS } from './texts';

/**
 * A listing with nothing: 'Ningún producto coincide con los filtros' and 'Quitar filtros' when
 * filters are on, else the group's own empty words.
 */
export function ListingEmpty({ kind, filters }: { kind: CatalogKind; filters: ListingFilters }) {
  if (filters.active === 0) return <EmptyState title={kind.listing.empty} />;
  return (
    <EmptyState
      title={kind.listing.noMatch}
      action={
        <Button
          variant="outline"
          onClick={() => filters.apply({ ...DEFAULT_LISTING, order: filters.state.order })}
        >
          {FILTER_TEXTS.remove}
        </Button>
      }
    />
  );
}
