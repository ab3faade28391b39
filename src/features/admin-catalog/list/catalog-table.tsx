import { Box, Button, chakra, Flex, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from 'react-router-dom';
import { EditIcon, TrashIcon } from '../../../components/icons';
import type { CatalogItem } from '../../../lib/catalog-api';
import { formatPrice } from '../../../lib/format-price';
import type { CatalogResourceConfig } from '../catalog-resources';
import { ItemThumbnail } from './item-thumbnail';
import { PublishSwitch } from './publish-switch';

export interface CatalogTableProps {
  config: CatalogResourceConfig;
  items: CatalogItem[];
  onPublishChange: (item: CatalogItem, published: boolean) => void;
  onDelete: (item: CatalogItem) => void;
}

/* Below md each row becomes a card: thumbnail beside name and price, state and actions beneath. */
const rowLayout = {
  display: { base: 'grid', md: 'table-row' },
  gridTemplateColumns: '3.5rem 1fr auto',
  gridTemplateAreas: `"thumb name name" "thumb price price" "state state actions"`,
  columnGap: '3',
  rowGap: '1',
  p: { base: '3', md: '0' },
  mb: { base: '3', md: '0' },
  bg: 'white',
  rounded: { base: 'lg', md: 'none' },
  borderWidth: { base: '1px', md: '0' },
  _hover: { md: { bg: 'gray.50' } },
} as const;

const cell = (area: string) =>
  ({
    gridArea: area,
    display: { base: 'block', md: 'table-cell' },
    px: { base: '0', md: '3' },
    py: { base: '0', md: '2.5' },
    borderBottomWidth: { base: '0', md: '1px' },
    verticalAlign: 'middle',
  }) as const;

/** The items of one group: cover, name and code, price, published state and actions. */
export function CatalogTable({ config, items, onPublishChange, onDelete }: CatalogTableProps) {
  return (
    <Box
      bg={{ md: 'white' }}
      rounded={{ md: 'xl' }}
      borderWidth={{ md: '1px' }}
      overflow="hidden"
      shadow={{ md: 'xs' }}
    >
      <Table.Root
        role="table"
        aria-label={config.title}
        recipe={tableSlotRecipe}
        size="sm"
        display={{ base: 'block', md: 'table' }}
      >
        <Table.Header
          role="rowgroup"
          display={{ base: 'none', md: 'table-header-group' }}
          bg="gray.50"
        >
          <Table.Row role="row">
            <Table.ColumnHeader role="columnheader" w="20" px="3">
              <chakra.span srOnly>Portada</chakra.span>
            </Table.ColumnHeader>
            <Table.ColumnHeader role="columnheader" px="3">
              Nombre y código
            </Table.ColumnHeader>
            <Table.ColumnHeader role="columnheader" px="3" textAlign="end">
              Precio
            </Table.ColumnHeader>
            <Table.ColumnHeader role="columnheader" px="3">
              Publicado
            </Table.ColumnHeader>
            <Table.ColumnHeader role="columnheader" px="3" textAlign="end">
              Acciones
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup" display={{ base: 'block', md: 'table-row-group' }}>
          {items.map((item) => (
            <Table.Row role="row" key={item.id} css={rowLayout} aria-label={item.name}>
              <Table.Cell role="cell" css={cell('thumb')} w={{ md: '20' }}>
                <ItemThumbnail resource={config.resource} cover={item.default_image} />
              </Table.Cell>
              <Table.Cell role="cell" css={cell('name')} minW="0">
                <chakra.a
                  asChild
                  fontWeight="semibold"
                  color="brand.800"
                  _hover={{ textDecoration: 'underline' }}
                  lineClamp={2}
                >
                  <RouterLink to={config.editHref(item.id)}>{item.name}</RouterLink>
                </chakra.a>
                <Text
                  fontSize="xs"
                  color="fg.muted"
                  fontFamily="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace"
                  truncate
                >
                  {item.code}
                </Text>
              </Table.Cell>
              <Table.Cell
                role="cell"
                css={cell('price')}
                textAlign={{ md: 'end' }}
                whiteSpace="nowrap"
              >
                <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="medium">
                  {formatPrice(item.price_id.totalPrice)}
                </Text>
                {!item.price_id.visible && (
                  <Text fontSize="xs" color="fg.muted">
                    Precio oculto
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell role="cell" css={cell('state')} pt={{ base: '2', md: '2.5' }}>
                <PublishSwitch
                  itemName={item.name}
                  published={item.published}
                  onChange={(published) => onPublishChange(item, published)}
                />
              </Table.Cell>
              <Table.Cell role="cell" css={cell('actions')} pt={{ base: '2', md: '2.5' }}>
                <Flex gap="1" justify="flex-end">
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to={config.editHref(item.id)} aria-label={`Editar ${item.name}`}>
                      <EditIcon />
                      Editar
                    </RouterLink>
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => onDelete(item)}
                    aria-label={`Eliminar ${item.name}`}
                  >
                    <TrashIcon />
                    Eliminar
                  </Button>
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
