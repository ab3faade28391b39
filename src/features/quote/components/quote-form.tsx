import { Field, Input, Stack } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useFormik } from 'formik';
import { WhatsAppIcon } from '@/components/icons';
import { quoteFormSchema, type QuoteFormValues } from '../quote-schema';

export interface QuoteFormProps {
  /** Nothing to send while the list is empty. */
  disabled: boolean;
  onSend: (values: QuoteFormValues) => void;
}

const initialValues: QuoteFormValues = { name: '', city: '' };

/** 'Su nombre' and 'Ciudad' (both required) and 'Enviar por WhatsApp'. */
export function QuoteForm({ disabled, onSend }: QuoteFormProps) {
  const formik = useFormik<QuoteFormValues>({
    initialValues,
    validationSchema: quoteFormSchema,
    onSubmit: (values) => onSend(values),
  });
  const { errors, touched } = formik;
  const field = (name: keyof QuoteFormValues, label: string, autoComplete: string) => (
    <Field.Root invalid={Boolean(touched[name] && errors[name])} required>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <Input
        name={name}
        autoComplete={autoComplete}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Datos para la cotización">
      <Stack gap="3">
        {field('name', 'Su nombre', 'name')}
        {field('city', 'Ciudad', 'address-level2')}
        <Button type="submit" colorPalette="accent" size="lg" disabled={disabled} mt="1">
          <WhatsAppIcon />
          Enviar por WhatsApp
        </Button>
      </Stack>
    </form>
  );
}
