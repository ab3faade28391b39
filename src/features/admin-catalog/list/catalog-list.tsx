import { ADMIN_PAGE_SIZE } from '@/shared/catalog';
import { Box, Flex, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PlusIcon, SearchIcon } from '@/components/icons';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api';
import { catalogApi, type CatalogItem, type ListArgs } from '@/lib/catalog-api';
import type { CatalogKind } from '@/config/catalog-kinds';
import { DeleteItemDialog } from '../delete-item-dialog';
import { CatalogTable } from './catalog-table';
import { GroupFilter } from './group-filter';
import { NumberedPagination } from '@/components/ui/numbered-pagination';
import { SearchBox } from './search-box';
import { usePublishToggle } from './use-list-actions';
import { useListParams } from './use-list-params';

/** /admin/productos and /admin/servicios: one group's items, drafts included, searchable and paged. */
export function CatalogList({ config }: { config: CatalogKind }) {
  const { group, q, page, setSearch, setPage, groupHref, pageHref } = useListParams(config);
  const listArgs: ListArgs = useMemo(
    () => ({
      resource: config.resource,
      group: group.id,
      page: page - 1,
      size: ADMIN_PAGE_SIZE,
      q: q || undefined,
    }),
    [config.resource, group.id, page, q],
  );
  const { data, currentData, error, isLoading, isFetching, refetch } =
    catalogApi.useCatalogListWithDraftsQuery(listArgs);
  const [announcement, setAnnouncement] = useState('');
  const togglePublished = usePublishToggle(listArgs, setAnnouncement);
  const [toDelete, setToDelete] = useState<CatalogItem | null>(null);

  // A page past the end (after deletions, or an edited address) moves to the last page.
  const totalPages = currentData?.totalPages ?? 0;
  useEffect(() => {
    if (currentData && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  }, [currentData, page, totalPages, setPage]);

  const items = (currentData ?? data)?.content ?? [];
  const showSkeleton = isLoading || (!currentData && isFetching && items.length === 0);

  return (
    <Box>
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        mb="5"
      >
        <Box>
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {config.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {currentData ? `${currentData.totalElements} en ${group.label}` : group.label}
          </Text>
        </Box>
        <Button asChild colorPalette="accent">
          <RouterLink to={config.newHref()} state={{ groupId: group.id }}>
            <PlusIcon />
            {config.newLabel}
          </RouterLink>
        </Button>
      </Flex>

      <Stack gap="3" mb="5">
        <GroupFilter
          label={config.groupLabel}
          groups={config.groups}
          current={group.urlpath}
          hrefFor={groupHref}
        />
        <SearchBox value={q} onSearch={setSearch} label={config.texts.searchPlaceholder} />
      </Stack>

      <Box
        aria-live="polite"
        aria-busy={isFetching}
        opacity={isFetching && !showSkeleton ? 0.6 : 1}
        transition="opacity 0.2s"
      >
        {error ? (
          <ErrorState
            message={errorMessage(error)}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : showSkeleton ? (
          <Stack gap="2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h="16" rounded="lg" />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <EmptyState
            icon={q ? <SearchIcon /> : undefined}
            title={q ? config.texts.noMatch(q) : config.texts.emptyGroup}
            description={q ? 'Pruebe con otra palabra o revise el código.' : undefined}
          />
        ) : (
          <CatalogTable
            config={config}
            items={items}
            onPublishChange={(item, published) => void togglePublished(item, published)}
            onDelete={setToDelete}
          />
        )}
      </Box>

      <NumberedPagination
        page={page}
        totalPages={totalPages}
        hrefFor={pageHref}
        look="admin"
        labels={{ previous: 'Página anterior', next: 'Página siguiente' }}
      />
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <DeleteItemDialog config={config} item={toDelete} onClose={() => setToDelete(null)} />
    </Box>
  );
}
