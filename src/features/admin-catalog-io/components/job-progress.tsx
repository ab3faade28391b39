import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { useAppDispatch } from '@/lib/hooks';
import type { ImportJob } from '@/shared/schemas/catalog-io';
import { useImportJobQuery } from '../api';
import { downloadBlob, errorsCsv } from '../errors-csv';
import { CountsBar } from './counts-bar';
import { STATUS_LABELS } from './texts';

const POLL_MS = 1000;

/** A job's progress bar (rows done / total), fed by polling the server while it runs. */
export function JobProgress({ initial }: { initial: ImportJob }) {
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(initial.status === 'running');
  const { data } = useImportJobQuery(initial.id, {
    pollingInterval: polling ? POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const job = data ?? initial;
  if (polling && job.status !== 'running') setPolling(false);
  const finishedHere = initial.status === 'running' && !polling;

  useEffect(() => {
    // The catalogue changed: every list and item read again shows the imported values.
    if (finishedHere) dispatch(api.util.invalidateTags(['Product', 'Service', 'Summary']));
  }, [dispatch, finishedHere]);

  const percent = job.total ? Math.round((job.done / job.total) * 100) : 100;
  return (
    <Stack gap="3" aria-live="polite">
      <Text fontWeight="semibold">{STATUS_LABELS[job.status]}</Text>
      <Box
        role="progressbar"
        aria-label="Progreso de la importación"
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.done}
        aria-valuetext={`${job.done} de ${job.total} filas`}
        h="3"
        bg="gray.100"
        rounded="full"
        overflow="hidden"
      >
        <Box
          h="full"
          w={`${percent}%`}
          bg={
            job.status === 'done'
              ? 'green.500'
              : job.status === 'running'
                ? 'brand.500'
                : 'orange.400'
          }
          transition="width 0.3s"
        />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {job.done.toLocaleString('es-BO')} de {job.total.toLocaleString('es-BO')} filas ·{' '}
        {job.file_name}
      </Text>
      <CountsBar counts={job.counts} />
      {job.errors.length > 0 && job.status !== 'running' && (
        <Flex>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              downloadBlob(
                new Blob([errorsCsv(job.errors)], { type: 'text/csv;charset=utf-8' }),
                'errores-importacion.csv',
              )
            }
          >
            Descargar errores
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
