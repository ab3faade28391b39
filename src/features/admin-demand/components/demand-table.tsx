import { Box, Flex, Heading, Table, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { downloadCsv, toCsv } from '../csv';

export interface Column<Row> {
  header: string;
  /** What the cell shows. */
  render: (row: Row) => ReactNode;
  /** What the CSV cell holds. */
  csv: (row: Row) => string | number;
  numeric?: boolean;
}

interface DemandTableProps<Row> {
  title: string;
  /** Shown under the title. */
  description?: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** The CSV's file name, without extension. */
  fileName: string;
  empty: string;
  /** Beside 'Descargar CSV' (a filter). */
  controls?: ReactNode;
}

/** A titled table of the 'Demanda' screen, downloadable as a CSV for Excel. */
export function DemandTable<Row>({
  title,
  description,
  rows,
  columns,
  rowKey,
  fileName,
  empty,
  controls,
}: DemandTableProps<Row>) {
  const download = () =>
    downloadCsv(
      `${fileName}.csv`,
      toCsv(
        columns.map((c) => c.header),
        rows.map((row) => columns.map((c) => c.csv(row))),
      ),
    );
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="xl" bg="white" p="4">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap" mb="3">
        <Box>
          <Heading as="h2" fontSize="md">
            {title}
          </Heading>
          {description && (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Box>
        <Flex gap="2" align="center" wrap="wrap">
          {controls}
          <Button size="xs" variant="outline" onClick={download} disabled={rows.length === 0}>
            Descargar CSV
          </Button>
        </Flex>
      </Flex>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than the phone (axe:
        // scrollable-region-focusable).
        <Box overflowX="auto" tabIndex={0} focusRing="outside">
          <Table.Root recipe={tableSlotRecipe} size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c.header} textAlign={c.numeric ? 'end' : 'start'}>
                    {c.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Cell key={c.header} textAlign={c.numeric ? 'end' : 'start'}>
                      {c.render(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
