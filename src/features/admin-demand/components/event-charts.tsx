import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Grid, Heading } from '@chakra-ui/react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { EVENT_KINDS, type EventKind, type Insights } from '@/shared/schemas/insights';
import { EVENT_COLORS, EVENT_LABELS, formatDay } from '../texts';

type Day = Insights['daily'][number];

/** One event's count per day, as a line (Chakra UI's charts, on recharts). */
function EventChart({ kind, daily }: { kind: EventKind; daily: Day[] }) {
  const chart = useChart({
    data: daily.map((day) => ({ day: formatDay(day.day).slice(0, 5), [kind]: day[kind] })),
    series: [{ name: kind, color: EVENT_COLORS[kind], label: EVENT_LABELS[kind] }],
  });
  return (
    <Box
      as="figure"
      borderWidth="1px"
      rounded="xl"
      p="4"
      bg="white"
      aria-labelledby={`grafico-${kind}`}
    >
      <Heading as="h3" id={`grafico-${kind}`} fontSize="sm" mb="2">
        {EVENT_LABELS[kind]} por día
      </Heading>
      <Chart.Root h="40" aspectRatio="auto" chart={chart} data-testid={`chart-${kind}`}>
        <LineChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={chart.data}
          margin={{ left: -24, right: 8 }}
        >
          <CartesianGrid stroke={chart.color('border')} vertical={false} />
          <XAxis dataKey={chart.key('day')} tickLine={false} axisLine={false} fontSize={11} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={11} />
          <Tooltip animationDuration={0} cursor={false} content={<Chart.Tooltip />} />
          {chart.series.map((item) => (
            <Line
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              stroke={chart.color(item.color)}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </LineChart>
      </Chart.Root>
    </Box>
  );
}

/** A chart per counted event, over the period's days. */
export function EventCharts({ daily }: { daily: Day[] }) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' }} gap="4">
      {EVENT_KINDS.map((kind) => (
        <EventChart key={kind} kind={kind} daily={daily} />
      ))}
    </Grid>
  );
}
