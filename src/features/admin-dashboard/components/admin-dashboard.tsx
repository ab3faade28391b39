import { Box, Button, Flex, Grid, Heading, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PlusIcon } from '@/components/icons';
import { BoxIcon, WrenchIcon } from '@/components/icons/admin';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { useAdminSummaryQuery } from '@/lib/admin-api';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/stores/session-hooks';
import { GroupCountsCard } from './group-counts-card';
import { RecentChanges } from './recent-changes';

/** /admin/welcome: a greeting, the catalogue in figures and the latest changes. */
export function AdminDashboard() {
  const username = useSession((s) => s.user?.username ?? '');
  const { data, error, isLoading, isFetching, refetch } = useAdminSummaryQuery();

  return (
    <Box>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        gap="4"
        mb="6"
      >
        <Box>
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            Hola, {username}
          </Heading>
          <Text color="fg.muted" mt="1">
            Este es el estado del catálogo. Los borradores no se muestran en el sitio.
          </Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={paths.adminProductNew.href()}>
              <PlusIcon />
              Nuevo producto
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <RouterLink to={paths.adminServiceNew.href()}>
              <PlusIcon />
              Nuevo servicio
            </RouterLink>
          </Button>
        </Flex>
      </Flex>

      {error ? (
        <ErrorState
          message={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isLoading || !data ? (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5" aria-busy="true">
          <Skeleton h="64" rounded="xl" />
          <Skeleton h="64" rounded="xl" />
          <Skeleton h="48" rounded="xl" gridColumn={{ lg: 'span 2' }} />
        </Grid>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5">
          <GroupCountsCard
            title="Productos"
            icon={<BoxIcon />}
            counts={data.products}
            groupHref={paths.adminProducts.href}
          />
          <GroupCountsCard
            title="Servicios"
            icon={<WrenchIcon />}
            counts={data.services}
            groupHref={paths.adminServices.href}
          />
          <Box gridColumn={{ lg: 'span 2' }}>
            <RecentChanges changes={data.recent} />
          </Box>
        </Grid>
      )}
    </Box>
  );
}
