import { Box, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CatalogCardLabels } from '@/config/catalog-kinds';
import { EyeIcon, ImagesIcon, LinkIcon, QuoteAddIcon, WhatsAppIcon } from '../icons';
import { CatalogImage } from './catalog-image';
import { CARD_IMAGE_SIZES } from './catalog-grid';
import { TooltipIconButton } from './tooltip-icon-button';

const CARD_IMAGE_WIDTH = 300;
const CARD_IMAGE_HEIGHT = 200;

/**
 * A card off the screen is neither styled nor laid out nor painted until it comes near the
 * screen (`content-visibility: auto`): with the footer, a listing's cards below the first screen
 * were about a fifth of the phone's rendering work while the page loads and as each page of cards
 * arrives (docs/decisions.md, "Cards off the screen are not laid out"). Until then the card holds
 * its exact height, so the page is as tall as it will be and a position restored on Back lands on
 * the same card: its picture's box (3:2 of its width inside the 1 px border, the grid cell's width
 * as `cqi`) plus the text below it, whose height only the 480 px (padding) and 600 px (font sizes)
 * steps change (the border's 2 px are added to the held height, as to any content height).
 * `tests/e2e/catalog-card-height.spec.ts` checks the held height against the laid-out one at each
 * step: a change to the card's text styles changes these figures.
 */
const heldHeight = (textHeight: number) => `auto calc((100cqi - 2px) * 2 / 3 + ${textHeight}px)`;
const offScreen = (extra: number) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicBlockSize: heldHeight(184.58 + extra),
    '@media screen and (min-width: 30rem)': {
      containIntrinsicBlockSize: heldHeight(196.58 + extra),
    },
    '@media (min-width: 600px)': { containIntrinsicBlockSize: heldHeight(204.58 + extra) },
  }) as const;

/**
 * A card's lines of specifications: always two lines tall (one line each, cut with '…'), at
 * every width, whether the item has values for none, one or both: the cards of a row and the
 * held height stay the same. They add their height and the stack's gap (0.5 rem).
 */
const FACT_LINE = '1.25rem';
const FACTS_HEIGHT = 2 * 20 + 8;
const CARD_OFF_SCREEN = offScreen(0);
const CARD_WITH_FACTS_OFF_SCREEN = offScreen(FACTS_HEIGHT);

export interface CatalogCardProps {
  name: string;
  /** 300 px picture address, or null when the item has none. */
  imageSrc: string | null;
  /** Larger variant for dense screens. */
  imageSrcSet?: string;
  /** Formatted price, or null when hidden. */
  price: string | null;
  detailHref: string;
  /** Navigation state handed to the detail page. */
  detailState?: unknown;
  labels: CatalogCardLabels;
  /** Without it the card has no 'Copiar link…' button. */
  onCopyLink?: () => void;
  /** Opens the photos; while a returned promise is pending, the button shows itself busy. */
  onShowPhotos: () => void | Promise<void>;
  onOrder: () => void;
  onAddToQuote: () => void;
  /** The first cards of a page load their picture at once. */
  eagerImage?: boolean;
  /** The visitor is about to open the card (pointer, focus or touch on it). */
  onIntent?: () => void;
  /**
   * The name's heading level: h2 on a page whose h1 is the listing's title (listings, search),
   * h3 inside a section headed by an h2 (an item page's related items). Default h2.
   */
  headingLevel?: 'h2' | 'h3';
  /** 'Comparar' (src/features/compare), after the other buttons; none when left out. */
  compare?: ReactNode;
  /**
   * Up to two lines of specifications under the price ('Área: 480 m²'); with an empty list the
   * card keeps their room. Left out: a card without them (of mixed groups, as search results).
   */
  facts?: readonly string[];
}

/**
 * Whether the event happened inside an element matching `selector` within the card. The event's
 * path is read rather than `target.closest()`: a button's handler may already have re-rendered
 * it (a spinner in place of the icon), leaving the clicked node out of the document.
 */
function withinCard(event: SyntheticEvent<HTMLElement>, selector: string) {
  const path = event.nativeEvent.composedPath();
  return path
    .slice(0, path.indexOf(event.currentTarget))
    .some((node) => node instanceof Element && node.matches(selector));
}

/**
 * 'Ver fotos', busy from the tap until the photos open: its icon pulses. The state is the
 * button's own, so a tap renders this button again, not the card; and the busy look is a rule
 * the button's styles carry from the start, so showing it adds no style to the page while the
 * tap waits for its answer (each added rule restyles the page: ~15 ms on the visitor's phone).
 */
