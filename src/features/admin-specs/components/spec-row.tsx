import {
  Box,
  Field,
  Flex,
  Grid,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';
import { getIn, useFormikContext } from 'formik';
import { TrashIcon } from '@/components/icons';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import {
  keyOfLabel,
  rowName,
  SPEC_TYPE_OPTIONS,
  type SpecListValues,
  type SpecRow as Row,
} from '../spec-list-form';

export interface SpecRowProps {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** A field's message: once touched or after a save was tried (the highlight limit at once). */
function useRowError(index: number, field: keyof Row, always = false): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<SpecListValues>();
  const path = `specs[${index}].${field}`;
  const error = getIn(errors, path) as string | undefined;
  return error && (always || submitCount > 0 || getIn(touched, path)) ? error : undefined;
}

function SwitchField({
  index,
  field,
  label,
}: {
  index: number;
  field: 'filterable' | 'highlight';
  label: string;
}) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<SpecListValues>();
  const error = useRowError(index, field, true);
  const errorId = `${values.specs[index].rowId}-${field}-error`;
  return (
    <Stack gap="1">
      <Switch.Root
        recipe={switchSlotRecipe}
        colorPalette="accent"
        checked={values.specs[index][field]}
        invalid={Boolean(error)}
        onCheckedChange={(details) => {
          void setFieldValue(`specs[${index}].${field}`, details.checked);
          void setFieldTouched(`specs[${index}].${field}`, true, false);
        }}
      >
        {/* The switch's message is its description: Chakra links only a field's helper text. */}
        <Switch.HiddenInput aria-describedby={error ? errorId : undefined} />
        <Switch.Control />
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
      </Switch.Root>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** One specification of the list: its fields, and buttons to move it and to remove it. */
export function SpecRowEditor({ index, count, onMove, onRemove }: SpecRowProps) {
  const { values, getFieldProps, setFieldValue } = useFormikContext<SpecListValues>();
  const row = values.specs[index];
  const name = rowName(row);
  const path = (field: keyof Row) => `specs[${index}].${field}`;
  const labelError = useRowError(index, 'label');
  const keyError = useRowError(index, 'key');
  const unitError = useRowError(index, 'unit');
  const choicesError = useRowError(index, 'choices');
  const headingId = `${row.rowId}-titulo`;

  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      bg="white"
      rounded="xl"
      borderWidth="1px"
      shadow="xs"
      p={{ base: '4', md: '5' }}
    >
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" id={headingId} fontSize="md">
          <Text as="span" color="fg.muted" fontWeight="medium">
            {index + 1}.{' '}
          </Text>
          {row.label.trim() || 'Nueva especificación'}
        </Heading>
        <Flex gap="1" wrap="wrap">
          <Button
            id={`${row.rowId}-subir`}
            size="xs"
            variant="outline"
            aria-label={`Subir ${name}`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUpIcon />
            Subir
          </Button>
          <Button
            id={`${row.rowId}-bajar`}
            size="xs"
            variant="outline"
            aria-label={`Bajar ${name}`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownIcon />
            Bajar
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Quitar ${name}`}
            onClick={() => onRemove(index)}
          >
            <TrashIcon />
            Quitar
          </Button>
        </Flex>
      </Flex>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="4">
        <Field.Root id={`${row.rowId}-nombre`} invalid={Boolean(labelError)} required>
          <Field.Label>
            Nombre
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            {...getFieldProps(path('label'))}
            onChange={(event) => {
              const label = event.target.value;
              void setFieldValue(path('label'), label);
              if (row.isNew && !row.keyEdited) void setFieldValue(path('key'), keyOfLabel(label));
            }}
            autoComplete="off"
            maxLength={80}
          />
          <Field.ErrorText>{labelError}</Field.ErrorText>
        </Field.Root>
        {row.isNew ? (
          <Field.Root invalid={Boolean(keyError)} required>
            <Field.Label>
              Clave
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              {...getFieldProps(path('key'))}
              onChange={(event) => {
                void setFieldValue(path('key'), event.target.value);
                void setFieldValue(path('keyEdited'), true);
              }}
              autoComplete="off"
              maxLength={40}
              fontFamily="mono"
            />
            {!keyError && (
              <Field.HelperText>
                Va en el enlace de los filtros; no se cambia después.
              </Field.HelperText>
            )}
            <Field.ErrorText>{keyError}</Field.ErrorText>
          </Field.Root>
        ) : (
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1.5">
              Clave
            </Text>
            <Text fontFamily="mono" fontSize="sm" py="2">
              {row.key}
            </Text>
          </Box>
        )}
        <Field.Root>
          <Field.Label>Tipo</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field {...getFieldProps(path('type'))}>
              {SPEC_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {row.type !== 'boolean' && (
          <Field.Root invalid={Boolean(unitError)}>
            <Field.Label>Unidad</Field.Label>
            <Input {...getFieldProps(path('unit'))} autoComplete="off" maxLength={40} />
            {!unitError && <Field.HelperText>Por ejemplo m², HP, l/h.</Field.HelperText>}
            <Field.ErrorText>{unitError}</Field.ErrorText>
          </Field.Root>
        )}
        {row.type === 'choice' && (
          <Field.Root invalid={Boolean(choicesError)} required gridColumn={{ md: 'span 2' }}>
            <Field.Label>
              Opciones
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea {...getFieldProps(path('choices'))} rows={4} autoresize />
            {!choicesError && <Field.HelperText>Una por línea, sin comas.</Field.HelperText>}
            <Field.ErrorText>{choicesError}</Field.ErrorText>
          </Field.Root>
        )}
      </Grid>
      <Flex gap={{ base: '3', md: '6' }} mt="4" direction={{ base: 'column', md: 'row' }}>
        <SwitchField index={index} field="filterable" label="Filtrable en los listados" />
        <SwitchField index={index} field="highlight" label="Destacada en las tarjetas" />
      </Flex>
    </Box>
  );
}
