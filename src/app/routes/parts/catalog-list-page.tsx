import { Container } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ItemCardActions } from '@/components/catalog/item-actions';
import { SectionHeading } from '@/components/ui/section-heading';
import type { CatalogKind } from '@/config/catalog-kinds';
import { useListingFilters, type ListingFilters } from '@/features/catalog';
import { OfflineSavePanel } from '@/features/offline-save';
import type { CatalogItem } from '@/lib/catalog-api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { listingTitle } from '@/shared/page-titles';
import { pageFromSearch } from '@/shared/pagination';
import { PAGE_PARAM } from '@/shared/site-routes';
import NotFoundPage from '../not-found';
import { useCardActions } from './use-card-actions';

export interface ListingProps extends ItemCardActions<CatalogItem> {
  /** The group's url path. */
  group: string;
  /** The listing's sort and filters, from the address. */
  filters: ListingFilters;
}

/**
 * A group's public listing, /all/{category} or /service/{type}: its heading over the kind's own
 * listing (infinite scroll for products, numbered pages for services, SPEC.md §4).
 */
export function CatalogListPage({
  kind,
  Listing,
}: {
  kind: CatalogKind;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each listing narrows the item
  Listing: ComponentType<ListingProps & ItemCardActions<any>>;
}) {
  const { group: urlpath = '' } = useParams();
  const group = kind.groups.find((g) => g.urlpath === urlpath);
  const { actions, photoDialog } = useCardActions(kind);
  const filters = useListingFilters(kind, urlpath);
  const [params] = useSearchParams();
  // Services are listed in numbered pages (?pagina=2), products in one scrolling list.
  const page = kind.resource === 'services' ? pageFromSearch(params.get(PAGE_PARAM)) : 1;
  useDocumentTitle(
    group
      ? listingTitle(group.label, kind.resource === 'services' ? 'servicios' : 'productos', page)
      : undefined,
  );

  if (!group) return <NotFoundPage />;
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <SectionHeading
        as="h1"
        eyebrow={kind.title}
        title={group.label}
        subtitle={kind.groupIntro(group.urlpath)}
      />
      {/* Each starts afresh on another group; sibling keys must differ. */}
      <OfflineSavePanel key={`save-${group.urlpath}`} kind={kind} group={group.urlpath} />
      <Listing key={`list-${group.urlpath}`} group={group.urlpath} filters={filters} {...actions} />
      {photoDialog}
    </Container>
  );
}
