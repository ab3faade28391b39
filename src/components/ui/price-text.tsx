import { Text, type TextProps } from '@chakra-ui/react';
import { visiblePrice } from '../../lib/format-price';
import type { Price } from '../../shared/schemas/common';

export interface PriceTextProps extends Omit<TextProps, 'children'> {
  price: Price | null | undefined;
}

/** An item's price in Bs., or nothing when the price is hidden (`visible: false`). */
export function PriceText({ price, ...textProps }: PriceTextProps) {
  const text = visiblePrice(price);
  if (!text) return null;
  return (
    <Text fontWeight="bold" color="brand.700" fontVariantNumeric="tabular-nums" {...textProps}>
      {text}
    </Text>
  );
}
