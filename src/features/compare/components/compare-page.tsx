import { Box, chakra, Container, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CatalogImage } from '@/components/catalog/catalog-image';
import { CompareIcon, LinkIcon, QuoteAddIcon, WhatsAppIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoadError } from '@/components/ui/page-load-error';
import { SectionHeading } from '@/components/ui/section-heading';
import { toaster } from '@/components/ui/toaster';
import type { CatalogKind } from '@/config/catalog-kinds';
import { paths } from '@/config/paths';
import { imageUrl, type CatalogItem } from '@/lib/catalog-api';
import { visiblePrice } from '@/lib/format-price';
import { copyText } from '@/lib/share';
import type { Spec } from '@/lib/specs-api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { compareTitle } from '@/shared/compare';
import { siteAddress } from '@/shared/site-address';
import { formatSpecValue } from '@/shared/spec-values';
import { useComparedItems } from '../api';

/** An empty cell: the item has no value for that specification. */
const NO_VALUE = '—';

/** The labels' column: stays put (sticky) while the items' columns swipe sideways. */
const LABEL_CELL = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  bg: 'bg.muted',
  textAlign: 'start',
  fontWeight: 'semibold',
  w: { base: '7.5rem', md: '12rem' },
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
  verticalAlign: 'top',
} as const;

const ITEM_CELL = {
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
  verticalAlign: 'top',
  textAlign: 'start',
} as const;

/** A button whose words wrap inside a narrow column (a phone's) instead of spilling out. */
const WRAPPING_BUTTON = { whiteSpace: 'normal', h: 'auto', minH: '8', py: '1.5' } as const;

interface SpecRow {
  spec: Spec;
  values: string[];
  /** Every item shows the same (no value alike included). */
  same: boolean;
}

function specRows(specs: Spec[], items: CatalogItem[]): SpecRow[] {
  return specs.map((spec) => {
    const values = items.map((item) => formatSpecValue(spec, item.specs?.[spec.key]) ?? NO_VALUE);
    return { spec, values, same: values.every((value) => value === values[0]) };
  });
}

/** 'Copiar link': the comparison's address, with the site's words for a copied link. */
async function copyLink(kind: CatalogKind, items: CatalogItem[]) {
  const url =
    siteAddress() +
    paths.compare.href(
      kind.kind,
      items.map((item) => item.code),
    );
  if (await copyText(url))
    toaster.create({ title: 'Link copiado', type: 'success', duration: 3000 });
  else toaster.create({ title: 'No se pudo copiar el link', description: url, type: 'error' });
}

export interface ComparePageProps {
  kind: CatalogKind;
  codes: readonly string[];
  /** The order button's and 'Agregar a la cotización''s actions, as on the item's page. */
  onOrder: (item: CatalogItem) => void;
  onAddToQuote: (item: CatalogItem) => void;
}

/**
 * /comparar?productos=a,b,c (or ?servicios=…): one column per item — picture, name, price, each
 * of the group's specifications as a row ('—' without a value), 'Agregar a la cotización' and
 * the order button — with 'Solo diferencias' and 'Copiar link'.
 */
