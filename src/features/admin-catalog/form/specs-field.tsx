import {
  Field,
  Flex,
  Grid,
  Heading,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  Skeleton,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';
import { getIn, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { CatalogKind } from '@/config/catalog-kinds';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { useGroupSpecsQuery } from '@/lib/specs-api';
import { SPEC_TEXT_MAX, type Spec } from '@/shared/schemas/specs';
import type { ItemFormValues } from './item-form-values';

/** A value's message: its rule's words once touched or after a save was tried. */
function useSpecError(key: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<ItemFormValues>();
  const error = getIn(errors, `specs.${key}`) as string | undefined;
  return error && (submitCount > 0 || getIn(touched, `specs.${key}`)) ? error : undefined;
}

function YesNoField({ spec }: { spec: Spec }) {
  const { values, setFieldValue } = useFormikContext<ItemFormValues>();
  const value = values.specs[spec.key];
  const name = `specs.${spec.key}`;
  return (
    <Stack gap="1">
      <Switch.Root
        recipe={switchSlotRecipe}
        colorPalette="accent"
        checked={value === true}
        onCheckedChange={(details) => void setFieldValue(name, details.checked)}
      >
        <Switch.HiddenInput aria-describedby={`${name}-estado`} />
        <Switch.Control />
        <Switch.Label fontWeight="medium">{spec.label}</Switch.Label>
      </Switch.Root>
      <Flex align="center" gap="2" fontSize="xs" color="fg.muted">
        <Text id={`${name}-estado`}>
          {value === true ? 'Sí' : value === false ? 'No' : 'Sin indicar'}
        </Text>
        {typeof value === 'boolean' && (
          <Button
            size="xs"
            variant="ghost"
            aria-label={`Dejar «${spec.label}» sin indicar`}
            onClick={() => void setFieldValue(name, '')}
          >
            Dejar sin indicar
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

function SpecField({ spec }: { spec: Spec }) {
  const { getFieldProps } = useFormikContext<ItemFormValues>();
  const error = useSpecError(spec.key);
  if (spec.type === 'boolean') return <YesNoField spec={spec} />;
  const field = getFieldProps<string | undefined>(`specs.${spec.key}`);
  const props = { ...field, value: field.value ?? '' };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>
        {spec.label}
        {spec.unit && <VisuallyHidden> ({spec.unit})</VisuallyHidden>}
      </Field.Label>
      {spec.type === 'choice' ? (
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field {...props} bg="white">
            <option value="">Sin indicar</option>
            {(spec.choices ?? []).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : spec.type === 'number' ? (
        <InputGroup
          endElement={spec.unit ? <span aria-hidden="true">{spec.unit}</span> : undefined}
        >
          <Input {...props} bg="white" inputMode="decimal" autoComplete="off" />
        </InputGroup>
      ) : (
        <Input {...props} bg="white" autoComplete="off" maxLength={SPEC_TEXT_MAX} />
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export interface SpecsFieldProps {
  config: CatalogKind;
  /** Told the chosen group's list whenever it changes (undefined while it loads or failed). */
  onSpecs: (specs: readonly Spec[] | undefined) => void;
}

/**
 * 'Especificaciones': a field for each specification of the chosen group, in its order —
 * numbers with their unit, a list for choices, a switch for yes/no; empty is no value. Another
 * group shows its own list.
 */
export function SpecsField({ config, onSpecs }: SpecsFieldProps) {
  const { values, validateForm } = useFormikContext<ItemFormValues>();
  const group = config.groups.find((g) => String(g.id) === values.groupId);
  const query = useGroupSpecsQuery(
    { resource: config.resource, group: group?.id ?? 0 },
    { skip: !group },
  );
  // The list of the group chosen now: none while another group's list is on its way.
  const specs = group ? query.currentData?.specs : undefined;

  useEffect(() => {
    onSpecs(specs);
    // The rules of the new list apply at once to the values already typed.
    void validateForm();
  }, [specs, onSpecs, validateForm]);

  return (
    <Stack gap="4">
      <Heading as="h2" fontSize="md">
        Especificaciones
      </Heading>
      {!group ? (
        <Text color="fg.muted" fontSize="sm">
          Elija {config.groupLabel.toLowerCase()} para ver sus especificaciones.
        </Text>
      ) : query.error && !specs ? (
        <Flex align="center" gap="3" wrap="wrap" role="alert">
          <Text color="red.700" fontSize="sm">
            {errorMessage(query.error)}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </Flex>
      ) : !specs ? (
        <Skeleton h="20" rounded="lg" aria-busy="true" />
      ) : specs.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {group.label} no tiene especificaciones.{' '}
          <Link asChild color="brand.700">
            <RouterLink to={paths.adminSpecs.href(config.resource, group.urlpath)}>
              Definirlas
            </RouterLink>
          </Link>
        </Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' }} gap="5">
          {specs.map((spec) => (
            <SpecField key={spec.key} spec={spec} />
          ))}
        </Grid>
      )}
    </Stack>
  );
}
