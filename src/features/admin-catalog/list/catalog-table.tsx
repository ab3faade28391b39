import { chakra, Flex, Table, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { Link as RouterLink } from 'react-router-dom';
import { EditIcon } from '@/components/icons';
import { RowDeleteButton } from '@/components/ui/row-delete-button';
import { ResponsiveTable, responsiveCell, responsiveRow } from '@/components/ui/responsive-table';
import type { CatalogItem } from '@/lib/catalog-api';
import { formatPrice } from '@/lib/format-price';
import type { CatalogKind } from '@/config/catalog-kinds';
import { ItemThumbnail } from './item-thumbnail';
import { PublishSwitch } from './publish-switch';

export interface CatalogTableProps {
  config: CatalogKind;
  items: CatalogItem[];
  onPublishChange: (item: CatalogItem, published: boolean) => void;
  onDelete: (item: CatalogItem) => void;
}

/* Below md each row becomes a card: thumbnail beside name and price, state and actions beneath. */
const rowLayout = responsiveRow({
  gridTemplateColumns: '3.5rem 1fr auto',
  gridTemplateAreas: `"thumb name name" "thumb price price" "state state actions"`,
  columnGap: '3',
  rowGap: '1',
  _hover: { md: { bg: 'gray.50' } },
});

const cell = (area: string) => responsiveCell(area, '3', '2.5');

const COLUMNS = [
  { label: <chakra.span srOnly>Portada</chakra.span>, w: '20' },
  { label: 'Nombre y código' },
  { label: 'Precio', end: true },
  { label: 'Publicado' },
  { label: 'Acciones', end: true },
];

/** The items of one group: cover, name and code, price, published state and actions. */
export function CatalogTable({ config, items, onPublishChange, onDelete }: CatalogTableProps) {
  return (
    <ResponsiveTable label={config.title} columns={COLUMNS} cellPx="3">
      {items.map((item) => (
        <Table.Row role="row" key={item.id} css={rowLayout} aria-label={item.name}>
          <Table.Cell role="cell" css={cell('thumb')} w={{ md: '20' }}>
            <ItemThumbnail
              resource={config.resource}
              cover={item.default_image}
              draft={!item.published}
            />
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
              // A code is up to 80 characters without a space: it wraps, so the column (and
              // the row's actions) stay within the table's width.
              overflowWrap="anywhere"
            >
              {item.code}
            </Text>
          </Table.Cell>
          <Table.Cell role="cell" css={cell('price')} textAlign={{ md: 'end' }} whiteSpace="nowrap">
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
              <RowDeleteButton name={item.name} onClick={() => onDelete(item)} />
            </Flex>
          </Table.Cell>
        </Table.Row>
      ))}
    </ResponsiveTable>
  );
}