export function ComparePage({ kind, codes, onOrder, onAddToQuote }: ComparePageProps) {
  const { items, specs, pending, error, retry } = useComparedItems(kind, codes);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const title = compareTitle(items.map((item) => item.name));
  useDocumentTitle(pending && items.length === 0 ? undefined : title);

  if (items.length === 0) {
    if (pending) {
      return (
        <Container maxW="7xl" py={{ base: '6', md: '10' }}>
          <Stack gap="4" role="status" aria-label="Cargando la comparación">
            <Skeleton h="10" w="60%" />
            <Skeleton h="64" />
          </Stack>
        </Container>
      );
    }
    if (error !== undefined) {
      return (
        <Container maxW="4xl" py="16">
          <PageLoadError error={error} onRetry={retry} />
        </Container>
      );
    }
    return (
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <SectionHeading as="h1" eyebrow="Comparar" title="Comparar" />
        <EmptyState
          icon={<CompareIcon />}
          title={`No hay ${kind.plural} para comparar`}
          description={`Los ${kind.plural} de este link ya no están en el catálogo. Elija hasta 4 con 'Comparar' en el catálogo.`}
          action={
            <Button asChild colorPalette="accent">
              <RouterLink to={paths.home.href()}>Ir al catálogo</RouterLink>
            </Button>
          }
        />
      </Container>
    );
  }

  const rows = specRows(specs?.specs ?? [], items);
  const shownRows = onlyDifferences ? rows.filter((row) => !row.same) : rows;
  const group = kind.groupOf(items[0]);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <SectionHeading as="h1" eyebrow={`Comparar: ${group.name}`} title={title} compact />
      <Flex gap="4" align="center" wrap="wrap" mb="4">
        <HStack as="label" gap="2" cursor="pointer" fontWeight="medium">
          <chakra.input
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
            boxSize="5"
            accentColor="var(--chakra-colors-accent-600, currentColor)"
          />
          Solo diferencias
        </HStack>
        <Button variant="outline" colorPalette="accent" onClick={() => void copyLink(kind, items)}>
          <LinkIcon />
          Copiar link
        </Button>
      </Flex>
      {error !== undefined && specs === undefined && (
        <Text role="status" color="fg.muted" mb="3">
          Las especificaciones llegarán con la señal.
        </Text>
      )}
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderColor="border"
        rounded="xl"
        // The table scrolls sideways on its own: a keyboard reaches it too.
        tabIndex={0}
        role="region"
        aria-label={`Tabla de comparación de ${kind.plural}`}
      >
        {/* Columns of one width: the labels' 7.5 rem and 10.5 rem per item on a phone (the next
            item peeks in at 400 px, a sign the table swipes), at least 12 and 13 rem from md on. */}
        <chakra.table
          tableLayout="fixed"
          w="full"
          minW={{
            base: `calc(7.5rem + ${items.length} * 10.5rem)`,
            md: `calc(12rem + ${items.length} * 13rem)`,
          }}
          borderCollapse="separate"
          borderSpacing="0"
          fontSize="sm"
        >
          <chakra.caption srOnly>{title}</chakra.caption>
          <chakra.thead>
            <chakra.tr>
              <chakra.td {...LABEL_CELL} />
              {items.map((item, index) => (
                <chakra.th key={item.id} scope="col" {...ITEM_CELL} fontWeight="normal">
                  <Stack gap="2">
                    <Box rounded="md" overflow="hidden" aspectRatio="3 / 2" bg="gray.100">
                      <CatalogImage
                        src={item.default_image && imageUrl(kind.resource, item.default_image, 300)}
                        alt={item.name}
                        width={300}
                        height={200}
                        loading={index < 2 ? 'eager' : 'lazy'}
                      />
                    </Box>
                    <Box
                      asChild
                      fontWeight="semibold"
                      fontSize="md"
                      lineHeight="short"
                      color="fg"
                      _hover={{ color: 'brand.700', textDecoration: 'underline' }}
                    >
                      <RouterLink to={kind.publicHref(item.code)}>{item.name}</RouterLink>
                    </Box>
                    <Text fontWeight="bold" color="brand.700" fontVariantNumeric="tabular-nums">
                      {visiblePrice(item.price_id) ?? (
                        <Box as="span" color="fg.muted" fontWeight="normal">
                          Precio a consultar
                        </Box>
                      )}
                    </Text>
                  </Stack>
                </chakra.th>
              ))}
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {shownRows.map((row) => (
              <chakra.tr key={row.spec.key}>
                <chakra.th scope="row" {...LABEL_CELL}>
                  {row.spec.label}
                </chakra.th>
                {row.values.map((value, index) => (
                  <chakra.td key={items[index].id} {...ITEM_CELL}>
                    {value}
                  </chakra.td>
                ))}
              </chakra.tr>
            ))}
            {onlyDifferences && shownRows.length === 0 && (
              <chakra.tr>
                <chakra.td {...LABEL_CELL} />
                <chakra.td colSpan={items.length} {...ITEM_CELL} color="fg.muted">
                  Todas las especificaciones coinciden.
                </chakra.td>
              </chakra.tr>
            )}
            <chakra.tr>
              <chakra.td {...LABEL_CELL} />
              {items.map((item) => (
                <chakra.td key={item.id} {...ITEM_CELL}>
                  <Stack gap="2">
                    <Button
                      variant="outline"
                      colorPalette="accent"
                      size="sm"
                      {...WRAPPING_BUTTON}
                      aria-label={`${kind.labels.addToQuote}: ${item.name}`}
                      onClick={() => onAddToQuote(item)}
                    >
                      <QuoteAddIcon />
                      {kind.labels.addToQuote}
                    </Button>
                    <Button
                      colorPalette="accent"
                      size="sm"
                      {...WRAPPING_BUTTON}
                      aria-label={`${kind.labels.order}: ${item.name}`}
                      onClick={() => onOrder(item)}
                    >
                      <WhatsAppIcon />
                      {kind.labels.order}
                    </Button>
                  </Stack>
                </chakra.td>
              ))}
            </chakra.tr>
          </chakra.tbody>
        </chakra.table>
      </Box>
    </Container>
  );
}
