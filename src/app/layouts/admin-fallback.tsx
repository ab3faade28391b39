import { Box, Flex, Skeleton, SkeletonCircle, Stack } from '@chakra-ui/react';
import { AdminFrame } from '@/components/layout/admin-frame';

/** The admin brand's shape: the emblem and two lines. */
function BrandShape() {
  return (
    <Flex align="center" gap="2.5">
      <SkeletonCircle size="9" />
      <Stack gap="1.5">
        <Skeleton h="4" w="20" />
        <Skeleton h="3" w="24" />
      </Stack>
    </Flex>
  );
}

/**
 * What the admin area shows while its chunk loads (right after signing in, or on a reload of an
 * admin address): the admin frame itself — side column, top bar — with the shapes of its brand,
 * its navigation and a screen's heading and table, not the public site's card grid.
 */
export function AdminFallback() {
  return (
    <AdminFrame
      aside={
        <>
          <Box px="2">
            <BrandShape />
          </Box>
          <Stack gap="3" px="2">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} h="8" rounded="md" />
            ))}
          </Stack>
        </>
      }
      header={
        <>
          <BrandShape />
          <Skeleton h="10" w="10" rounded="md" />
        </>
      }
    >
      <Stack gap="6" aria-busy="true" aria-live="polite">
        <Box srOnly>Cargando el panel de administración…</Box>
        <Skeleton h={{ base: '8', md: '10' }} w={{ base: '70%', md: '40%' }} />
        <Stack gap="3" bg="white" borderWidth="1px" rounded="xl" p="4">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h="10" rounded="md" />
          ))}
        </Stack>
      </Stack>
    </AdminFrame>
  );
}
