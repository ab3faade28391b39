import { Field, Grid, Input, NativeSelect } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { Form, Formik, type FormikHelpers } from 'formik';
import { object, mixed, string } from 'yup';
import { FormAlert } from '@/components/ui/form-alert';
import { IMPORT_LIMITS, type CatalogIoKind } from '@/shared/schemas/catalog-io';
import type { ImportFiles } from '../api';
import { KIND_LABELS } from './texts';

interface ImportValues {
  kind: CatalogIoKind;
  file: File | null;
  photos: File | null;
}

const MB = 1024 * 1024;

const schema = object({
  kind: string().oneOf(['products', 'services']).required(),
  file: mixed<File>()
    .required('Elija un archivo CSV o Excel.')
    .test(
      'size',
      `El archivo supera ${IMPORT_LIMITS.fileBytes / MB} MB: divídalo en partes.`,
      (f) => !f || f.size <= IMPORT_LIMITS.fileBytes,
    ),
  photos: mixed<File>()
    .nullable()
    .test(
      'size',
      `El ZIP de fotos supera ${IMPORT_LIMITS.zipBytes / MB} MB.`,
      (f) => !f || f.size <= IMPORT_LIMITS.zipBytes,
    ),
});

const fileInputStyles = { fontSize: 'sm', py: '1.5', bg: 'white' } as const;

export interface ImportFormProps {
  /** Runs the dry run; a string is the server's refusal, shown under the form. */
  onReview: (files: ImportFiles) => Promise<string | undefined>;
  disabled?: boolean;
}

/** The file picker of an import: spreadsheet, optional ZIP of pictures, kind; 'Revisar'. */
export function ImportForm({ onReview, disabled }: ImportFormProps) {
  const submit = async (values: ImportValues, helpers: FormikHelpers<ImportValues>) => {
    helpers.setStatus(undefined);
    const refusal = await onReview({
      kind: values.kind,
      file: values.file!,
      photos: values.photos,
    });
    if (refusal) helpers.setStatus(refusal);
  };
  return (
    <Formik<ImportValues>
      initialValues={{ kind: 'products', file: null, photos: null }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({
        getFieldProps,
        setFieldValue,
        setFieldTouched,
        errors,
        touched,
        isSubmitting,
        status,
      }) => (
        <Form noValidate aria-label="Importar un archivo">
          <Grid
            templateColumns={{ base: '1fr', md: '1fr 1fr 12rem auto' }}
            gap="4"
            alignItems="start"
          >
            <Field.Root invalid={Boolean(touched.file && errors.file)} required>
              <Field.Label>
                Archivo CSV o Excel
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="file"
                name="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                css={fileInputStyles}
                onChange={(e) => {
                  void setFieldValue('file', e.currentTarget.files?.[0] ?? null);
                  void setFieldTouched('file', true, false);
                }}
              />
              <Field.ErrorText>{errors.file as string}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.photos)}>
              <Field.Label>Fotos (ZIP, opcional)</Field.Label>
              <Input
                type="file"
                name="photos"
                accept=".zip,application/zip"
                css={fileInputStyles}
                onChange={(e) => void setFieldValue('photos', e.currentTarget.files?.[0] ?? null)}
              />
              <Field.HelperText>CODIGO-1.jpg, CODIGO-2.webp…</Field.HelperText>
              <Field.ErrorText>{errors.photos as string}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Catálogo</Field.Label>
              <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field {...getFieldProps('kind')}>
                  {(['products', 'services'] as const).map((kind) => (
                    <option key={kind} value={kind}>
                      {KIND_LABELS[kind]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="accent"
              loading={isSubmitting}
              disabled={disabled}
              mt={{ md: '6' }}
            >
              Revisar
            </Button>
          </Grid>
          {typeof status === 'string' && <FormAlert>{status}</FormAlert>}
        </Form>
      )}
    </Formik>
  );
}
