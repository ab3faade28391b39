import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { errorMessage } from '@/lib/api';
import type { CatalogItem } from '@/lib/catalog-api';
import type { CatalogKind } from '@/config/catalog-kinds';
import type { Spec } from '@/shared/schemas/specs';
import { DescriptionField } from './description-field';
import { RelatedField } from './related-field';
import { SpecsField } from './specs-field';
import { clearDraft, loadDraft, saveDraft } from './form-draft';
import { ItemFormFields, type FormStatus } from './item-form-fields';
import { formValuesFromItem, itemFormSchema, type ItemFormValues } from './item-form-values';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
  type LeaveBlocker,
} from './unsaved-changes-guard';

export interface CatalogItemFormProps {
  config: CatalogKind;
  initialValues: ItemFormValues;
  /** Where unsaved values are kept (see form-draft). */
  draftKey: string;
  /**
   * Sends the values with the chosen group's specifications (undefined: not loaded); resolves
   * with the item as saved, rejects with the API error.
   */
  save: (values: ItemFormValues, specs: readonly Spec[] | undefined) => Promise<CatalogItem>;
  onSaved: (item: CatalogItem) => void;
  /** Where 'Cancelar' goes (asked about first when there are unsaved changes). */
  cancelHref: string;
  codeHint: string;
}

const sameValues = (a: ItemFormValues, b: ItemFormValues) =>
  JSON.stringify(a) === JSON.stringify(b);

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      shadow="xs"
      p={{ base: '4', md: '6' }}
    >
      {title && (
        <Heading as="h2" fontSize="md" mb="4">
          {title}
        </Heading>
      )}
      {children}
    </Box>
  );
}

/** Keeps unsaved values as a draft, offers a found draft back, and asks before leaving. */
function DraftAndLeaveGuard({ draftKey, blocker }: { draftKey: string; blocker: LeaveBlocker }) {
  const { values, initialValues, dirty, setValues, resetForm } = useFormikContext<ItemFormValues>();
  // A draft left by an earlier visit (expired session, reload) is offered back once.
  const [draft] = useState(() => {
    const found = loadDraft(draftKey);
    return found && !sameValues(found, initialValues) ? found : null;
  });
  const [restored, setRestored] = useState(draft !== null);

  useEffect(() => {
    if (draft) void setValues(draft, true);
  }, [draft, setValues]);

  useEffect(() => {
    if (dirty) saveDraft(draftKey, values);
    else clearDraft(draftKey);
  }, [draftKey, values, dirty]);

  const discard = () => {
    clearDraft(draftKey);
    resetForm();
    setRestored(false);
  };

  return (
    <>
      {restored && dirty && (
        <Flex
          role="status"
          align={{ base: 'stretch', sm: 'center' }}
          direction={{ base: 'column', sm: 'row' }}
          gap="3"
          px="4"
          py="3"
          rounded="lg"
          bg="blue.50"
          borderWidth="1px"
          borderColor="blue.200"
        >
          <Text flex="1" color="blue.900" fontSize="sm">
            Se recuperaron cambios que no se habían guardado.
          </Text>
          <Button size="sm" variant="outline" bg="white" onClick={discard}>
            Descartar cambios
          </Button>
        </Flex>
      )}
      <UnsavedChangesDialog blocker={blocker} onDiscard={() => clearDraft(draftKey)} />
    </>
  );
}

/** Moves focus to the first field with a message after a refused submit. */
function FocusFirstError() {
  const { isValid, isSubmitting } = useFormikContext<ItemFormValues>();
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting && !isValid) {
      document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
    }
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting, isValid]);
  return null;
}

interface ItemFormBodyProps {
  config: CatalogKind;
  draftKey: string;
  codeHint: string;
  cancelHref: string;
  savedRef: RefObject<boolean>;
  onSpecs: (specs: readonly Spec[] | undefined) => void;
}

