import { Badge, Flex } from '@chakra-ui/react';
import type { ImportAction, ImportCounts } from '@/shared/schemas/catalog-io';
import { ACTION_COLORS, ACTION_LABELS } from './texts';

const ORDER: ImportAction[] = ['create', 'update', 'unchanged', 'error'];

/** 'Crear / Actualizar / Sin cambios / Error' with their counts. */
export function CountsBar({ counts }: { counts: ImportCounts }) {
  return (
    <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label="Cantidades">
      {ORDER.map((action) => (
        <li key={action}>
          <Badge colorPalette={ACTION_COLORS[action]} variant="subtle" size="lg">
            {ACTION_LABELS[action]}: {counts[action].toLocaleString('es-BO')}
          </Badge>
        </li>
      ))}
    </Flex>
  );
}
