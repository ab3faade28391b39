import { Badge, Box } from '@chakra-ui/react';
import { Button, IconButton } from '@/components/ui/button';
import { useEffect, useState } from 'react';
import { QuoteIcon } from '@/components/icons';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { quoteCount, quoteOpened } from '@/stores/quote-slice';
import { loadQuoteDrawer } from '../load-quote-drawer';

const QUOTE_BUTTON_LABEL = 'Cotización';

/**
 * The list's count, after the first render (null before): the server renders every page with an
 * empty list, so a prerendered bar hydrates as sent and shows the visitor's count right after.
 */
function useQuoteCount() {
  const count = useAppSelector(quoteCount);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let current = true;
    // In a callback, not the effect's body: one extra render, after the hydrating one.
    void Promise.resolve().then(() => current && setMounted(true));
    return () => {
      current = false;
    };
  }, []);
  return mounted ? count : null;
}

/**
 * The bar's 'Cotización' button with the list's count; it opens 'Mi cotización'. `compact` is the
 * phone bar's icon button. Its drawer's code starts loading when a pointer or the focus nears it.
 */
export function QuoteNavButton({ compact = false }: { compact?: boolean }) {
  const dispatch = useAppDispatch();
  const count = useQuoteCount();
  const label = count ? `${QUOTE_BUTTON_LABEL} (${count})` : QUOTE_BUTTON_LABEL;
  const common = {
    'aria-label': label,
    'aria-haspopup': 'dialog' as const,
    onClick: () => dispatch(quoteOpened()),
    onPointerEnter: () => void loadQuoteDrawer().catch(() => undefined),
    onFocus: () => void loadQuoteDrawer().catch(() => undefined),
  };
  // Once mounted the badge stays, hidden while the list is empty: the first 'Agregar a la
  // cotización' then only changes its text, instead of adding the badge and its styles to the
  // page while the tap waits for its answer.
  const badge = count !== null && (
    <Badge
      aria-hidden="true"
      hidden={count === 0}
      colorPalette="accent"
      variant="solid"
      rounded="full"
      minW="5"
      justifyContent="center"
      fontVariantNumeric="tabular-nums"
      {...(compact
        ? { position: 'absolute', top: '0', insetEnd: '0', size: 'sm', pointerEvents: 'none' }
        : {})}
    >
      {count}
    </Badge>
  );

  if (compact) {
    return (
      <Box position="relative">
        <IconButton {...common} title={QUOTE_BUTTON_LABEL} variant="ghost" colorPalette="accent">
          <QuoteIcon />
        </IconButton>
        {badge}
      </Box>
    );
  }
  return (
    <Button {...common} variant="ghost" colorPalette="accent" rounded="full" size="md" px="3">
      <QuoteIcon />
      {QUOTE_BUTTON_LABEL}
      {badge}
    </Button>
  );
}
