import { Badge, Box, chakra, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/icons';
import type { CatalogKind } from '@/config/catalog-kinds';
import type { OnPhone } from '@/shared/listing-on-phone';
import { isListingOrder, LISTING_ORDER_OPTIONS } from '@/shared/listing-url';
import { lazyWithPreload, usePartCode } from '@/start/lazy-with-preload';
import { FILTER_PANEL_MEDIA, type ListingFilters } from '../use-listing-filters';
import type { FilterFormProps } from './filter-form';
import type { FilterDrawerProps } from './filter-layers';
import { FILTER_TEXTS } from './texts';

// The filters' code (Chakra's checkbox, the drawer's content): its own chunk, fetched when the
// panel is on screen (965 px and wider) or 'Filtrar' is tapped.
const loadFilters = () => import(/* webpackChunkName: "listing-filters" */ './filter-layers');
const LazyPanel = lazyWithPreload<FilterFormProps>(() =>
  loadFilters().then((m) => ({ default: m.FilterPanel })),
);
const LazyDrawer = lazyWithPreload<FilterDrawerProps>(() =>
  loadFilters().then((m) => ({ default: m.FilterDrawer })),
);

const SortSelect = chakra('select', {
  base: {
    height: '10',
    ps: '3',
    pe: '8',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg',
    color: 'fg',
    fontSize: 'sm',
    cursor: 'pointer',
    appearance: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
  },
});

interface ControlsProps {
  kind: CatalogKind;
  group: string;
  filters: ListingFilters;
}

/**
 * Whether a media query matches, following it; false on the server and while hydrating (React
 * renders the server's answer first, then this one).
 */
function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Above a listing's cards: how many there are, 'Filtrar' (below 965 px; the number of filters on
 * in its name) and 'Ordenar por'; and the notes when the phone filtered what it saved, and when
 * the address had a filter that was left out.
 */
export function ListingToolbar({
  kind,
  group,
  filters,
  total,
  onPhone,
}: ControlsProps & {
  total?: number;
  /** The listing was sorted or filtered on the phone, from what it saved (no network). */
  onPhone?: OnPhone;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerCode = usePartCode(LazyDrawer, drawerOpen);
  const { state, apply, update, active, filterable } = filters;
  return (
    <Stack gap="3" mb="5">
      <Flex wrap="wrap" gap="3" align="center" justify="space-between">
        <Text role="status" fontWeight="medium" color="fg.muted" minH="6">
          {total === undefined ? '' : kind.listing.count(total)}
        </Text>
        <HStack gap="3" wrap="wrap">
          {filterable.length > 0 && (
            <Button
              variant="outline"
              size="sm"
              hideFrom="nav"
              aria-label={FILTER_TEXTS.filterWithCount(active)}
              aria-haspopup="dialog"
              loading={drawerOpen && drawerCode === 'waiting'}
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={() => void LazyDrawer.preload().catch(() => undefined)}
            >
              {FILTER_TEXTS.filter}
              {active > 0 && (
                <Badge colorPalette="accent" variant="solid" rounded="full" aria-hidden="true">
                  {active}
                </Badge>
              )}
            </Button>
          )}
          <HStack gap="2">
            <chakra.label htmlFor={`orden-${group}`} fontSize="sm" fontWeight="medium">
              {FILTER_TEXTS.sortBy}
            </chakra.label>
            <Box position="relative">
              <SortSelect
                id={`orden-${group}`}
                value={state.order}
                onChange={(event) => {
                  const order = event.currentTarget.value;
                  if (isListingOrder(order)) update((current) => ({ ...current, order }));
                }}
              >
                {LISTING_ORDER_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SortSelect>
              {/* The select's arrow, drawn over it (its own is hidden by `appearance: none`). */}
              <Box
                aria-hidden="true"
                position="absolute"
                insetEnd="2"
                top="50%"
                transform="translateY(-50%)"
                display="flex"
                pointerEvents="none"
                fontSize="md"
              >
                <ChevronDownIcon />
              </Box>
            </Box>
          </HStack>
        </HStack>
      </Flex>
      {onPhone && (
        <Text role="note" fontSize="sm" color="fg.muted">
          {FILTER_TEXTS.onPhone(onPhone)}
        </Text>
      )}
      {filters.invalid && (
        <Text role="note" fontSize="sm" color="fg.muted">
          {FILTER_TEXTS.ignored}
        </Text>
      )}
      {drawerOpen && drawerCode === 'ready' && (
        <Suspense fallback={null}>
          <LazyDrawer.Component
            kind={kind}
            group={group}
            filterable={filterable}
            state={state}
            open={drawerOpen}
            onApply={apply}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * The cards with the filters beside them at 965 px and wider (the panel's code loaded once it
 * is shown there; the same room reserved meanwhile, so the cards do not move).
 */
export function ListingWithPanel({
  kind,
  group,
  filters,
  children,
}: ControlsProps & { children: ReactNode }) {
  const wide = useMediaMatch(FILTER_PANEL_MEDIA);
  const code = usePartCode(LazyPanel, wide);
  if (filters.filterable.length === 0) return <>{children}</>;
  return (
    <Flex gap="8" align="flex-start">
      <Box
        as="aside"
        aria-labelledby={`filtros-${group}`}
        hideBelow="nav"
        w="64"
        flexShrink={0}
        position="sticky"
        top="20"
        maxH="calc(100dvh - 6rem)"
        overflowY="auto"
        pe="1"
      >
        <Text as="h2" id={`filtros-${group}`} fontWeight="bold" fontSize="lg" mb="3">
          {FILTER_TEXTS.filter}
        </Text>
        {code === 'ready' ? (
          <Suspense fallback={null}>
            <LazyPanel.Component
              kind={kind}
              group={group}
              filterable={filters.filterable}
              state={filters.state}
              onChange={filters.update}
            />
          </Suspense>
        ) : (
          <Stack gap="4" aria-hidden="true">
            {filters.filterable.map((spec) => (
              <Skeleton key={spec.key} h="16" rounded="md" />
            ))}
          </Stack>
        )}
      </Box>
      <Box flex="1" minW="0">
        {children}
      </Box>
    </Flex>
  );
}
