import { Box, chakra, Flex, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { Link as RouterLink } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { ResponsiveTable, responsiveCell, responsiveRow } from '@/components/ui/responsive-table';
import { toaster } from '@/components/ui/toaster';
import { CATALOG_KINDS } from '@/config/catalog-kinds';
import { copyText } from '@/lib/share';
import { FEED_PATHS } from '@/shared/schemas/feeds';
import { siteAddress } from '@/shared/site-address';
import { useFeedIssuesQuery } from '../api';

const FEEDS = [
  { label: 'Catálogo de Meta (WhatsApp Business, Facebook, Instagram)', path: FEED_PATHS.meta },
  { label: 'Google Merchant Center', path: FEED_PATHS.google },
];

const rowLayout = responsiveRow({
  gridTemplateColumns: '1fr',
  gridTemplateAreas: `"code" "name" "reasons"`,
  gap: '1',
});
const cell = (area: string) => responsiveCell(area, '4', '3');
const COLUMNS = [{ label: 'Código', w: '12rem' }, { label: 'Nombre' }, { label: 'Motivos' }];

const sectionStyles = {
  bg: 'white',
  rounded: 'xl',
  borderWidth: '1px',
  p: { base: '4', md: '5' },
  shadow: 'xs',
} as const;

async function copy(url: string) {
  const copied = await copyText(url);
  toaster.create(
    copied
      ? { type: 'success', title: 'Dirección copiada', duration: 3000 }
      : { type: 'error', title: 'No se pudo copiar; seleccione la dirección y cópiela a mano.' },
  );
}

/** The two feed addresses, each with a copy button. */
function FeedAddresses() {
  const origin = siteAddress();
  return (
    <Box as="section" aria-labelledby="direcciones-catalogos" css={sectionStyles}>
      <Heading as="h2" id="direcciones-catalogos" fontSize="lg" mb="1">
        Direcciones de los catálogos
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        Regístrelas como catálogo programado en Meta Commerce Manager y como feed en Google Merchant
        Center: se actualizan solas con cada cambio del catálogo.
      </Text>
      <Stack gap="4">
        {FEEDS.map(({ label, path }) => {
          const url = origin + path;
          return (
            <Box key={path}>
              <Text fontWeight="medium" fontSize="sm" mb="1">
                {label}
              </Text>
              <Flex gap="2" align="center" wrap="wrap">
                <chakra.code
                  flex="1"
                  minW="0"
                  px="2"
                  py="1.5"
                  bg="gray.50"
                  rounded="md"
                  fontSize="sm"
                  wordBreak="break-all"
                >
                  {url}
                </chakra.code>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void copy(url)}
                  aria-label={`Copiar ${label}`}
                >
                  Copiar
                </Button>
              </Flex>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The published products the feeds leave out, each linked to its edit screen, and why. */
function FeedIssues() {
  const issues = useFeedIssuesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Stack as="section" aria-labelledby="fuera-de-catalogos" gap="3">
      <Box>
        <Heading as="h2" id="fuera-de-catalogos" fontSize="lg">
          Productos que no entran en los catálogos
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Entran los productos publicados con precio visible, foto y una descripción de al menos 30
          caracteres.
          {issues.data &&
            (issues.data.total_in_feeds === 1
              ? ' Ahora entra 1 producto.'
              : ` Ahora entran ${issues.data.total_in_feeds} productos.`)}
        </Text>
      </Box>
      <QueryState
        query={issues}
        loading={
          <Stack gap="2" aria-busy="true">
            <Skeleton h="12" />
            <Skeleton h="12" />
          </Stack>
        }
      >
        {(data) =>
          data.items.length === 0 ? (
            <Text css={sectionStyles} color="fg.muted">
              Todos los productos publicados entran en los catálogos.
            </Text>
          ) : (
            <ResponsiveTable
              label="Productos que no entran en los catálogos"
              columns={COLUMNS}
              cellPx="4"
            >
              {data.items.map((item) => (
                <Table.Row role="row" key={item.id} css={rowLayout} aria-label={item.name}>
                  <Table.Cell role="cell" css={cell('code')}>
                    <chakra.a
                      asChild
                      color="brand.700"
                      fontWeight="medium"
                      textDecoration="underline"
                    >
                      <RouterLink to={CATALOG_KINDS.product.editHref(item.id)}>
                        {item.code}
                      </RouterLink>
                    </chakra.a>
                  </Table.Cell>
                  <Table.Cell role="cell" css={cell('name')}>
                    {item.name}
                  </Table.Cell>
                  <Table.Cell role="cell" css={cell('reasons')} color="fg.muted" fontSize="sm">
                    {item.reasons.join(' · ')}
                  </Table.Cell>
                </Table.Row>
              ))}
            </ResponsiveTable>
          )
        }
      </QueryState>
    </Stack>
  );
}

/**
 * The catalogue feeds for WhatsApp (Meta) and Google: their addresses and the products they
 * leave out. Mounted on its own admin screen and, later, on 'Importar y exportar'.
 */
export function FeedsPanel() {
  return (
    <Stack gap="6">
      <FeedAddresses />
      <FeedIssues />
    </Stack>
  );
}
