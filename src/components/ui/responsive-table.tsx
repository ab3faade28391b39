import { Box, Table, type SystemStyleObject } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

interface ResponsiveColumn {
  label: ReactNode;
  /** Numbers and actions sit at the end. */
  end?: boolean;
  w?: string;
}

export interface ResponsiveTableProps {
  label: string;
  columns: ResponsiveColumn[];
  /** Horizontal padding of a cell from md on (Chakra spacing token). */
  cellPx: string;
  /** The rows: `Table.Row role="row"` styled with `responsiveRow`, cells with `responsiveCell`. */
  children: ReactNode;
}

/** A row's card look below md, given its grid (columns, areas, gaps); a table row from md on. */
export const responsiveRow = (grid: SystemStyleObject): SystemStyleObject => ({
  display: { base: 'grid', md: 'table-row' },
  p: { base: '3', md: '0' },
  mb: { base: '3', md: '0' },
  bg: 'white',
  rounded: { base: 'lg', md: 'none' },
  borderWidth: { base: '1px', md: '0' },
  ...grid,
});

/** A cell placed in its row's grid area below md; a padded table cell from md on. */
export const responsiveCell = (area: string, px: string, py: string): SystemStyleObject => ({
  gridArea: area,
  display: { base: 'block', md: 'table-cell' },
  px: { base: '0', md: px },
  py: { base: '0', md: py },
  borderBottomWidth: { base: '0', md: '1px' },
  verticalAlign: 'middle',
});

/**
 * The admin's tables (items, users): a framed table from md on; below md the header hides and
 * each row becomes a card. Explicit roles keep it a table for assistive technology either way.
 */
export function ResponsiveTable({ label, columns, cellPx, children }: ResponsiveTableProps) {
  return (
    <Box
      bg={{ md: 'white' }}
      rounded={{ md: 'xl' }}
      borderWidth={{ md: '1px' }}
      // Rounded corners clip the table; a row wider than the frame (a long code or word on a
      // narrow window) scrolls sideways instead of hiding its last cells.
      overflowX="auto"
      overflowY="hidden"
      shadow={{ md: 'xs' }}
    >
      <Table.Root
        role="table"
        aria-label={label}
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
            {columns.map((column, index) => (
              <Table.ColumnHeader
                key={index}
                role="columnheader"
                px={cellPx}
                w={column.w}
                textAlign={column.end ? 'end' : undefined}
              >
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup" display={{ base: 'block', md: 'table-row-group' }}>
          {children}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
