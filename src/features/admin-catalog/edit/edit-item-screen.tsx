import { Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EyeIcon } from '@/components/icons';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { catalogApi, type CatalogItem } from '@/lib/catalog-api';
import { itemGroupId, type CatalogKind } from '@/config/catalog-kinds';
import { CatalogItemForm } from '../form/catalog-item-form';
import { draftKey } from '../form/form-draft';
import { formValuesFromItem, inputFromFormValues } from '../form/item-form-values';
import { ScreenHeader } from './screen-header';

export interface EditItemScreenProps {
  config: CatalogKind;
  id: number;
  /** What follows the form once the item is loaded (the page adds the image manager). */
  renderAfterForm?: (item: CatalogItem) => ReactNode;
}

function LoadedItemForm({ config, item }: { config: CatalogKind; item: CatalogItem }) {
  const [updateItem] = catalogApi.useUpdateCatalogItemMutation();
  // The form starts from the item as first loaded; later refetches (a new cover) do not reset it.
  const [initialValues] = useState(() => formValuesFromItem(item));
  const groupUrlpath = config.groups.find((g) => g.id === itemGroupId(item))?.urlpath;
  return (
    <CatalogItemForm
      config={config}
      initialValues={initialValues}
      draftKey={draftKey(config.resource, item.id)}
      codeHint="Forma parte del enlace para compartir. Vacío: se genera a partir del nombre."
      save={(values, specs) =>
        updateItem({
          resource: config.resource,
          id: item.id,
          body: inputFromFormValues(config, values, specs),
        }).unwrap()
      }
      onSaved={() => toaster.create({ type: 'success', title: config.texts.saved, duration: 3000 })}
      cancelHref={config.listHref(groupUrlpath)}
    />
  );
}

/** 'Editar producto' / 'Editar servicio': the item's form, then whatever the page adds. */
export function EditItemScreen({ config, id, renderAfterForm }: EditItemScreenProps) {
  const {
    data: item,
    error,
    isLoading,
    isFetching,
    refetch,
  } = catalogApi.useCatalogItemByIdQuery({ resource: config.resource, id });

  if (error && (error as FetchBaseQueryError).status === 404) {
    return (
      <EmptyState
        title={config.texts.notFound}
        action={
          <Button asChild colorPalette="accent" variant="outline">
            <RouterLink to={config.listHref()}>Volver a {config.title.toLowerCase()}</RouterLink>
          </Button>
        }
      />
    );
  }
  if (error && !item)
    return (
      <ErrorState
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (isLoading || !item) {
    return (
      <Stack gap="5" aria-busy="true">
        <Skeleton h="16" w="60%" />
        <Skeleton h="72" rounded="xl" />
        <Skeleton h="64" rounded="xl" />
      </Stack>
    );
  }

  return (
    <Box>
      <ScreenHeader
        backHref={config.listHref(config.groups.find((g) => g.id === itemGroupId(item))?.urlpath)}
        backLabel={config.title}
        title={config.editTitle}
        actions={
          item.published ? (
            <Button asChild variant="outline" colorPalette="accent" size="sm">
              <RouterLink to={config.publicHref(item.code)}>
                <EyeIcon />
                Ver en el sitio
              </RouterLink>
            </Button>
          ) : undefined
        }
      >
        <Flex align="center" gap="2" mt="1" wrap="wrap">
          <Text color="fg.muted" fontWeight="medium" lineClamp={1}>
            {item.name}
          </Text>
          <Badge colorPalette={item.published ? 'green' : 'gray'} variant="subtle">
            {item.published ? 'Publicado' : 'Borrador'}
          </Badge>
        </Flex>
      </ScreenHeader>
      <Stack gap="5">
        <LoadedItemForm key={item.id} config={config} item={item} />
        {renderAfterForm?.(item)}
      </Stack>
    </Box>
  );
}
