import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useState } from 'react';
import { toaster } from '@/components/ui/toaster';
import { TOKEN_HEADER } from '@/lib/api';
import { NO_CONNECTION_MESSAGE } from '@/lib/no-connection';
import type { CatalogIoKind, ExportFormat } from '@/shared/schemas/catalog-io';
import { useSession } from '@/stores/session-hooks';
import { downloadBlob } from '../errors-csv';
import { KIND_LABELS, panelStyles } from './texts';

const FORMATS: Array<{ format: ExportFormat; label: string }> = [
  { format: 'csv', label: 'CSV' },
  { format: 'csv-excel', label: 'CSV para Excel' },
  { format: 'xlsx', label: 'Excel' },
];

/** 'Exportar': the whole catalogue of a kind as CSV, CSV for Excel in Spanish or Excel. */
export function ExportPanel() {
  const token = useSession((s) => s.token);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (kind: CatalogIoKind, format: ExportFormat) => {
    setBusy(`${kind}-${format}`);
    try {
      const response = await fetch(`/api/admin/catalog/export?kind=${kind}&format=${format}`, {
        headers: token ? { [TOKEN_HEADER]: token } : {},
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? 'No se pudo exportar el catálogo.');
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        `${kind}.${format === 'xlsx' ? 'xlsx' : 'csv'}`;
      downloadBlob(await response.blob(), name);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: error instanceof TypeError ? NO_CONNECTION_MESSAGE : (error as Error).message,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box as="section" aria-labelledby="exportar" css={panelStyles}>
      <Heading as="h2" id="exportar" fontSize="md" mb="1">
        Exportar
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        Descargue el catálogo, edítelo en su hoja de cálculo y vuelva a importarlo. «CSV para Excel»
        usa punto y coma y abre bien en Excel en español.
      </Text>
      <Stack gap="3">
        {(['products', 'services'] as const).map((kind) => (
          <Flex key={kind} gap="2" wrap="wrap" align="center">
            <Text fontWeight="semibold" fontSize="sm" minW="24">
              {KIND_LABELS[kind]}
            </Text>
            {FORMATS.map(({ format, label }) => (
              <Button
                key={format}
                size="sm"
                variant="outline"
                loading={busy === `${kind}-${format}`}
                onClick={() => void download(kind, format)}
                aria-label={`Exportar ${KIND_LABELS[kind].toLowerCase()} en ${label}`}
              >
                {label}
              </Button>
            ))}
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
