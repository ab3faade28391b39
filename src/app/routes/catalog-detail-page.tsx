import { Container } from '@chakra-ui/react';
import { useLocation, useParams } from 'react-router-dom';
import { CATALOG_KINDS, type CatalogKind } from '../../config/catalog-kinds';
import { CatalogItemCard } from '../../features/catalog';
import { CatalogItemPage } from '../../features/catalog-item';
import { useItemActions } from '../../features/ordering';
import { useAddToQuote } from '../../features/quote';
import { RelatedItems } from '../../features/related';
import { useCardActions } from './use-card-actions';

/**
 * /shared/product/{code} or /shared/service/{code}: an item's page, what a share link opens,
 * with the other kind's related items under it.
 */
export function CatalogDetailPage({ kind }: { kind: CatalogKind }) {
  const { code = '' } = useParams();
  const knownId = (useLocation().state as { id?: unknown } | null)?.id;
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
        knownId={typeof knownId === 'number' ? knownId : undefined}
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