/** The form's fields and buttons, inside Formik; 'Cancelar' leaves through the unsaved guard. */
function ItemFormBody({
  config,
  draftKey,
  codeHint,
  cancelHref,
  savedRef,
  onSpecs,
}: ItemFormBodyProps) {
  const { isSubmitting, status, dirty } = useFormikContext<ItemFormValues>();
  const leave = useUnsavedChangesGuard(dirty, savedRef);
  return (
    <Form noValidate aria-label={`Datos del ${config.noun}`}>
      <Stack gap="5">
        <DraftAndLeaveGuard draftKey={draftKey} blocker={leave.blocker} />
        <FocusFirstError />
        <Section title="Datos generales">
          <ItemFormFields config={config} codeHint={codeHint} />
        </Section>
        <Section>
          <SpecsField config={config} onSpecs={onSpecs} />
        </Section>
        <Section>
          <DescriptionField />
        </Section>
        <Section>
          <RelatedField resource={config.resource} />
        </Section>
        {(status as FormStatus | undefined)?.message && (
          <Text
            role="alert"
            px="4"
            py="3"
            rounded="lg"
            bg="red.50"
            color="red.800"
            borderWidth="1px"
            borderColor="red.200"
          >
            {(status as FormStatus).message}
          </Text>
        )}
        <Flex
          position="sticky"
          bottom="0"
          zIndex="docked"
          justify="flex-end"
          gap="3"
          py="3"
          px={{ base: '4', md: '6' }}
          mx={{ base: '-4', md: '0' }}
          bg="whiteAlpha.900"
          backdropFilter="blur(6px)"
          borderTopWidth="1px"
          rounded={{ md: 'xl' }}
          borderWidth={{ md: '1px' }}
          shadow={{ md: 'sm' }}
        >
          <Button
            variant="outline"
            onClick={() => leave.navigate(cancelHref)}
            flex={{ base: '1', sm: 'initial' }}
          >
            Cancelar
          </Button>
          <Button
            type="submit"
            colorPalette="accent"
            loading={isSubmitting}
            loadingText="Guardando…"
            flex={{ base: '1', sm: 'initial' }}
            minW="32"
          >
            Guardar
          </Button>
        </Flex>
      </Stack>
    </Form>
  );
}

/** The product/service form (create and edit): Formik + Yup, messages beside each field. */
export function CatalogItemForm({
  config,
  initialValues,
  draftKey,
  save,
  onSaved,
  cancelHref,
  codeHint,
}: CatalogItemFormProps) {
  // Set once a save succeeded, so the navigation that follows is not held as "unsaved".
  const savedRef = useRef(false);
  // The chosen group's specifications: their rules join the form's, their values the write.
  const specsRef = useRef<readonly Spec[] | undefined>(undefined);
  const onSpecs = useCallback((specs: readonly Spec[] | undefined) => {
    specsRef.current = specs;
  }, []);

  const submit = async (values: ItemFormValues, helpers: FormikHelpers<ItemFormValues>) => {
    helpers.setStatus(undefined);
    try {
      const item = await save(values, specsRef.current);
      savedRef.current = true;
      clearDraft(draftKey);
      helpers.resetForm({ values: formValuesFromItem(item) });
      onSaved(item);
    } catch (error) {
      const status = (error as FetchBaseQueryError).status;
      // An expired session is explained by the sign-in drawer; the values stay as a draft.
      if (status === 401) return;
      const message = errorMessage(error);
      const formStatus: FormStatus =
        status === 409 ? { conflict: { field: 'code', value: values.code, message } } : { message };
      helpers.setStatus(formStatus);
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={() => itemFormSchema(specsRef.current)}
      onSubmit={submit}
    >
      <ItemFormBody
        config={config}
        draftKey={draftKey}
        codeHint={codeHint}
        cancelHref={cancelHref}
        savedRef={savedRef}
        onSpecs={onSpecs}
      />
    </Formik>
  );
}
