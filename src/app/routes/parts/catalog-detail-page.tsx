import { Container } from '@chakra-ui/react';
import { useLocation, useParams } from 'react-router-dom';
import { CATALOG_KINDS, type CatalogKind } from '@/config/catalog-kinds';
import { CatalogItemCard } from '@/features/catalog';
import { CatalogItemPage } from '@/features/catalog-item';
import { useItemActions } from '@/features/ordering';
import { useAddToQuote } from '@/features/quote';
import { RelatedItems } from '@/features/related';
import type { CatalogItem } from '@/lib/catalog-api';
import { useCardActions } from './use-card-actions';

/** The item a card handed over in the navigation's state, if it is this page's item. */
function previewOf(state: unknown, code: string): CatalogItem | undefined {
  const preview = (state as { preview?: Partial<CatalogItem> } | null)?.preview;
  return preview && preview.code === code && typeof preview.id === 'number'
    ? (preview as CatalogItem)
    : undefined;
}

/**
 * /shared/product/{code} or /shared/service/{code}: an item's page, what a share link opens,
 * with the other kind's related items under it.
 */
export function CatalogDetailPage({ kind }: { kind: CatalogKind }) {
  const { code = '' } = useParams();
  const preview = previewOf(useLocation().state, code);
  const actions = useItemActions(kind.kind);
  const addToQuote = useAddToQuote(kind.kind);
  const relatedKind = CATALOG_KINDS[kind.kind === 'product' ? 'service' : 'product'];
  const related = useCardActions(relatedKind);
  return (
    <>
      <CatalogItemPage
        key={code}
        kind={kind}
        code={code}
        preview={preview}
        onOrder={actions.order}
        onShare={actions.share}
        onAddToQuote={addToQuote}
      />
      <Container maxW="7xl" pb={{ base: '8', md: '12' }}>
        <RelatedItems
          key={code}
          resource={kind.resource}
          code={code}
          renderCard={(item) => (
            <CatalogItemCard kind={relatedKind} item={item} {...related.actions} />
          )}
        />
      </Container>
      {related.photoDialog}
    </>
  );
}