function PhotosButton({ label, onShow }: { label: string; onShow: () => void | Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const show = () => {
    if (busy) return;
    setBusy(true);
    void Promise.resolve(onShow())
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    // Not `loading`: that disables the button and drops the focus the dialog returns to.
    <TooltipIconButton
      label={label}
      onClick={show}
      aria-busy={busy || undefined}
      _loading={{ cursor: 'progress', animation: 'pulse 1s ease-in-out infinite' }}
    >
      <ImagesIcon />
    </TooltipIconButton>
  );
}

/** A product or service card: picture with a 'ver más' overlay, name, price and actions. */
export function CatalogCard(props: CatalogCardProps) {
  const {
    name,
    imageSrc,
    imageSrcSet,
    price,
    detailHref,
    detailState,
    labels,
    eagerImage = false,
    onIntent,
    headingLevel = 'h2',
    facts,
  } = props;
  const navigate = useNavigate();
  const titleId = useId();

  // The whole card opens the detail; its own buttons and links keep their meaning.
  const openDetail = (event: MouseEvent<HTMLElement>) => {
    if (withinCard(event, 'button, a')) return;
    navigate(detailHref, { state: detailState });
  };
  // A tap on one of the card's buttons (quote list, photos, order, copy link) is not a sign the
  // visitor will open the card: its prefetch (the item page's chunk, two API calls) would only
  // delay that button's answer (~115 ms on the visitor's phone). A touch, pen or the focus a
  // press gives a button tells nothing then; a mouse entering the card, wherever it enters, and
  // keyboard focus in it still prefetch.
  const pressed = useRef(false);
  const touchIntent = (event: SyntheticEvent<HTMLElement>) => {
    if (onIntent && !withinCard(event, 'button')) onIntent();
  };
  const pointerIntent = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') onIntent?.();
    else touchIntent(event);
  };
  const focusIntent = (event: FocusEvent<HTMLElement>) => {
    if (pressed.current) touchIntent(event);
    else onIntent?.();
  };
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      className="group"
      onClick={(event) => {
        pressed.current = false;
        openDetail(event);
      }}
      onPointerDown={() => (pressed.current = true)}
      onPointerCancel={() => (pressed.current = false)}
      onPointerEnter={pointerIntent}
      onFocus={focusIntent}
      onTouchStart={touchIntent}
      cursor="pointer"
      h="full"
      display="flex"
      flexDirection="column"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      overflow="hidden"
      boxShadow="xs"
      transition="box-shadow 0.2s, transform 0.2s"
      // Lifted under a mouse (Chakra's _hover is for devices that hover) and around keyboard
      // focus, not after a tap: a tapped button keeps the focus, so the card stayed lifted, and
      // its shadow's 0.2 s transition painted through the tap's answer (bench/results.md,
      // 2026-11-27: INP of 'Agregar a la cotización' at 4×, median 176 → 160 ms).
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
      css={{
        ...(facts ? CARD_WITH_FACTS_OFF_SCREEN : CARD_OFF_SCREEN),
        '&:has(:focus-visible)': { boxShadow: 'lg' },
      }}
    >
      <Box position="relative" aspectRatio="3 / 2" overflow="hidden">
        <CatalogImage
          src={imageSrc}
          srcSet={imageSrcSet}
          sizes={imageSrcSet ? CARD_IMAGE_SIZES : undefined}
          alt={name}
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading={eagerImage ? 'eager' : 'lazy'}
          fetchPriority={eagerImage ? 'high' : 'low'}
        />
        <Flex
          aria-hidden="true"
          position="absolute"
          inset="0"
          align="center"
          justify="center"
          bg="blackAlpha.600"
          color="white"
          fontWeight="semibold"
          letterSpacing="wide"
          textTransform="uppercase"
          fontSize="sm"
          opacity="0"
          transition="opacity 0.2s"
          // Shown under a mouse and around keyboard focus, as the card's lift. Not after a tap: a
          // phone leaves the tapped spot in `:hover` (Chakra's `_groupHover`, unlike `_hover`, is
          // not limited to devices that hover) and the tapped button keeps the focus (the card's
          // `:focus-within`), so every tap on 'Agregar a la cotización' or 'Ver fotos' left the
          // photo darkened under 'ver más'.
          css={{
            '@media (hover: hover)': { '.group:hover &': { opacity: 1 } },
            '.group:has(:focus-visible) &': { opacity: 1 },
          }}
        >
          <Box borderWidth="2px" borderColor="white" rounded="full" px="4" py="1.5">
            ver más
          </Box>
        </Flex>
      </Box>

      <Stack flex="1" gap="2" p={{ base: '3', sm: '4' }}>
        <Heading
          as={headingLevel}
          id={titleId}
          fontWeight="semibold"
          lineHeight="short"
          lineClamp={2}
          minH="2lh"
          css={{ fontSize: '0.95rem', '@media (min-width: 600px)': { fontSize: '1.05rem' } }}
        >
          {name}
        </Heading>
        <Text
          fontWeight="bold"
          color="brand.700"
          fontVariantNumeric="tabular-nums"
          minH="1lh"
          css={{ fontSize: '0.95rem', '@media (min-width: 600px)': { fontSize: '1.1rem' } }}
        >
          {price ?? (
            <Box as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
              Precio a consultar
            </Box>
          )}
        </Text>
        {facts && (
          <Box
            as="ul"
            listStyleType="none"
            h={`calc(2 * ${FACT_LINE})`}
            fontSize="sm"
            lineHeight={FACT_LINE}
            color="fg.muted"
          >
            {facts.slice(0, 2).map((fact) => (
              <Box as="li" key={fact} truncate title={fact}>
                {fact}
              </Box>
            ))}
          </Box>
        )}

        <HStack gap="1" mt="auto" color="fg.muted">
          {props.onCopyLink && (
            <TooltipIconButton label={labels.copyLink} onClick={props.onCopyLink}>
              <LinkIcon />
            </TooltipIconButton>
          )}
          <PhotosButton label={labels.showPhotos} onShow={props.onShowPhotos} />
          <TooltipIconButton label={labels.view} asChild>
            <RouterLink to={detailHref} state={detailState}>
              <EyeIcon />
            </RouterLink>
          </TooltipIconButton>
          <TooltipIconButton label={labels.addToQuote} onClick={props.onAddToQuote}>
            <QuoteAddIcon />
          </TooltipIconButton>
          {props.compare}
        </HStack>
        <Button
          onClick={props.onOrder}
          colorPalette="accent"
          size={{ base: 'sm', sm: 'md' }}
          w="full"
        >
          <WhatsAppIcon />
          {labels.order}
        </Button>
      </Stack>
    </Box>
  );
}
