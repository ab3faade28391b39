import { Container, Grid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** A detail page's layout in grey while the item loads. */
export function ItemDetailSkeleton({ label }: { label: string }) {
  return (
    <Container
      maxW="6xl"
      py={{ base: '6', md: '10' }}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }}
        gap={{ base: '6', lg: '12' }}
      >
        <Skeleton aspectRatio="3 / 2" w="full" rounded="xl" />
        <Stack gap="4">
          <Skeleton h="4" w="30%" />
          <Skeleton h="9" w="85%" />
          <Skeleton h="8" w="40%" />
          <Skeleton h="12" w="70%" rounded="md" />
          <SkeletonText noOfLines={5} mt="4" />
        </Stack>
      </Grid>
    </Container>
  );
}
