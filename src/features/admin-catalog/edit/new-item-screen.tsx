import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ImagesIcon } from '@/components/icons';
import { toaster } from '@/components/ui/toaster';
import { catalogApi } from '@/lib/catalog-api';
import type { CatalogKind } from '@/config/catalog-kinds';
import { CatalogItemForm } from '../form/catalog-item-form';
import { draftKey } from '../form/form-draft';
import { emptyFormValues, inputFromFormValues } from '../form/item-form-values';
import { ScreenHeader } from './screen-header';

/** 'Nuevo producto' / 'Nuevo servicio': a draft is created, then its edit screen opens for images. */
export function NewItemScreen({ config }: { config: CatalogKind }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [createItem] = catalogApi.useCreateCatalogItemMutation();
  const startGroup = (location.state as { groupId?: number } | null)?.groupId;
  const initialValues = useMemo(() => emptyFormValues(config, startGroup), [config, startGroup]);
  const listGroup = (groupId: string) =>
    config.groups.find((g) => String(g.id) === groupId)?.urlpath;

  return (
    <Box>
      <ScreenHeader backHref={config.listHref()} backLabel={config.title} title={config.newLabel}>
        <Text color="fg.muted" mt="1">
          Se guarda como borrador hasta que lo publique.
        </Text>
      </ScreenHeader>
      <Stack gap="5">
        <CatalogItemForm
          config={config}
          initialValues={initialValues}
          draftKey={draftKey(config.resource, 'nuevo')}
          codeHint="Opcional: si lo deja vacío, se genera a partir del nombre."
          save={(values, specs) =>
            createItem({
              resource: config.resource,
              body: inputFromFormValues(config, values, specs),
            }).unwrap()
          }
          onSaved={(item) => {
            toaster.create({ type: 'success', title: config.texts.created, duration: 4000 });
            void navigate(config.editHref(item.id), { replace: true });
          }}
          cancelHref={config.listHref(listGroup(initialValues.groupId))}
        />
        <Box
          as="section"
          aria-labelledby="imagenes-nuevo"
          bg="white"
          rounded="xl"
          borderWidth="1px"
          borderStyle="dashed"
          p="6"
          textAlign="center"
        >
          <Box color="brand.600" fontSize="3xl" display="inline-flex" mb="2">
            <ImagesIcon />
          </Box>
          <Heading as="h2" id="imagenes-nuevo" fontSize="md">
            Imágenes
          </Heading>
          <Text color="fg.muted" fontSize="sm" mt="1">
            Guarde el {config.noun} para poder subir sus imágenes.
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}
