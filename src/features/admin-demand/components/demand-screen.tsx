import {
  Box,
  Flex,
  Grid,
  Heading,
  Link,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { CATALOG_KINDS } from '@/config/catalog-kinds';
import { lastDays, useInsightsQuery } from '@/lib/insights-api';
import { EVENT_KINDS, type Insights } from '@/shared/schemas/insights';
import { EVENT_LABELS, formatChange, formatCount, formatDay, formatRate } from '../texts';
import { DemandTable, type Column } from './demand-table';
import { EventCharts } from './event-charts';
import { PeriodPicker, type Period } from './period-picker';

type Item = Insights['items'][number];
type Pair = Insights['pairs'][number];
type Search = Insights['searches'][number];
type Missing = Insights['searches_without_results'][number];

const itemLink = (item: Pick<Item, 'kind' | 'code' | 'name'>) => (
  <Link asChild color="brand.700">
    <RouterLink to={CATALOG_KINDS[item.kind].publicHref(item.code)}>{item.name}</RouterLink>
  </Link>
);

const ITEM_COLUMNS: Column<Item>[] = [
  { header: 'Producto o servicio', render: itemLink, csv: (i) => i.name },
  { header: 'Código', render: (i) => i.code, csv: (i) => i.code },
  { header: 'Categoría o tipo', render: (i) => i.group.name, csv: (i) => i.group.name },
  { header: 'Vistas', render: (i) => formatCount(i.views), csv: (i) => i.views, numeric: true },
  {
    header: 'Cotizaciones',
    render: (i) => formatCount(i.quotes),
    csv: (i) => i.quotes,
    numeric: true,
  },
  { header: 'Pedidos', render: (i) => formatCount(i.orders), csv: (i) => i.orders, numeric: true },
  {
    header: 'Vistas → cotización',
    render: (i) => formatRate(i.quotes, i.views),
    csv: (i) => (i.views ? Math.round((i.quotes / i.views) * 1000) / 10 : ''),
    numeric: true,
  },
  {
    header: 'Cotización → pedido',
    render: (i) => formatRate(i.orders, i.quotes),
    csv: (i) => (i.quotes ? Math.round((i.orders / i.quotes) * 1000) / 10 : ''),
    numeric: true,
  },
];

const PAIR_COLUMNS: Column<Pair>[] = [
  { header: 'Uno', render: (p) => itemLink(p.a), csv: (p) => p.a.name },
  { header: 'Con', render: (p) => itemLink(p.b), csv: (p) => p.b.name },
  { header: 'Veces', render: (p) => formatCount(p.count), csv: (p) => p.count, numeric: true },
];

const SEARCH_COLUMNS: Column<Search>[] = [
  { header: 'Búsqueda', render: (s) => s.term, csv: (s) => s.term },
  { header: 'Veces', render: (s) => formatCount(s.count), csv: (s) => s.count, numeric: true },
  {
    header: 'Sin resultados',
    render: (s) => formatCount(s.no_results),
    csv: (s) => s.no_results,
    numeric: true,
  },
];

const MISSING_COLUMNS: Column<Missing>[] = [
  { header: 'Búsqueda', render: (s) => s.term, csv: (s) => s.term },
  { header: 'Veces', render: (s) => formatCount(s.count), csv: (s) => s.count, numeric: true },
];

/** Each event's total in the period, its unique visitors, and the change from the one before. */
function Totals({ data }: { data: Insights }) {
  return (
    <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' }} gap="3">
      {EVENT_KINDS.map((kind) => {
        const t = data.totals[kind];
        return (
          <Box
            key={kind}
            role="group"
            aria-label={EVENT_LABELS[kind]}
            borderWidth="1px"
            rounded="xl"
            bg="white"
            p="4"
          >
            <Text fontSize="xs" color="fg.muted">
              {EVENT_LABELS[kind]}
            </Text>
            <Text fontSize="2xl" fontWeight="semibold" data-testid={`total-${kind}`}>
              {formatCount(t.total)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatCount(t.unique)} {t.unique === 1 ? 'visitante' : 'visitantes'} ·{' '}
              {formatChange(t.total, t.previous_total)}
            </Text>
          </Box>
        );
      })}
    </Grid>
  );
}

/** The top items, filterable by category or service type. */
function TopItems({ items }: { items: Item[] }) {
  const [group, setGroup] = useState('');
  const groups = [...new Map(items.map((i) => [`${i.kind}:${i.group.id}`, i])).entries()];
  const shown = group ? items.filter((i) => `${i.kind}:${i.group.id}` === group) : items;
  return (
    <DemandTable
      title="Lo más visto, cotizado y pedido"
      description="De cada producto o servicio: vistas → cotizaciones → pedidos, y las tasas de paso."
      rows={shown}
      columns={ITEM_COLUMNS}
      rowKey={(i) => `${i.kind}-${i.id}`}
      fileName="demanda-productos-y-servicios"
      empty="Nada en este período."
      controls={
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="xs" w="auto">
          <NativeSelect.Field
            aria-label="Categoría o tipo"
            value={group}
            onChange={(e) => setGroup(e.target.value)}
          >
            <option value="">Todas las categorías y tipos</option>
            {groups.map(([key, item]) => (
              <option key={key} value={key}>
                {CATALOG_KINDS[item.kind].title}: {item.group.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
    />
  );
}

const hasData = (data: Insights) =>
  EVENT_KINDS.some((kind) => data.totals[kind].total > 0 || data.totals[kind].previous_total > 0);

/**
 * /admin/demanda: what visitors look at, quote, order, share and search for, in a period
 * compared with the one before. Counts only: no person is stored (see /privacidad).
 */
export function DemandScreen() {
  const [period, setPeriod] = useState<Period>(() => lastDays(30));
  const insights = useInsightsQuery(period);
  const { data } = insights;

  return (
    <Stack gap="6">
      <Flex justify="space-between" gap="4" wrap="wrap" align="flex-end">
        <Box>
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            Demanda
          </Heading>
          <Text color="fg.muted" mt="1" fontSize="sm">
            {data
              ? `Del ${formatDay(data.from)} al ${formatDay(data.to)}, frente al ${formatDay(data.previous.from)} – ${formatDay(data.previous.to)}.`
              : 'Lo que los visitantes miran, cotizan, piden y buscan.'}
          </Text>
          <Text color="fg.muted" mt="1" fontSize="xs">
            Cada navegador suma una vista, un pedido y un compartido por ítem y por día, y cada red
            tiene un límite por minuto; muchos teléfonos reales de personas distintas sí pueden
            inflar las cifras.
          </Text>
        </Box>
        <PeriodPicker value={period} onChange={setPeriod} />
      </Flex>
      <QueryState
        query={insights}
        loading={
          <Stack gap="4" aria-busy="true">
            <Skeleton h="24" rounded="xl" />
            <Skeleton h="64" rounded="xl" />
          </Stack>
        }
      >
        {(data) =>
          !hasData(data) ? (
            <EmptyState
              title="Aún no hay datos de demanda en este período"
              description="Aquí verá, día por día, cuántas veces los visitantes abren cada producto o servicio, lo agregan a su cotización, envían la cotización o un pedido por WhatsApp, lo comparten y qué buscan sin encontrarlo. Se cuentan sus acciones en el sitio, sin cookies ni datos personales."
            />
          ) : (
            <Stack gap="6">
              <Totals data={data} />
              <EventCharts daily={data.daily} />
              <TopItems items={data.items} />
              <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6" alignItems="start">
                <DemandTable
                  title="Se cotizan juntos"
                  description="Pares enviados en una misma cotización."
                  rows={data.pairs}
                  columns={PAIR_COLUMNS}
                  rowKey={(p) => `${p.a.kind}-${p.a.id}-${p.b.kind}-${p.b.id}`}
                  fileName="se-cotizan-juntos"
                  empty="Ninguna cotización con dos o más productos o servicios en este período."
                />
                <DemandTable
                  title="Búsquedas sin resultados"
                  description="Lo que los visitantes buscan y el catálogo no tiene."
                  rows={data.searches_without_results}
                  columns={MISSING_COLUMNS}
                  rowKey={(s) => s.term}
                  fileName="busquedas-sin-resultados"
                  empty="Todas las búsquedas encontraron algo."
                />
              </Grid>
              <DemandTable
                title="Búsquedas más frecuentes"
                rows={data.searches}
                columns={SEARCH_COLUMNS}
                rowKey={(s) => s.term}
                fileName="busquedas"
                empty="Nadie buscó en este período."
              />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
