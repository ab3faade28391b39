import { Box } from '@chakra-ui/react';
import { useDeferredValue, type ReactNode } from 'react';
import { CatalogGrid } from '@/components/catalog/catalog-grid';
import { SectionHeading } from '@/components/ui/section-heading';
import { kindOfResource } from '@/config/catalog-kinds';
import type { Resource } from '@/lib/catalog-api';
import type { SearchResult } from '@/shared/schemas/search';

export interface RelatedItemsProps {
  /** The kind of the page's item. */
  resource: Resource;
  /** The related items (`useRelatedItems`), undefined while they load. */
  items: SearchResult[] | undefined;
  /** A related item's card (services on a product page, products on a service page). */
  renderCard: (item: SearchResult) => ReactNode;
}

/**
 * 'Servicios relacionados' under a product, 'Productos relacionados' under a service: up to four
 * cards, the ones an admin chose or the defaults of the item's group. Nothing while loading, on
 * an error or when there are none: the page reads complete without it.
 */
export function RelatedItems({ resource, items: latest, renderCard }: RelatedItemsProps) {
  // The cards render in a transition (React yields between them), not in the synchronous render
  // of the store update that brings them: four cards were one task of ~800 ms on the visitor's
  // phone, right after the page had started.
  const items = useDeferredValue(latest);
  if (!items?.length) return null;
  const title = kindOfResource(resource).relatedTitle;
  const id = `related-${resource}`;
  return (
    <Box as="section" aria-labelledby={id} mt={{ base: '10', md: '14' }}>
      <SectionHeading id={id} title={title} />
      <CatalogGrid aria-label={title}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>{renderCard(item)}</li>
        ))}
      </CatalogGrid>
    </Box>
  );
}
