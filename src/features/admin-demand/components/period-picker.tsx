import { Field, Flex, Input } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import type { InsightsQuery } from '@/shared/schemas/insights';
import { lastDays } from '@/lib/insights-api';

export type Period = Required<InsightsQuery>;

const PRESETS = [7, 30, 90] as const;

/** The period: the last 7, 30 or 90 days, or two dates ('Desde', 'Hasta'). */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: Period;
  onChange: (p: Period) => void;
}) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" role="group" aria-label="Período">
      <Flex gap="1">
        {PRESETS.map((days) => {
          const preset = lastDays(days);
          const active = preset.from === value.from && preset.to === value.to;
          return (
            <Button
              key={days}
              size="sm"
              variant={active ? 'solid' : 'outline'}
              colorPalette="accent"
              aria-pressed={active}
              onClick={() => onChange(preset)}
            >
              {days} días
            </Button>
          );
        })}
      </Flex>
      <Field.Root w="auto">
        <Field.Label fontSize="xs">Desde</Field.Label>
        <Input
          type="date"
          size="sm"
          value={value.from}
          max={value.to}
          onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
        />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label fontSize="xs">Hasta</Field.Label>
        <Input
          type="date"
          size="sm"
          value={value.to}
          min={value.from}
          onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })}
        />
      </Field.Root>
    </Flex>
  );
}
