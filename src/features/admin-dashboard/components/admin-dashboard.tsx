import { Box, Flex, Grid, Heading, Skeleton, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PlusIcon } from '@/components/icons';
import { BoxIcon, WrenchIcon } from '@/components/icons/admin';
import { QueryState } from '@/components/ui/query-state';
import { CATALOG_KINDS, type ItemKind } from '@/config/catalog-kinds';
import { useAdminSummaryQuery } from '@/lib/admin-api';
import { useSession } from '@/stores/session-hooks';
import { GroupCountsCard } from './group-counts-card';
import { RecentChanges } from './recent-changes';
import { WeekDemand } from './week-demand';

const KINDS = Object.values(CATALOG_KINDS);
const KIND_ICONS: Record<ItemKind, ReactNode> = { product: <BoxIcon />, service: <WrenchIcon /> };

/** /admin/welcome: a greeting, the catalogue in figures and the latest changes. */
export function AdminDashboard() {
  const username = useSession((s) => s.user?.username ?? '');
  const summary = useAdminSummaryQuery();

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
          {KINDS.map((kind, index) => (
            <Button
              key={kind.kind}
              asChild
              variant={index === 0 ? 'solid' : 'outline'}
              colorPalette="accent"
              size="sm"
            >
              <RouterLink to={kind.newHref()}>
                <PlusIcon />
                {kind.newLabel}
              </RouterLink>
            </Button>
          ))}
        </Flex>
      </Flex>

      <WeekDemand />
      <QueryState
        query={summary}
        loading={
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5" aria-busy="true">
            <Skeleton h="64" rounded="xl" />
            <Skeleton h="64" rounded="xl" />
            <Skeleton h="48" rounded="xl" gridColumn={{ lg: 'span 2' }} />
          </Grid>
        }
      >
        {(data) => (
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5">
            {KINDS.map((kind) => (
              <GroupCountsCard
                key={kind.kind}
                title={kind.title}
                icon={KIND_ICONS[kind.kind]}
                counts={data[kind.resource]}
                groupHref={kind.listHref}
              />
            ))}
            <Box gridColumn={{ lg: 'span 2' }}>
              <RecentChanges changes={data.recent} />
            </Box>
          </Grid>
        )}
      </QueryState>
    </Box>
  );
}
