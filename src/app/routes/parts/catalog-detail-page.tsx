import { Container } from '@chakra-ui/react';
import { useLocation, useParams } from 'react-router-dom';
import { CATALOG_KINDS, type CatalogKind } from '@/config/catalog-kinds';
import { CatalogItemPage, useItemFound } from '@/features/catalog-item';
import { CompareToggle } from '@/features/compare';
import { useItemActions } from '@/features/ordering';
import { useAddToQuote } from '@/features/quote';
import { useRelatedItems } from '@/features/related';
import type { CardItem } from '@/lib/catalog-api';
import { lazyWithPreload, usePartCode } from '@/start/lazy-with-preload';
import { useNearViewport } from '@/lib/use-near-viewport';

/** The related items' section, cards and all: a chunk of its own (see RelatedOnSight). */
const RelatedSection = lazyWithPreload(
  () => import(/* webpackChunkName: "related-items" */ './related-section'),
);

/**
 * How far below the viewport the related items start loading: half a screen ahead of the visitor,
 * as the prerendered parts hydrate (src/start/hydration.tsx).
 */
const RELATED_AHEAD = '50% 0px';

/**
 * The related items, below the item: asked for (their answer, their cards' code, ~5 KB gzip, and
 * their pictures) once the visitor scrolls to within half a screen of them, not with the page (issue
 * 20): a visitor who reads the item and orders never downloads them. The server renders none
 * (the answer is not in the prerender), so nothing above them moves when they come. They wait
 * for the item's own answer: a deleted item's page has none to show.
 */
function RelatedOnSight({ kind, code }: { kind: CatalogKind; code: string }) {
  const { ref, near: nearViewport } = useNearViewport<HTMLDivElement>(RELATED_AHEAD);
  const found = useItemFound(kind, code);
  const near = nearViewport && found;
  const codeReady = usePartCode(RelatedSection, near) === 'ready';
  const relatedKind = CATALOG_KINDS[kind.other];
  const items = useRelatedItems({ resource: kind.resource, code }, { skip: !near }).currentData;
  return (
    <Container ref={ref} maxW="7xl" pb={{ base: '8', md: '12' }}>
      {codeReady ? (
        <RelatedSection.Component
          resource={kind.resource}
          relatedKind={relatedKind}
          items={items}
        />
      ) : null}
    </Container>
  );
}

/** The item a card handed over in the navigation's state, if it is this page's item. */
function previewOf(state: unknown, code: string): CardItem | undefined {
  const preview = (state as { preview?: Partial<CardItem> } | null)?.preview;
  return preview && preview.code === code && typeof preview.id === 'number'
    ? (preview as CardItem)
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
        renderCompare={(item) => <CompareToggle kind={kind} item={item} size="page" />}
      />
      <RelatedOnSight key={code} kind={kind} code={code} />
    </>
  );
}
