import { memo } from 'react';
import { CatalogCard } from '@/components/catalog/catalog-card';
import type { ItemCardActions } from '@/components/catalog/item-actions';
import type { CatalogKind } from '@/config/catalog-kinds';
import { imageUrl, type CatalogItem } from '@/lib/catalog-api';
import { visiblePrice } from '@/lib/format-price';

export interface CatalogItemCardProps<T extends CatalogItem> extends ItemCardActions<T> {
  kind: CatalogKind;
  item: T;
  eagerImage?: boolean;
}

/** A product or a service in a listing (SPEC.md §2, product and service cards). */
function ItemCard<T extends CatalogItem>({
  kind,
  item,
  eagerImage,
  onOrder,
  onCopyLink,
  onShowPhotos,
  onAddToQuote,
  photosLoadingId,
  onIntent,
}: CatalogItemCardProps<T>) {
  const image = item.default_image;
  const src = (width: 300 | 700) => imageUrl(kind.resource, image!, width);
  return (
    <CatalogCard
      name={item.name}
      imageSrc={image ? src(300) : null}
      imageSrcSet={image ? `${src(300)} 300w, ${src(700)} 700w` : undefined}
      price={visiblePrice(item.price_id)}
      detailHref={kind.publicHref(item.code)}
      // The detail page shows what the listing already holds at once (catalog-item-page.tsx).
      detailState={{ id: item.id, preview: item }}
      labels={kind.labels}
      onOrder={() => onOrder(item)}
      onCopyLink={() => onCopyLink(item)}
      onShowPhotos={() => onShowPhotos(item)}
      onAddToQuote={() => onAddToQuote(item)}
      photosLoading={photosLoadingId === item.id}
      eagerImage={eagerImage}
      onIntent={onIntent && (() => onIntent(item))}
    />
  );
}

/**
 * Same card: the same props, and the same answer to "are this card's photos loading?". A page's
 * cards get the id of the item whose photos load; without this, a tap on one card's 'Ver fotos'
 * rendered every card of the page again in the tap's own task (~200 ms on the visitor's phone).
 * The page's actions are stable callbacks (useCardActions).
 */
function sameCard<T extends CatalogItem>(
  prev: CatalogItemCardProps<T>,
  next: CatalogItemCardProps<T>,
) {
  const keys = Object.keys(next) as Array<keyof CatalogItemCardProps<T>>;
  if (keys.length !== Object.keys(prev).length) return false;
  const loading = (props: CatalogItemCardProps<T>) => props.photosLoadingId === props.item.id;
  return (
    keys.every((key) => key === 'photosLoadingId' || prev[key] === next[key]) &&
    loading(prev) === loading(next)
  );
}

export const CatalogItemCard = memo(ItemCard, sameCard) as typeof ItemCard;
