import type { CatalogKind } from '@/config/catalog-kinds';
import { CatalogItemCard } from '@/features/catalog';
import { RelatedItems } from '@/features/related';
import type { Resource } from '@/lib/catalog-api';
import type { SearchResult } from '@/shared/schemas/search';
import { useCardActions } from './use-card-actions';

export interface RelatedSectionProps {
  /** The kind of the page's item. */
  resource: Resource;
  /** The kind of the related items (services on a product page, products on a service page). */
  relatedKind: CatalogKind;
  items: SearchResult[] | undefined;
}

/**
 * An item page's related items with their cards, and the photo dialog those cards open. Their
 * cards have no 'Copiar link…' button: the page's own 'Copiar' is the one share button on it (a
 * related item is shared from its own page), so neither a screen reader's list of buttons nor a
 * search for 'Copiar' meets five of them. A chunk
 * of its own (the cards' code is not part of an item page's first load), loaded when the section
 * comes near the viewport (src/app/routes/parts/catalog-detail-page.tsx).
 */
export default function RelatedSection({ resource, relatedKind, items }: RelatedSectionProps) {
  const related = useCardActions(relatedKind);
  return (
    <>
      <RelatedItems
        resource={resource}
        items={items}
        renderCard={(item) => (
          <CatalogItemCard
            kind={relatedKind}
            item={item}
            headingLevel="h3"
            {...related.actions}
            onCopyLink={undefined}
          />
        )}
      />
      {related.photoDialog}
    </>
  );
}
