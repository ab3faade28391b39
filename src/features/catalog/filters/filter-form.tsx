import { Box, Checkbox, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@/theme/checkbox-recipe';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { CatalogKind } from '@/config/catalog-kinds';
import { catalogApi, type ListingFacet } from '@/lib/catalog-api';
import type { Spec } from '@/lib/specs-api';
import {
  countActiveFilters,
  DEFAULT_LISTING,
  listingApiQuery,
  type ListingFilterState,
  type ListingRange,
} from '@/shared/listing-url';
import { formatSpecNumber } from '@/shared/format-number';
import { FORM_TEXTS } from './form-texts';

export interface FilterFormProps {
  kind: CatalogKind;
  group: string;
  /** The group's filterable specifications, in order. */
  filterable: Spec[];
  state: ListingFilterState;
  /** A change, made from the latest state (a panel's two quick taps both count). */
  onChange: (change: (current: ListingFilterState) => ListingFilterState) => void;
}

const Fieldset = chakra('fieldset', { base: { border: 'none', p: '0', m: '0', minW: '0' } });
const Legend = chakra('legend', {
  base: { fontWeight: 'semibold', fontSize: 'sm', mb: '2', p: '0' },
});

/** '500' or '2,5' (the Bolivian decimal comma) as a number; null for anything else. */
function readNumber(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

function ChoiceFilter({
  spec,
  facet,
  picked,
  onChange,
}: {
  spec: Spec;
  facet: ListingFacet | undefined;
  picked: string[];
  onChange: (value: string, checked: boolean) => void;
}) {
  const options =
    spec.type === 'boolean'
      ? [
          { value: 'si', label: FORM_TEXTS.yes },
          { value: 'no', label: FORM_TEXTS.no },
        ]
      : (spec.choices ?? []).map((choice) => ({ value: choice, label: choice }));
  const countOf = (value: string) => facet?.values?.find((v) => v.value === value)?.count;
  return (
    <Fieldset>
      <Legend>{spec.label}</Legend>
      <Stack gap="1.5">
        {options.map(({ value, label }) => {
          const count = countOf(value);
          const checked = picked.includes(value);
          return (
            <Checkbox.Root
              key={value}
              recipe={checkboxSlotRecipe}
              size="sm"
              colorPalette="accent"
              checked={checked}
              // A value no item has (with the other filters on) cannot add anything.
              disabled={!checked && count === 0}
              onCheckedChange={(details) => onChange(value, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">
                {label}
                {count !== undefined && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    ({count})
                  </Text>
                )}
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
    </Fieldset>
  );
}

function RangeFilter({
  legend,
  range,
  bounds,
  onChange,
}: {
  legend: string;
  range: ListingRange;
  bounds: { min?: number | null; max?: number | null } | undefined;
  onChange: (range: ListingRange) => void;
}) {
  const id = useId();
  // What the visitor types, applied on Enter or on leaving the field; shown again as the
  // address says when it changes from elsewhere ('Limpiar filtros', Back).
  const shown = { min: range.min?.toString() ?? '', max: range.max?.toString() ?? '' };
  const [typed, setTyped] = useState(shown);
  const [was, setWas] = useState(shown);
  if (was.min !== shown.min || was.max !== shown.max) {
    setWas(shown);
    setTyped(shown);
  }
  const [wrong, setWrong] = useState(false);
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    const min = readNumber(typed.min);
    const max = readNumber(typed.max);
    if (min === null || max === null) {
      setWrong(true);
      return;
    }
    setWrong(false);
    if (min === range.min && max === range.max) return;
    const next: ListingRange = {};
    if (min !== undefined) next.min = min;
    if (max !== undefined) next.max = max;
    onChange(next);
  };
  const field = (end: 'min' | 'max') => {
    const bound = bounds?.[end];
    return (
      <Box flex="1" minW="0">
        <chakra.label htmlFor={`${id}-${end}`} fontSize="xs" color="fg.muted" display="block">
          {end === 'min' ? FORM_TEXTS.from : FORM_TEXTS.to}
        </chakra.label>
        <Input
          id={`${id}-${end}`}
          size="sm"
          inputMode="decimal"
          autoComplete="off"
          value={typed[end]}
          placeholder={bound === undefined || bound === null ? undefined : formatSpecNumber(bound)}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-error` : undefined}
          onChange={(event) => setTyped({ ...typed, [end]: event.currentTarget.value })}
          onBlur={() => commit()}
        />
      </Box>
    );
  };
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <chakra.form display="flex" gap="2" onSubmit={commit} noValidate>
        {field('min')}
        {field('max')}
        {/* Enter in either field applies the range. */}
        <chakra.button type="submit" hidden />
      </chakra.form>
      {wrong && (
        <Text id={`${id}-error`} fontSize="xs" color="red.700" mt="1">
          {FORM_TEXTS.notANumber}
        </Text>
      )}
    </Fieldset>
  );
}

/**
 * The filters of a listing: each filterable specification of the group (checkboxes with their
 * counts for choices and yes/no, 'Desde'/'Hasta' for numbers, with the group's range as the
 * hint), the price, and 'Limpiar filtros'. The counts are the server's, disjunctive: each facet
 * counted with the other filters on, not its own.
 */
export function FilterForm({ kind, group, filterable, state, onChange }: FilterFormProps) {
  // The previous counts stay while the new ones come (`data`, not `currentData`).
  const { data } = catalogApi.useCatalogFacetsQuery({
    resource: kind.resource,
    group,
    filters: listingApiQuery(state, false),
  });
  const facetOf = (key: string) => data?.facets.find((facet) => facet.key === key);
  const unitOf = (spec: Spec) => (spec.unit ? `${spec.label} (${spec.unit})` : spec.label);
  return (
    <Stack gap="5">
      {filterable.map((spec) =>
        spec.type === 'number' ? (
          <RangeFilter
            key={spec.key}
            legend={unitOf(spec)}
            range={state.ranges[spec.key] ?? {}}
            bounds={facetOf(spec.key)}
            onChange={(range) =>
              onChange((current) => ({
                ...current,
                ranges: { ...current.ranges, [spec.key]: range },
              }))
            }
          />
        ) : (
          <ChoiceFilter
            key={spec.key}
            spec={spec}
            facet={facetOf(spec.key)}
            picked={state.values[spec.key] ?? []}
            onChange={(value, checked) =>
              onChange((current) => {
                const picked = (current.values[spec.key] ?? []).filter((other) => other !== value);
                return {
                  ...current,
                  values: { ...current.values, [spec.key]: checked ? [...picked, value] : picked },
                };
              })
            }
          />
        ),
      )}
      <RangeFilter
        legend={FORM_TEXTS.price}
        range={state.price}
        bounds={data?.price}
        onChange={(price) => onChange((current) => ({ ...current, price }))}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={countActiveFilters(state) === 0}
        onClick={() => onChange((current) => ({ ...DEFAULT_LISTING, order: current.order }))}
      >
        {FORM_TEXTS.clear}
      </Button>
    </Stack>
  );
}
