import type { EventKind } from '@/shared/schemas/insights';

/** What each counted event is called on the screen. */
export const EVENT_LABELS: Record<EventKind, string> = {
  view: 'Vistas',
  quote_add: 'Agregados a la cotización',
  quote_send: 'Cotizaciones enviadas',
  order: 'Pedidos',
  share: 'Compartidos',
  search: 'Búsquedas',
};

/** Each event's line colour. */
export const EVENT_COLORS: Record<EventKind, string> = {
  view: 'blue.solid',
  quote_add: 'orange.solid',
  quote_send: 'brand.solid',
  order: 'green.solid',
  share: 'gray.solid',
  search: 'red.solid',
};

const percent = new Intl.NumberFormat('es-BO', { style: 'percent', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('es-BO');

export const formatCount = (value: number) => count.format(value);

/** 'a / b' as a percentage, or '—' when there is nothing to divide by. */
export const formatRate = (part: number, whole: number) =>
  whole > 0 ? percent.format(part / whole) : '—';

/** The change from the previous period: '+12 %', '−5 %', 'sin cambio', or 'nuevo' from zero. */
export function formatChange(current: number, previous: number) {
  if (previous === 0) return current === 0 ? 'sin cambio' : 'nuevo';
  const change = (current - previous) / previous;
  if (Math.abs(change) < 0.005) return 'sin cambio';
  return `${change > 0 ? '+' : '−'}${percent.format(Math.abs(change))}`;
}

/** '12/11/2026' from '2026-11-12'. */
export const formatDay = (day: string) => day.split('-').reverse().join('/');
