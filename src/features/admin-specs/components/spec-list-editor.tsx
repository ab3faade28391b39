import { Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { FieldArray, Form, Formik, useFormikContext, type FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { PlusIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { toaster } from '@/components/ui/toaster';
import { useSaveGroupSpecsMutation } from '@/lib/admin-api';
import { errorMessage } from '@/lib/api';
import type { Resource } from '@/shared/catalog';
import { SPECS_MAX, type Spec } from '@/shared/schemas/specs';
import {
  newRow,
  rowName,
  rowsOfSpecs,
  specInputsOf,
  specListSchema,
  type SpecListValues,
} from '../spec-list-form';
import { SpecRowEditor } from './spec-row';

export interface SpecListEditorProps {
  resource: Resource;
  groupId: number;
  /** The group's name in sentences: 'Invernaderos'. */
  groupName: string;
  specs: readonly Spec[];
}

/** After a row moved or was added, focus goes where the admin's next step is. */
const focusLater = (id: string, fallbackId?: string) =>
  requestAnimationFrame(() => {
    const target = document.getElementById(id) as HTMLButtonElement | HTMLInputElement | null;
    const fallback = fallbackId ? document.getElementById(fallbackId) : null;
    (target && !(target as HTMLButtonElement).disabled ? target : fallback)?.focus();
  });

function EditorBody({ groupName }: { groupName: string }) {
  const { values, dirty, isSubmitting, status, resetForm } = useFormikContext<SpecListValues>();
  const [said, setSaid] = useState('');
  const count = values.specs.length;

  return (
    <Form noValidate aria-label={`Especificaciones de ${groupName}`}>
      <FieldArray name="specs">
        {({ move, remove, push }) => (
          <Stack gap="4">
            {count === 0 ? (
              <EmptyState
                title="Este grupo no tiene especificaciones"
                description="Agregue la primera: el área, la potencia, el material…"
              />
            ) : (
              <Stack as="ol" listStyleType="none" gap="4">
                {values.specs.map((row, index) => (
                  <SpecRowEditor
                    key={row.rowId}
                    index={index}
                    count={count}
                    onMove={(from, to) => {
                      move(from, to);
                      setSaid(`${rowName(row)} pasó al lugar ${to + 1} de ${count}.`);
                      const [button, other] = to < from ? ['subir', 'bajar'] : ['bajar', 'subir'];
                      focusLater(`${row.rowId}-${button}`, `${row.rowId}-${other}`);
                    }}
                    onRemove={(at) => {
                      remove(at);
                      setSaid(`Se quitó ${rowName(row)}. Guarde para aplicar el cambio.`);
                      focusLater('agregar-especificacion');
                    }}
                  />
                ))}
              </Stack>
            )}
            <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
            <Flex align="center" gap="3" wrap="wrap">
              <Button
                id="agregar-especificacion"
                variant="outline"
                disabled={count >= SPECS_MAX}
                onClick={() => {
                  const row = newRow();
                  push(row);
                  focusLater(`${row.rowId}-nombre`);
                }}
              >
                <PlusIcon />
                Agregar especificación
              </Button>
              {count >= SPECS_MAX && (
                <Text fontSize="sm" color="fg.muted">
                  Se permiten hasta {SPECS_MAX} especificaciones.
                </Text>
              )}
            </Flex>
          </Stack>
        )}
      </FieldArray>
      {typeof status === 'string' && <FormAlert>{status}</FormAlert>}
      <Flex
        position="sticky"
        bottom="0"
        zIndex="docked"
        justify="flex-end"
        gap="3"
        mt="5"
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
          disabled={!dirty || isSubmitting}
          onClick={() => resetForm()}
          flex={{ base: '1', sm: 'initial' }}
        >
          Descartar cambios
        </Button>
        <Button
          type="submit"
          colorPalette="accent"
          loading={isSubmitting}
          loadingText="Guardando…"
          flex={{ base: '1', sm: 'initial' }}
        >
          Guardar
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * A group's list of specifications, edited as a whole and saved with one PUT. Removing a
 * specification or a choice that items use is answered 409: a dialog gives the server's words
 * (how many items use it) and 'Eliminar de todos modos' saves again with force.
 */
export function SpecListEditor({ resource, groupId, groupName, specs }: SpecListEditorProps) {
  const [save] = useSaveGroupSpecsMutation();
  const [initialValues] = useState(() => rowsOfSpecs(specs));
  const formRef = useRef<FormikProps<SpecListValues>>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [forcing, setForcing] = useState(false);
  const [forceError, setForceError] = useState<string | null>(null);

  /** Sends the list; true once saved (the form then holds what the server kept). */
  const send = async (values: SpecListValues, force: boolean) => {
    const saved = await save({
      resource,
      group: groupId,
      specs: specInputsOf(values),
      force,
    }).unwrap();
    formRef.current?.resetForm({ values: rowsOfSpecs(saved.specs) });
    toaster.create({
      type: 'success',
      title: `Especificaciones de ${groupName} guardadas`,
      duration: 3000,
    });
  };

  const submit = async (values: SpecListValues) => {
    formRef.current?.setStatus(undefined);
    try {
      await send(values, false);
    } catch (error) {
      const status = (error as FetchBaseQueryError).status;
      if (status === 401) return;
      if (status === 409) {
        setForceError(null);
        setConflict(errorMessage(error));
      } else formRef.current?.setStatus(errorMessage(error));
    }
  };

  const force = async () => {
    const values = formRef.current?.values;
    if (!values) return;
    setForcing(true);
    try {
      await send(values, true);
      setConflict(null);
    } catch (error) {
      const status = (error as FetchBaseQueryError).status;
      if (status === 401) setConflict(null);
      else setForceError(errorMessage(error));
    } finally {
      setForcing(false);
    }
  };

  return (
    <>
      <Formik
        innerRef={formRef}
        initialValues={initialValues}
        validationSchema={specListSchema}
        onSubmit={submit}
      >
        <EditorBody groupName={groupName} />
      </Formik>
      <ConfirmDialog
        open={conflict !== null}
        title="Hay datos cargados que se borrarán"
        description={conflict}
        confirmLabel="Eliminar de todos modos"
        onConfirm={() => void force()}
        onCancel={() => setConflict(null)}
        loading={forcing}
        error={forceError}
      />
    </>
  );
}
