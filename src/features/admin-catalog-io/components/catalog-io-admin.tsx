import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api';
import type { DryRun, ImportJob } from '@/shared/schemas/catalog-io';
import {
  useLastImportQuery,
  useReviewImportMutation,
  useStartImportMutation,
  type ImportFiles,
} from '../api';
import { downloadBlob, errorsCsv } from '../errors-csv';
import { CountsBar } from './counts-bar';
import { ExportPanel } from './export-panel';
import { ImportForm } from './import-form';
import { JobProgress } from './job-progress';
import { ReviewTable } from './review-table';
import { panelStyles } from './texts';

interface Review {
  files: ImportFiles;
  result: DryRun;
}

/** /admin/importar: export the catalogue, and import a spreadsheet after a dry run. */
export function CatalogIoAdmin() {
  const [reviewImport] = useReviewImportMutation();
  const [startImport, { isLoading: starting }] = useStartImportMutation();
  const { data: last } = useLastImportQuery();
  const [review, setReview] = useState<Review | null>(null);
  const [started, setStarted] = useState<ImportJob | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  // The job started here, or on return the last one (still running, or how it ended).
  const job = started ?? last?.job ?? null;

  const onReview = async (files: ImportFiles) => {
    setImportError(null);
    try {
      setReview({ files, result: await reviewImport(files).unwrap() });
      return undefined;
    } catch (error) {
      setReview(null);
      return (error as FetchBaseQueryError).status === 401 ? undefined : errorMessage(error);
    }
  };

  const onImport = async () => {
    if (!review) return;
    setImportError(null);
    try {
      setStarted(await startImport({ ...review.files, token: review.result.token }).unwrap());
      setReview(null);
    } catch (error) {
      if ((error as FetchBaseQueryError).status !== 401) setImportError(errorMessage(error));
    }
  };

  const counts = review?.result.counts;
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          Importar y exportar
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Actualice precios y productos desde una hoja de cálculo. Cada fila se busca por su código:
          se crea, se actualiza o queda sin cambios. Primero se revisa; nada cambia hasta
          «Importar».
        </Text>
      </Box>

      <ExportPanel />

      <Box as="section" aria-labelledby="importar" css={panelStyles}>
        <Heading as="h2" id="importar" fontSize="md" mb="4">
          Importar
        </Heading>
        <Stack gap="5">
          <ImportForm onReview={onReview} disabled={job?.status === 'running' && !review} />
          {review && counts && (
            <Stack gap="4" as="section" aria-label="Revisión">
              <CountsBar counts={counts} />
              <ReviewTable rows={review.result.rows} />
              <Flex gap="2" wrap="wrap">
                <Button
                  colorPalette="accent"
                  loading={starting}
                  disabled={counts.create + counts.update === 0}
                  onClick={() => void onImport()}
                >
                  Importar
                </Button>
                {counts.error > 0 && (
                  <Button
                    variant="outline"
                    onClick={() =>
                      downloadBlob(
                        new Blob([errorsCsv(review.result.rows)], {
                          type: 'text/csv;charset=utf-8',
                        }),
                        'errores-importacion.csv',
                      )
                    }
                  >
                    Descargar errores
                  </Button>
                )}
                <Button variant="ghost" onClick={() => setReview(null)}>
                  Cancelar
                </Button>
              </Flex>
              {counts.error > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  Las filas con error no se importan; las demás sí.
                </Text>
              )}
              {importError && <FormAlert>{importError}</FormAlert>}
            </Stack>
          )}
          {job && !review && <JobProgress key={job.id} initial={job} />}
        </Stack>
      </Box>
    </Stack>
  );
}
