import { Box, Drawer, HStack, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { Button, CloseButton } from '@/components/ui/button';
import { useBackCloses, useLayerLinks } from '@/lib/back-closes';
import { sendEvent } from '@/lib/events';
import { useEffect, useState } from 'react';
import { AlertIcon, QuoteIcon, TrashIcon } from '@/components/icons';
import { toaster } from '@/components/ui/toaster';
import { whatsappUrl } from '@/config/company';
import { formatPrice } from '@/lib/format-price';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/hooks';
import { openInNewTab } from '@/lib/share';
import {
  quoteClosed,
  quoteEmptied,
  quoteLineRemoved,
  quoteLinesChecked,
  quoteQuantityChanged,
} from '@/stores/quote-slice';
import { checkQuoteLines } from '../check-quote-lines';
import { estimatedTotal, hasHiddenPrices, quoteMessage } from '../quote-message';
import type { QuoteFormValues } from '../quote-schema';
import { QuoteForm } from './quote-form';
import { QuoteLineRow } from './quote-line-row';
import { NOTICE_BOX } from '@/components/ui/notice-box';

/** The notice for items dropped because they are no longer in the catalogue. */
export function goneNotice(names: string[]) {
  return names.length === 1
    ? `«${names[0]}» ya no está disponible y se quitó de su cotización.`
    : `Ya no están disponibles y se quitaron de su cotización: ${names.map((n) => `«${n}»`).join(', ')}.`;
}

/** Each time the drawer opens, the lines are checked against the catalogue. */
function useCheckOnOpen(open: boolean) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [gone, setGone] = useState<string[]>([]);
  useEffect(() => {
    if (!open) return;
    let current = true;
    const lines = store.getState().quote.lines;
    if (lines.length === 0) return;
    void checkQuoteLines(dispatch, lines).then((check) => {
      if (!current) return;
      dispatch(quoteLinesChecked(check));
      setGone(check.gone.map((item) => item.name));
    });
    return () => {
      current = false;
      setGone([]);
    };
  }, [open, dispatch, store]);
  return gone;
}

/**
 * 'Mi cotización' (a drawer from the end side, its own chunk with Formik and Yup): the lines with
 * their quantities, the estimated total of the shown prices, the visitor's name and city, and one
 * WhatsApp message with all of it. The list stays after sending, until 'Vaciar'.
 */
export default function QuoteDrawer() {
  const open = useAppSelector((state) => state.quote.open);
  const lines = useAppSelector((state) => state.quote.lines);
  const dispatch = useAppDispatch();
  const gone = useCheckOnOpen(open);
  const close = () => dispatch(quoteClosed());
  // Android's Back closes the drawer and stays on the page.
  const followLink = useLayerLinks(useBackCloses(open, close));

  const send = (values: QuoteFormValues) => {
    openInNewTab(whatsappUrl(quoteMessage(lines, values, window.location.origin)));
    sendEvent({
      kind: 'quote_send',
      items: lines.map((l) => ({ kind: l.kind, id: l.id, quantity: l.quantity })),
    });
    toaster.create({
      title: 'Abrimos WhatsApp con su cotización',
      description: 'Su lista sigue guardada aquí hasta que la vacíe.',
      type: 'success',
      duration: 4000,
    });
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      placement="end"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" py="3">
              <HStack gap="2" color="brand.700">
                <QuoteIcon />
                <Drawer.Title fontSize="lg">Mi cotización</Drawer.Title>
              </HStack>
              <Drawer.CloseTrigger asChild position="static" ms="auto">
                <CloseButton aria-label="Cerrar" size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body py="3">
              {gone.length > 0 && (
                <HStack role="status" align="start" gap="2" mb="2" {...NOTICE_BOX}>
                  <Box as="span" mt="0.5" flexShrink={0}>
                    <AlertIcon />
                  </Box>
                  <Text>{goneNotice(gone)}</Text>
                </HStack>
              )}
              {lines.length === 0 ? (
                <Text color="fg.muted" py="6" textAlign="center">
                  Su cotización está vacía. Agregue productos o servicios con el botón «Agregar a la
                  cotización».
                </Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="0" separator={<Separator />}>
                  {lines.map((line) => (
                    <QuoteLineRow
                      key={`${line.kind}-${line.id}`}
                      line={line}
                      onQuantityChange={(key, quantity) =>
                        dispatch(quoteQuantityChanged({ ...key, quantity }))
                      }
                      onRemove={(key) => dispatch(quoteLineRemoved(key))}
                      onNavigate={(event, href) => followLink(event, href, close)}
                    />
                  ))}
                </Stack>
              )}
              <Separator my="3" />
              <HStack justify="space-between" align="baseline">
                <Text fontWeight="semibold">Total estimado</Text>
                <Text
                  fontSize="xl"
                  fontWeight="bold"
                  color="brand.700"
                  fontVariantNumeric="tabular-nums"
                >
                  {formatPrice(estimatedTotal(lines))}
                </Text>
              </HStack>
              {hasHiddenPrices(lines) && (
                <Text fontSize="xs" color="fg.muted" mt="1">
                  No incluye los ítems con precio a consultar.
                </Text>
              )}
              <Box mt="5">
                <QuoteForm disabled={lines.length === 0} onSend={send} />
              </Box>
              <Button
                variant="ghost"
                colorPalette="red"
                w="full"
                mt="2"
                disabled={lines.length === 0}
                onClick={() => dispatch(quoteEmptied())}
              >
                <TrashIcon />
                Vaciar
              </Button>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
