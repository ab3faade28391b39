import { Box, chakra, Heading, Skeleton, Text } from '@chakra-ui/react';
import { useId } from 'react';

interface SpecTableRow {
  key: string;
  label: string;
  /** The value as shown, with its unit ('480 m²', 'Sí'). */
  value: string;
}

export type SpecTableProps =
  /** The rows to show, in the group's order. */
  | { rows: readonly SpecTableRow[] }
  /** The rows' labels are on their way: this many rows hold their place. */
  | { pendingRows: number }
  /** The labels could not come (no signal). */
  | { offline: true };

const CELL = {
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

/**
 * An item's 'Especificaciones': a heading and a table of label and value (with its unit), one
 * row per specification the item has a value for. The table is named by the heading.
 */
export function SpecTable(props: SpecTableProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} fontSize="lg" mb="3">
        Especificaciones
      </Heading>
      {'offline' in props ? (
        <Text color="fg.muted">Las especificaciones llegarán con la señal.</Text>
      ) : (
        <chakra.table
          aria-labelledby={headingId}
          aria-busy={'pendingRows' in props || undefined}
          w="full"
          borderCollapse="collapse"
          fontSize="sm"
          borderTopWidth="1px"
          borderColor="border"
        >
          <chakra.tbody>
            {'pendingRows' in props
              ? Array.from({ length: props.pendingRows }, (_, index) => (
                  <chakra.tr key={index}>
                    <chakra.td {...CELL} w="40%">
                      <Skeleton h="1lh" w="70%" />
                    </chakra.td>
                    <chakra.td {...CELL}>
                      <Skeleton h="1lh" w="50%" />
                    </chakra.td>
                  </chakra.tr>
                ))
              : props.rows.map((row) => (
                  <chakra.tr key={row.key}>
                    <chakra.th scope="row" {...CELL} w="40%" fontWeight="semibold" bg="bg.subtle">
                      {row.label}
                    </chakra.th>
                    <chakra.td {...CELL} fontVariantNumeric="tabular-nums">
                      {row.value}
                    </chakra.td>
                  </chakra.tr>
                ))}
          </chakra.tbody>
        </chakra.table>
      )}
    </Box>
  );
}
