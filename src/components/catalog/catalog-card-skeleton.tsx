import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { CatalogGrid } from './catalog-grid';

/** A card placeholder with the card's exact geometry, so nothing moves when the data arrives. */
function CatalogCardSkeleton({ withFacts }: { withFacts: boolean }) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="xl" overflow="hidden" bg="bg" h="full">
      <Skeleton aspectRatio="3 / 2" w="full" rounded="0" />
      <Stack p={{ base: '3', sm: '4' }} gap="3">
        <SkeletonText noOfLines={2} />
        <Skeleton h="5" w="40%" />
        {withFacts && <Skeleton h="10" w="70%" />}
        <Skeleton h="8" w="50%" rounded="full" />
        <Skeleton h={{ base: '8', sm: '10' }} w="full" rounded="md" />
      </Stack>
    </Box>
  );
}

interface SkeletonItemsProps {
  count: number;
  /** The cards have lines of specifications under the price (CatalogCard's `facts`). */
  withFacts?: boolean;
}

/** `count` placeholder cards as list items of a CatalogGrid. */
export function CatalogSkeletonItems({ count, withFacts = false }: SkeletonItemsProps) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`skeleton-${i}`} aria-hidden="true">
      <CatalogCardSkeleton withFacts={withFacts} />
    </li>
  ));
}

/** A whole grid of placeholders while a listing loads. */
export function CatalogGridSkeleton({ label, ...items }: SkeletonItemsProps & { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <CatalogGrid>
        <CatalogSkeletonItems {...items} />
      </CatalogGrid>
    </Box>
  );
}
