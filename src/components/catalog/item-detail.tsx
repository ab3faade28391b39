import {
  Box,
  Container,
  Grid,
  Heading,
  HStack,
  Separator,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Hydrate } from '@/start/hydration';
import { ArrowLeftIcon, LinkIcon, QuoteAddIcon, WhatsAppIcon } from '../icons';
import { DetailCarousel } from './detail-carousel';
import type { CarouselImage } from './carousel-images';
import { RichText } from './rich-text';
import { TooltipIconButton } from './tooltip-icon-button';

export interface ItemDetailProps {
  name: string;
  /** Category or service type shown above the name. */
  groupName: string;
  /** Formatted price, or null when hidden. */
  price: string | null;
  /**
   * The description: undefined while the item's own call brings it (a results page's card hands
   * none over), null when it cannot come now (no signal).
   */
  descriptionHtml: string | null | undefined;
  /** Undefined while the pictures load. */
  images: CarouselImage[] | undefined;
  /** The first picture (700 px), shown while `images` loads. */
  firstPicture?: string;
  orderLabel: string;
  onOrder: () => void;
  onShare: () => void;
  /** 'Agregar a la cotización' (the button's accessible name is `addToQuoteLabel`). */
  addToQuoteLabel: string;
  onAddToQuote: () => void;
  /** A link back to the listing the item belongs to. */
  back?: { href: string; label: string };
  /** 'Comparar' (src/features/compare), after the quote button; none when left out. */
  compare?: ReactNode;
  /** The item's 'Especificaciones' (SpecTable), above the description; none when left out. */
  specs?: ReactNode;
}

/**
 * A product or service page: carousel, name, price, order and share buttons, specifications,
 * description. The photos and the text are parts of their own (`Hydrate`): a prerendered page
 * hydrates them in two tasks, after the rest.
 */
export function ItemDetail(props: ItemDetailProps) {
  const { name, groupName, price, descriptionHtml, images, orderLabel, onOrder, onShare, back } =
    props;
  const { addToQuoteLabel, onAddToQuote } = props;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {back && (
        <Button asChild variant="ghost" colorPalette="accent" size="sm" mb="4" ms="-2">
          <RouterLink to={back.href}>
            <ArrowLeftIcon />
            {back.label}
          </RouterLink>
        </Button>
      )}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }}
        gap={{ base: '6', lg: '12' }}
      >
        <Hydrate scope="detail-photos">
          <Box position={{ lg: 'sticky' }} top={{ lg: '24' }} alignSelf="start">
            <DetailCarousel images={images} itemName={name} firstPicture={props.firstPicture} />
          </Box>
        </Hydrate>
        <Hydrate scope="detail-text">
          <Stack gap="4">
            <Text
              textTransform="uppercase"
              letterSpacing="wider"
              fontSize="sm"
              fontWeight="semibold"
              color="brand.700"
            >
              {groupName}
            </Text>
            <Heading
              as="h1"
              fontSize={{ base: '2xl', md: '3xl' }}
              lineHeight="short"
              letterSpacing="tight"
            >
              {name}
            </Heading>
            {price ? (
              <Text
                fontSize={{ base: '2xl', md: '3xl' }}
                fontWeight="bold"
                color="brand.700"
                fontVariantNumeric="tabular-nums"
              >
                {price}
              </Text>
            ) : (
              <Text color="fg.muted">Precio a consultar</Text>
            )}
            <HStack gap="3" wrap="wrap">
              {/* On a phone the order button has a line of its own (its label is cut at 360 px
                  beside 'Copiar'), and 'Copiar' and the quote button stay at the left, clear of
                  the floating social button at the bottom right. */}
              <Button
                colorPalette="accent"
                size="lg"
                onClick={onOrder}
                flexBasis={{ base: 'full', sm: 'auto' }}
              >
                <WhatsAppIcon />
                {orderLabel}
              </Button>
              <Button variant="outline" colorPalette="accent" size="lg" onClick={onShare}>
                <LinkIcon />
                Copiar
              </Button>
              <TooltipIconButton
                label={addToQuoteLabel}
                onClick={onAddToQuote}
                variant="outline"
                colorPalette="accent"
                size="lg"
                rounded="md"
              >
                <QuoteAddIcon />
              </TooltipIconButton>
              {props.compare}
            </HStack>
            <Separator my="2" />
            {props.specs}
            <Box>
              <Heading as="h2" fontSize="lg" mb="3">
                Descripción
              </Heading>
              {descriptionHtml === undefined ? (
                <SkeletonText noOfLines={4} />
              ) : descriptionHtml === null ? (
                <Text color="fg.muted">La descripción llegará con la señal.</Text>
              ) : (
                <RichText html={descriptionHtml} />
              )}
            </Box>
          </Stack>
        </Hydrate>
      </Grid>
    </Container>
  );
}
