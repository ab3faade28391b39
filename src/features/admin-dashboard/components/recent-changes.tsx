import { Badge, Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CATALOG_KINDS } from '@/config/catalog-kinds';
import type { RecentChange } from '@/shared/schemas/admin';

const dateTime = new Intl.DateTimeFormat('es-BO', { dateStyle: 'medium', timeStyle: 'short' });

const editHref = (change: RecentChange) => CATALOG_KINDS[change.kind].editHref(change.id);
/** 'Producto' or 'Servicio'. */
const kindLabel = (change: RecentChange) => {
  const { noun } = CATALOG_KINDS[change.kind];
  return noun.charAt(0).toUpperCase() + noun.slice(1);
};

/** The items changed last, newest first, each a link to its edit screen. */
export function RecentChanges({ changes }: { changes: RecentChange[] }) {
  return (
    <Box
      as="section"
      aria-labelledby="cambios-recientes"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      p={{ base: '4', md: '5' }}
      shadow="xs"
    >
      <Heading as="h2" id="cambios-recientes" fontSize="lg" mb="3">
        Cambios recientes
      </Heading>
      {changes.length === 0 ? (
        <Text color="fg.muted">Todavía no hay cambios en el catálogo.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="0" divideY="1px">
          {changes.map((change) => (
            <li key={`${change.kind}-${change.id}`}>
              <chakra.a
                asChild
                display="flex"
                alignItems={{ base: 'flex-start', sm: 'center' }}
                flexDirection={{ base: 'column', sm: 'row' }}
                gap={{ base: '1', sm: '3' }}
                px="2"
                py="3"
                rounded="md"
                _hover={{ bg: 'gray.50' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
              >
                <RouterLink to={editHref(change)}>
                  <Text flex="1" fontWeight="medium" color="brand.800" lineClamp={1}>
                    {change.name}
                  </Text>
                  <Flex gap="2" align="center" flexWrap="wrap">
                    <Badge variant="outline" colorPalette={CATALOG_KINDS[change.kind].badgePalette}>
                      {kindLabel(change)}
                    </Badge>
                    <Badge variant="subtle" colorPalette={change.published ? 'green' : 'gray'}>
                      {change.published ? 'Publicado' : 'Borrador'}
                    </Badge>
                    <Text
                      as="span"
                      fontSize="sm"
                      color="fg.muted"
                      fontVariantNumeric="tabular-nums"
                    >
                      <time dateTime={change.updated_at}>
                        {dateTime.format(new Date(change.updated_at))}
                      </time>
                    </Text>
                  </Flex>
                </RouterLink>
              </chakra.a>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
