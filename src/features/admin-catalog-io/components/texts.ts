import type { SystemStyleObject } from '@chakra-ui/react';
import type { ImportAction, ImportJob } from '@/shared/schemas/catalog-io';

export const KIND_LABELS = { products: 'Productos', services: 'Servicios' } as const;

export const ACTION_LABELS: Record<ImportAction, string> = {
  create: 'Crear',
  update: 'Actualizar',
  unchanged: 'Sin cambios',
  error: 'Error',
};

export const ACTION_COLORS: Record<ImportAction, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'gray',
  error: 'red',
};

export const STATUS_LABELS: Record<ImportJob['status'], string> = {
  running: 'Importando…',
  done: 'Importación terminada',
  failed: 'La importación se detuvo',
  interrupted: 'Importación interrumpida: vuelva a importar el mismo archivo para completarla',
};

export const panelStyles: SystemStyleObject = {
  bg: 'white',
  rounded: 'xl',
  borderWidth: '1px',
  shadow: 'xs',
  p: { base: '4', md: '6' },
};
