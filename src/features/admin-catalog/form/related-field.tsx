import { Box, Field, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { catalogApi, type CatalogItem, type Resource } from '@/lib/catalog-api';
import { RELATED_CHOICES_MAX } from '@/shared/schemas/catalog-item';
import { kindOfResource, otherKindOf, type CatalogGroupOption } from '@/config/catalog-kinds';
import type { ItemFormValues } from './item-form-values';

/** The items of one group of the other kind, drafts included, as checkboxes. */
function GroupChoices({ resource, group }: { resource: Resource; group: CatalogGroupOption }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<ItemFormValues>();
  const { data } = catalogApi.useCatalogListWithDraftsQuery({
    resource,
    group: group.id,
    page: 0,
    size: 100,
    orderBy: 'name',
    orderDirection: 'asc',
  });
  const items: CatalogItem[] = data?.content ?? [];
  if (!items.length) return null;

  const toggle = (id: number, checked: boolean) => {
    const next = checked
      ? [...values.relatedIds, id]
      : values.relatedIds.filter((chosen) => chosen !== id);
    void setFieldValue('relatedIds', next);
    void setFieldTouched('relatedIds', true, false);
  };

  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="semibold" fontSize="sm" mb="1">
        {group.label}
      </Text>
      <Stack gap="1">
        {items.map((item) => (
          <Box as="label" key={item.id} display="flex" gap="2" alignItems="center" fontSize="sm">
            <input
              type="checkbox"
              checked={values.relatedIds.includes(item.id)}
              onChange={(event) => toggle(item.id, event.target.checked)}
            />
            {item.name}
            {!item.published && (
              <Text as="span" color="fg.muted">
                (borrador)
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The items of the other kind shown with this one ('Servicios relacionados' on a product): the
 * admin's choice, or when none is chosen, the defaults of the item's group.
 */
export function RelatedField({ resource }: { resource: Resource }) {
  const { errors, touched } = useFormikContext<ItemFormValues>();
  const other = otherKindOf(resource);
  const label = kindOfResource(resource).relatedTitle;
  const error =
    touched.relatedIds && typeof errors.relatedIds === 'string' ? errors.relatedIds : undefined;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Field.HelperText>
        {`Hasta ${RELATED_CHOICES_MAX}; en la página se muestran los 4 primeros publicados. Si no elige ninguno, se muestran los ${other.noun}s de los grupos afines.`}
      </Field.HelperText>
      <Stack
        role="group"
        aria-label={label}
        gap="4"
        mt="2"
        maxH="80"
        overflowY="auto"
        w="full"
        borderWidth="1px"
        rounded="md"
        p="3"
      >
        {other.groups.map((group) => (
          <GroupChoices key={group.id} resource={other.resource} group={group} />
        ))}
      </Stack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
