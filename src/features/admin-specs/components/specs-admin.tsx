import { Box, Field, Grid, Heading, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { CATALOG_KINDS, kindOfResource, type CatalogKind } from '@/config/catalog-kinds';
import { ADMIN_GROUP_PARAMS } from '@/config/paths';
import { useGroupSpecsQuery } from '@/lib/specs-api';
import type { Resource } from '@/shared/catalog';
import { SpecListEditor } from './spec-list-editor';

const KINDS = Object.values(CATALOG_KINDS);
const RESOURCES = Object.keys(ADMIN_GROUP_PARAMS) as Resource[];

/** The group the address names (?categoria=riegos, ?tipo=cursos), or the first category. */
function useChosenGroup() {
  const [params, setParams] = useSearchParams();
  const resource = RESOURCES.find((r) => params.has(ADMIN_GROUP_PARAMS[r])) ?? 'products';
  const kind = kindOfResource(resource);
  const named = params.get(ADMIN_GROUP_PARAMS[resource]);
  const group = kind.groups.find((g) => g.urlpath === named) ?? kind.groups[0];
  const choose = (next: CatalogKind, urlpath: string) => setParams({ [next.groupParam]: urlpath });
  return { kind, group, choose };
}

/** /admin/especificaciones: the specifications of each category and service type. */
export function SpecsAdmin() {
  const { kind, group, choose } = useChosenGroup();
  const specsQuery = useGroupSpecsQuery({ resource: kind.resource, group: group.id });

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          Especificaciones
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Los datos que cada {kind.noun} de un grupo puede llevar: se muestran en su página, las
          destacadas en las tarjetas, y las filtrables en los filtros del listado.
        </Text>
      </Box>
      <Grid
        templateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        gap="4"
        bg="white"
        rounded="xl"
        borderWidth="1px"
        shadow="xs"
        p={{ base: '4', md: '5' }}
      >
        <Field.Root>
          <Field.Label>Catálogo</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={kind.resource}
              onChange={(event) => {
                const next = kindOfResource(event.target.value as Resource);
                choose(next, next.groups[0].urlpath);
              }}
            >
              {KINDS.map((k) => (
                <option key={k.resource} value={k.resource}>
                  {k.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{kind.groupLabel}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={group.urlpath}
              onChange={(event) => choose(kind, event.target.value)}
            >
              {kind.groups.map((g) => (
                <option key={g.urlpath} value={g.urlpath}>
                  {g.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Grid>
      <QueryState
        query={specsQuery}
        loading={
          <Stack gap="3" aria-busy="true">
            <Skeleton h="40" rounded="xl" />
            <Skeleton h="40" rounded="xl" />
          </Stack>
        }
      >
        {({ specs }) => (
          <SpecListEditor
            // A new group (or a list saved elsewhere and read again) starts a new form.
            key={`${kind.resource}:${group.id}:${JSON.stringify(specs)}`}
            resource={kind.resource}
            groupId={group.id}
            groupName={group.label}
            specs={specs}
          />
        )}
      </QueryState>
    </Stack>
  );
}
