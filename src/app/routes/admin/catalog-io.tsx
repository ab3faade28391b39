import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { CatalogIoAdmin } from '@/features/admin-catalog-io';
import { FeedsPanel } from '@/features/admin-feeds';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /admin/importar: the catalogue in (spreadsheet import) and out (export, and the feeds for the
 * WhatsApp Business and Google catalogues, with the products they leave out and why).
 */
export default function CatalogIoPage() {
  useDocumentTitle('Importar y exportar · Administración');
  return (
    <Stack gap="10">
      <CatalogIoAdmin />
      <Stack as="section" aria-labelledby="catalogos-externos" gap="6">
        <Box>
          <Heading as="h2" id="catalogos-externos" fontSize="xl">
            Catálogos para WhatsApp y Google
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Los productos del sitio, listos para el catálogo de WhatsApp Business y para Google.
          </Text>
        </Box>
        <FeedsPanel />
      </Stack>
    </Stack>
  );
}
