import { Box, Field, Grid, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import type { CatalogKind } from '@/config/catalog-kinds';
import type { ItemFormValues } from './item-form-values';

type TextFieldName = 'name' | 'code' | 'price';

/** The field's message: its validation error once touched, or a server conflict on its value. */
export function useFieldError(
  name: Exclude<keyof ItemFormValues, 'relatedIds' | 'specs'>,
): string | undefined {
  const { errors, touched, status, values } = useFormikContext<ItemFormValues>();
  const conflict = (status as FormStatus | undefined)?.conflict;
  if (touched[name] && errors[name]) return errors[name];
  if (conflict && conflict.field === name && conflict.value === values[name])
    return conflict.message;
  return undefined;
}

export interface FormStatus {
  /** A message for the whole form (a failed save). */
  message?: string;
  /** A server refusal tied to a field's value (the code already in use). */
  conflict?: {
    field: Exclude<keyof ItemFormValues, 'relatedIds' | 'specs'>;
    value: string;
    message: string;
  };
}

function TextField({
  name,
  label,
  helper,
  required,
  inputMode,
  maxLength,
}: {
  name: TextFieldName;
  label: string;
  helper?: ReactNode;
  required?: boolean;
  inputMode?: 'decimal' | 'text';
  maxLength?: number;
}) {
  const { getFieldProps } = useFormikContext<ItemFormValues>();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        {...getFieldProps(name)}
        bg="white"
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete="off"
      />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function SwitchField({
  name,
  label,
  helper,
}: {
  name: 'priceVisible' | 'published';
  label: string;
  helper: string;
}) {
  const { values, setFieldValue } = useFormikContext<ItemFormValues>();
  return (
    <Stack gap="1">
      <Switch.Root
        recipe={switchSlotRecipe}
        colorPalette="accent"
        checked={values[name]}
        onCheckedChange={(details) => void setFieldValue(name, details.checked)}
        name={name}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
      </Switch.Root>
      <Text fontSize="xs" color="fg.muted">
        {helper}
      </Text>
    </Stack>
  );
}

/** Name, code, group, price and the two switches of the product/service form. */
export function ItemFormFields({ config, codeHint }: { config: CatalogKind; codeHint: string }) {
  const { getFieldProps } = useFormikContext<ItemFormValues>();
  const groupError = useFieldError('groupId');
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
      <Box gridColumn={{ md: 'span 2' }}>
        <TextField name="name" label="Nombre" required maxLength={200} />
      </Box>
      <TextField name="code" label="Código" helper={codeHint} maxLength={80} />
      <Field.Root invalid={Boolean(groupError)} required>
        <Field.Label>
          {config.groupLabel}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field {...getFieldProps('groupId')} bg="white">
            {config.groups.map((group) => (
              <option key={group.id} value={String(group.id)}>
                {group.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{groupError}</Field.ErrorText>
      </Field.Root>
      <TextField
        name="price"
        label="Precio (Bs.)"
        required
        inputMode="decimal"
        helper="Con coma o punto para los centavos, p. ej. 1500,50"
      />
      <Stack gap="4" justify="center">
        <SwitchField
          name="priceVisible"
          label="Mostrar precio"
          helper={`Si está apagado, el ${config.noun} se muestra sin precio.`}
        />
        <SwitchField
          name="published"
          label="Publicado"
          helper="Los borradores no se muestran en el sitio."
        />
      </Stack>
    </Grid>
  );
}
