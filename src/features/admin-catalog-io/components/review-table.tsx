import { Badge, Box, chakra, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ImportRow } from '@/shared/schemas/catalog-io';
import { ACTION_COLORS, ACTION_LABELS } from './texts';

/** Rows shown at most: the counts and the errors file cover the rest. */
const SHOWN_ROWS = 500;

/** The server sends long texts as excerpts around the change (about 120 characters, `…` marks
 * what is left out); anything longer is cut here too. */
const shorten = (value: string | null) =>
  value === null ? '—' : value.length > 160 ? `${value.slice(0, 160)}…` : value;

/** The dry run's rows that do something (create, update, error): line, code, action, changes, errors. */
export function ReviewTable({ rows }: { rows: ImportRow[] }) {
  const relevant = rows.filter((r) => r.action !== 'unchanged');
  if (!relevant.length) {
    return (
      <Text color="fg.muted" fontSize="sm">
        Ninguna fila cambia el catálogo.
      </Text>
    );
  }
  const shown = relevant.slice(0, SHOWN_ROWS);
  return (
    <Stack gap="2">
      <Box overflowX="auto" borderWidth="1px" rounded="lg" maxH="70vh" overflowY="auto">
        <Table.Root recipe={tableSlotRecipe} size="sm" aria-label="Revisión de la importación">
          <Table.Header bg="gray.50" position="sticky" top="0">
            <Table.Row>
              <Table.ColumnHeader>Fila</Table.ColumnHeader>
              <Table.ColumnHeader>Código</Table.ColumnHeader>
              <Table.ColumnHeader>Acción</Table.ColumnHeader>
              <Table.ColumnHeader>Cambios / errores</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={row.line} verticalAlign="top">
                <Table.Cell>{row.line}</Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {row.code || '—'}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={ACTION_COLORS[row.action]} variant="subtle">
                    {ACTION_LABELS[row.action]}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {row.errors.length > 0 ? (
                    <chakra.ul color="red.700" ps="4">
                      {row.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </chakra.ul>
                  ) : (
                    <chakra.ul listStyleType="none" fontSize="xs">
                      {row.changes.map((c) => (
                        <li key={c.field}>
                          <chakra.span fontWeight="semibold">{c.field}</chakra.span>:{' '}
                          <chakra.span color="fg.muted">{shorten(c.old)}</chakra.span> →{' '}
                          <span>{shorten(c.new)}</span>
                        </li>
                      ))}
                    </chakra.ul>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {relevant.length > shown.length && (
        <Text fontSize="xs" color="fg.muted">
          Se muestran {shown.length.toLocaleString('es-BO')} de{' '}
          {relevant.length.toLocaleString('es-BO')} filas con cambios o errores.
        </Text>
      )}
    </Stack>
  );
}
