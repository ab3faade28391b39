import { Box, Drawer, HStack, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { Button, CloseButton } from '@/components/ui/button';
import { useBackCloses, useLayerExit, useLayerLinks } from '@/lib/back-closes';
import { sendEvent } from '@/lib/events';
import { useEffect, useRef, useState } from 'react';
import { AlertIcon, QuoteIcon, TrashIcon } from '@/components/icons';
import { toaster } from '@/components/ui/toaster';
import { whatsappUrl } from '@/config/company';
import { formatPrice } from '@/lib/format-price';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/hooks';
import { openInNewTab } from '@/lib/share';
import { siteAddress } from '@/shared/site-address';
import {
  quoteClosed,
  quoteEmptied,
  quoteLineRemoved,
  quoteLinesChecked,
  quoteLinesRestored,
  quoteQuantityChanged,
  type QuoteKey,
  type QuoteLine,
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

/** What 'Deshacer' puts back: the list as it was before a 'Quitar' or 'Vaciar'. */
interface Undo {
  message: string;
  lines: QuoteLine[];
  /** What takes the focus once it is back: the line's 'Quitar', or 'Vaciar' for the whole list. */
  focusAfter: string;
}

const lineKey = (line: QuoteKey) => `${line.kind}-${line.id}`;
/** The drawer's controls that take the focus after a change, by selector. */
const REMOVE_OF = (key: string) => `[data-quote-remove="${key}"]`;
const UNDO = '[data-quote-undo]';
const EMPTY_ALL = '[data-quote-empty-all]';

/**
 * Each change that removes the focused button (a line's 'Quitar', 'Vaciar', 'Deshacer') names
 * where the focus goes instead; it moves there once the drawer shows the change, so a keyboard
 * or screen-reader user stays in the list rather than on the page's body.
 */
function useFocusAfterChange() {
  const container = useRef<HTMLDivElement>(null);
  const target = useRef<string | null>(null);
  // After every render: the change that named a target has been drawn by then.
  useEffect(() => {
    if (!target.current) return;
    container.current?.querySelector<HTMLElement>(target.current)?.focus();
    target.current = null;
  });
  const focus = (selector: string) => {
    target.current = selector;
  };
  return { container, focus };
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
  const [undo, setUndo] = useState<Undo | null>(null);
  const { container, focus } = useFocusAfterChange();
  const close = () => dispatch(quoteClosed());
  // 'Deshacer' is offered until the drawer closes (however it closes).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setUndo(null);
  }
  // Android's Back closes the drawer and stays on the page.
  const followLink = useLayerLinks(useLayerExit(useBackCloses(open, close)));

  // 'Quitar': the focus goes to the next line's 'Quitar' (the previous one's for the last line),
  // or to 'Deshacer' when the list is left empty.
  const remove = (key: QuoteKey) => {
    const index = lines.findIndex((line) => lineKey(line) === lineKey(key));
    const removed = lines[index];
    if (!removed) return;
    const neighbour = lines[index + 1] ?? lines[index - 1];
    setUndo({
      message: `«${removed.name}» se quitó de su cotización.`,
      lines,
      focusAfter: REMOVE_OF(lineKey(removed)),
    });
    dispatch(quoteLineRemoved(key));
    focus(neighbour ? REMOVE_OF(lineKey(neighbour)) : UNDO);
  };
  const empty = () => {
    setUndo({
      message:
        lines.length === 1
          ? 'Se quitó el único ítem de su cotización.'
          : `Se quitaron los ${lines.length} ítems de su cotización.`,
      lines,
      focusAfter: EMPTY_ALL,
    });
    dispatch(quoteEmptied());
    focus(UNDO);
  };
  const restore = () => {
    if (!undo) return;
    dispatch(quoteLinesRestored(undo.lines));
    setUndo(null);
    focus(undo.focusAfter);
  };

  const send = (values: QuoteFormValues) => {
    openInNewTab(whatsappUrl(quoteMessage(lines, values, siteAddress())));
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
            <Drawer.Body py="3" ref={container}>
              {/* Always there, so that screen readers announce what goes in. */}
              <Box role="status">
                {undo && (
                  <HStack
                    justify="space-between"
                    gap="3"
                    mb="2"
                    px="3"
                    py="1.5"
                    rounded="md"
                    borderWidth="1px"
                    borderColor="border"
                    bg="gray.100"
                    fontSize="sm"
                  >
                    <Text>{undo.message}</Text>
                    <Button size="sm" variant="outline" data-quote-undo="" onClick={restore}>
                      Deshacer
                    </Button>
                  </HStack>
                )}
              </Box>
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
                      onRemove={remove}
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
                data-quote-empty-all=""
                onClick={empty}
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
