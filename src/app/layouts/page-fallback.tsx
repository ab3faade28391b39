import { Box, Container, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** The page shape shown while a page's chunk loads: a heading and a grid of cards. */
export function PageFallback() {
  return (
    <Container
      maxW="7xl"
      py={{ base: '6', md: '10' }}
      minH="70vh"
      aria-busy="true"
      aria-live="polite"
    >
      <Box srOnly>Cargando página…</Box>
      <Stack gap="3" mb={{ base: '6', md: '8' }}>
        <Skeleton h="4" w="24" />
        <Skeleton h={{ base: '8', md: '10' }} w={{ base: '70%', md: '40%' }} />
        <Skeleton h="1" w="14" rounded="full" />
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={{ base: '4', md: '6' }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Box key={index} borderWidth="1px" borderColor="border" rounded="xl" overflow="hidden">
            <Skeleton aspectRatio={3 / 2} w="full" rounded="0" />
            <Stack p="4" gap="3">
              <SkeletonText noOfLines={2} />
              <Skeleton h="9" w="50%" rounded="md" />
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
