import { FEED_MIN_DESCRIPTION, FEED_REASONS } from '@/shared/schemas/feeds';
import type { FeedProduct } from '../db/repositories/catalog-feeds';
import { htmlToText } from '../lib/plain-text';

/** Why a published product cannot go into the feeds (Spanish, for the admin); empty: it can. */
export function feedReasons(
  product: FeedProduct,
  plainDescription = htmlToText(product.description),
) {
  const reasons: string[] = [];
  if (!product.defaultImage) reasons.push(FEED_REASONS.noPicture);
  if (!product.priceVisible) reasons.push(FEED_REASONS.priceHidden);
  if (plainDescription.length < FEED_MIN_DESCRIPTION) reasons.push(FEED_REASONS.shortDescription);
  return reasons;
}

/** `4220.00 BOB`: the price as both feeds want it, from whole cents (no float rounding). */
export function feedPrice(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, '0')} BOB`;
}
