import { Box, chakra, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TrashIcon } from '@/components/icons';
import { CATALOG_KINDS } from '@/config/catalog-kinds';
import { imageUrl } from '@/lib/catalog-api';
import { visiblePrice } from '@/lib/format-price';
import { formatMoment } from '@/lib/pwa/pwa-state';
import { MAX_QUANTITY, MIN_QUANTITY, type QuoteKey, type QuoteLine } from '@/stores/quote-slice';

export interface QuoteLineRowProps {
  line: QuoteLine;
  onQuantityChange: (key: QuoteKey, quantity: number) => void;
  onRemove: (key: QuoteKey) => void;
  /** Following the item's link (to `href`) closes the drawer. */
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

/** A price seen longer ago than this says when ('Precio visto el 12/11, 14:30'). */
const FRESH_PRICE_MS = 10 * 60 * 1000;
const seenLongAgo = (seenAt: number | undefined) =>
  seenAt !== undefined && Date.now() - seenAt > FRESH_PRICE_MS;

const validQuantity = (text: string) => {
  const quantity = Number(text);
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY
    ? quantity
    : null;
};

/** One item of 'Mi cotización': picture, name, price when shown, 'Cantidad' and 'Quitar'. */
export function QuoteLineRow({ line, onQuantityChange, onRemove, onNavigate }: QuoteLineRowProps) {
  const kind = CATALOG_KINDS[line.kind];
  const nameId = useId();
  // What the visitor is typing; the stored quantity changes only when it is a valid one.
  const [draft, setDraft] = useState<string | null>(null);
  // A quantity typed over the maximum is brought down to it when the field is left, and says so.
  const [capped, setCapped] = useState(false);
  const text = draft ?? String(line.quantity);
  const invalid = validQuantity(text) === null;
  const price = visiblePrice(line.price);
  const key = { kind: line.kind, id: line.id };
  const href = kind.publicHref(line.code);

  return (
    <HStack as="li" align="start" gap="3" py="3" aria-labelledby={nameId}>
      <Box flexShrink={0} w="20" rounded="md" overflow="hidden" bg="gray.100" aspectRatio="3 / 2">
        {line.image && (
          <chakra.img
            src={imageUrl(kind.resource, line.image, 300)}
            alt={line.name}
            width={300}
            height={200}
            loading="lazy"
            w="full"
            h="full"
            objectFit="cover"
          />
        )}
      </Box>
      <Stack flex="1" gap="1.5" minW="0">
        <Box
          asChild
          id={nameId}
          fontWeight="semibold"
          lineHeight="short"
          lineClamp={2}
          color="fg"
          _hover={{ color: 'brand.700', textDecoration: 'underline' }}
        >
          <RouterLink to={href} onClick={(event) => onNavigate(event, href)}>
            {line.name}
          </RouterLink>
        </Box>
        <Text fontSize="sm" fontWeight="semibold" color={price ? 'brand.700' : 'fg.muted'}>
          {price ? `${price} c/u` : 'Precio a consultar'}
        </Text>
        {price && seenLongAgo(line.seenAt) && (
          <Text fontSize="xs" color="fg.muted">
            Precio visto el {formatMoment(line.seenAt!)}
          </Text>
        )}
        <HStack align="end" gap="2" wrap="wrap">
          <Field.Root invalid={invalid} w="24">
            <Field.Label fontSize="xs">Cantidad</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={MIN_QUANTITY}
              max={MAX_QUANTITY}
              step={1}
              size="sm"
              value={text}
              onChange={(event) => {
                setDraft(event.target.value);
                setCapped(false);
                const quantity = validQuantity(event.target.value);
                if (quantity !== null) onQuantityChange(key, quantity);
              }}
              onBlur={() => {
                // Typed digit by digit, 1500 went through 150, which is stored: left at 1500 it
                // becomes the maximum, not 150. Anything else invalid shows the stored quantity.
                if (draft !== null && Number(draft) > MAX_QUANTITY) {
                  onQuantityChange(key, MAX_QUANTITY);
                  setCapped(true);
                }
                setDraft(null);
              }}
            />
          </Field.Root>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Quitar ${line.name}`}
            data-quote-remove={`${line.kind}-${line.id}`}
            onClick={() => onRemove(key)}
          >
            <TrashIcon />
            Quitar
          </Button>
        </HStack>
        {invalid && (
          <Text fontSize="xs" color="fg.error" role="alert">
            La cantidad va de {MIN_QUANTITY} a {MAX_QUANTITY}.
          </Text>
        )}
        {capped && !invalid && (
          <Text fontSize="xs" color="fg.muted">
            Se ajustó a {MAX_QUANTITY}, la cantidad máxima. Para más, consúltenos por WhatsApp.
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
