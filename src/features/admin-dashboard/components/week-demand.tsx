import { Box, Flex, Grid, Heading, Link, Skeleton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lastDays, useInsightsQuery } from '@/lib/insights-api';

const FIGURES = [
  { kind: 'view', label: 'Vistas' },
  { kind: 'quote_send', label: 'Cotizaciones enviadas' },
  { kind: 'order', label: 'Pedidos' },
] as const;

const count = new Intl.NumberFormat('es-BO');

/** "this week": views, quotes sent and orders of the last 7 days, against the 7 before. */
export function WeekDemand() {
  const [period] = useState(() => lastDays(7));
  const { data, isError } = useInsightsQuery(period);
  if (isError) return null;
  return (
    <Box
      as="section"
      aria-labelledby="semana"
      borderWidth="1px"
      rounded="xl"
      bg="white"
      p="5"
      mb="5"
    >
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id="semana" fontSize="md">
          Esta semana
        </Heading>
        <Link asChild fontSize="sm" color="brand.700">
          <RouterLink to={paths.adminDemand.href()}>Ver la demanda</RouterLink>
        </Link>
      </Flex>
      <Grid templateColumns="repeat(3, 1fr)" gap="3">
        {FIGURES.map(({ kind, label }) => (
          <Box key={kind} role="group" aria-label={label}>
            {data ? (
              <>
                <Text fontSize="2xl" fontWeight="semibold">
                  {count.format(data.totals[kind].total)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {label} · la semana anterior {count.format(data.totals[kind].previous_total)}
                </Text>
              </>
            ) : (
              <Skeleton h="12" />
            )}
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
