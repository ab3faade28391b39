import { memo } from 'react';
import { CatalogCard } from '@/components/catalog/catalog-card';
import type { ItemCardActions } from '@/components/catalog/item-actions';
import type { CatalogKind } from '@/config/catalog-kinds';
import { imageUrl, type CardItem } from '@/lib/catalog-api';
import { visiblePrice } from '@/lib/format-price';
import type { Spec } from '@/lib/specs-api';
import { shownSpecs } from '@/shared/spec-values';

export interface CatalogItemCardProps<T extends CardItem> extends ItemCardActions<T> {
  kind: CatalogKind;
  item: T;
  eagerImage?: boolean;
  /** The name's heading level (CatalogCard): h3 inside a section headed by an h2. */
  headingLevel?: 'h2' | 'h3';
  /**
   * The group's highlighted specifications (useCardSpecs), shown under the price as 'Área: 480
   * m²'; an empty list keeps their room while they load. None on cards of mixed groups (search).
   */
  cardSpecs?: readonly Spec[];
}

/** The card's lines of specifications: those of `specs` the item has a value for. */
const factsOf = (specs: readonly Spec[], item: CardItem) =>
  shownSpecs(specs, item.specs).map(({ spec, text }) => `${spec.label}: ${text}`);

/** A product or a service in a listing (SPEC.md §2, product and service cards). */
function ItemCard<T extends CardItem>({
  kind,
  item,
  eagerImage,
  headingLevel,
  cardSpecs,
  onOrder,
  onCopyLink,
  onShowPhotos,
  onAddToQuote,
  onIntent,
  renderCompare,
}: CatalogItemCardProps<T>) {
  const image = item.default_image;
  const src = (width: 300 | 700) => imageUrl(kind.resource, image!, width);
  return (
    <CatalogCard
      name={item.name}
      imageSrc={image ? src(300) : null}
      imageSrcSet={image ? `${src(300)} 300w, ${src(700)} 700w` : undefined}
      price={visiblePrice(item.price_id)}
      facts={cardSpecs && factsOf(cardSpecs, item)}
      detailHref={kind.publicHref(item.code)}
      // The detail page shows what the listing already holds at once (catalog-item-page.tsx).
      detailState={{ id: item.id, preview: item }}
      labels={kind.labels}
      onOrder={() => onOrder(item)}
      onCopyLink={onCopyLink && (() => onCopyLink(item))}
      onShowPhotos={() => onShowPhotos(item)}
      onAddToQuote={() => onAddToQuote(item)}
      eagerImage={eagerImage}
      headingLevel={headingLevel}
      onIntent={onIntent && (() => onIntent(item))}
      compare={renderCompare?.(item)}
    />
  );
}

/**
 * A card renders again only when its own props change: the page's actions are stable callbacks
 * (useCardActions), and the photo button keeps its busy state to itself, so a tap on one card
 * renders nothing of the others (nor of its own card).
 */
export const CatalogItemCard = memo(ItemCard) as typeof ItemCard;
