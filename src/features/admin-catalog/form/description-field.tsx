import { Box, Grid, Heading, Skeleton, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { lazy, Suspense, useId, useMemo } from 'react';
import { RichText } from '@/components/catalog/rich-text';
import { useFieldError } from './item-form-fields';
import type { ItemFormValues } from './item-form-values';
import { normalizeEditorHtml } from './editor-html';

// The editor (Tiptap and ProseMirror, ~150 KB gzip) loads with the first item form opened, not
// with the admin area's lists.
const RichTextEditor = lazy(() =>
  import(/* webpackChunkName: "admin-editor" */ './rich-text-editor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

/** 'Descripción': the rich-text editor and, beside it, the description as visitors will see it. */
export function DescriptionField() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<ItemFormValues>();
  const error = useFieldError('description');
  const id = useId();
  const preview = useMemo(() => normalizeEditorHtml(values.description), [values.description]);

  return (
    <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="5" alignItems="start">
      <Box>
        <Heading as="h2" id={`${id}-label`} fontSize="md" mb="3">
          Descripción
        </Heading>
        <Suspense fallback={<Skeleton h="60" rounded="lg" />}>
          <RichTextEditor
            id={`${id}-editor`}
            labelledBy={`${id}-label`}
            describedBy={error ? `${id}-error` : `${id}-help`}
            value={values.description}
            onChange={(html) => void setFieldValue('description', html)}
            onBlur={() => void setFieldTouched('description', true)}
            invalid={Boolean(error)}
            placeholder="Describa características, usos y ventajas…"
          />
        </Suspense>
        {error ? (
          <Text id={`${id}-error`} role="alert" fontSize="xs" color="fg.error" mt="1.5">
            {error}
          </Text>
        ) : (
          <Text id={`${id}-help`} fontSize="xs" color="fg.muted" mt="1.5">
            Negrita, cursiva, títulos, listas y enlaces. El texto pegado llega sin formato.
          </Text>
        )}
      </Box>
      <Box as="section" aria-labelledby={`${id}-preview`}>
        <Heading as="h3" id={`${id}-preview`} fontSize="md" mb="3" color="fg.muted">
          Vista previa
        </Heading>
        <Box borderWidth="1px" borderStyle="dashed" rounded="lg" px="5" py="4" bg="white" minH="48">
          {preview ? (
            <RichText html={preview} data-testid="description-preview" />
          ) : (
            <Text color="fg.muted">
              La descripción aparecerá aquí tal como la verán los visitantes.
            </Text>
          )}
        </Box>
      </Box>
    </Grid>
  );
}
