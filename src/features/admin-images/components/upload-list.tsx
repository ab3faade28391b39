import { Box, chakra, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { CloseButton } from '@/components/ui/button';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { AlertIcon, CheckIcon, ImagesIcon } from '@/components/icons';
import type { UploadEntry } from '../use-image-uploads';

function Preview({ entry }: { entry: UploadEntry }) {
  // A file that is not really a picture cannot be previewed: show the placeholder instead.
  const [broken, setBroken] = useState(false);
  if (!entry.previewUrl || broken) {
    return (
      <Flex
        boxSize="12"
        rounded="md"
        bg="gray.100"
        color="gray.400"
        align="center"
        justify="center"
        flexShrink={0}
      >
        <ImagesIcon />
      </Flex>
    );
  }
  return (
    <chakra.img
      src={entry.previewUrl}
      alt=""
      width={48}
      height={48}
      boxSize="12"
      objectFit="cover"
      rounded="md"
      flexShrink={0}
      onError={() => setBroken(true)}
    />
  );
}

const statusText: Record<UploadEntry['status'], string> = {
  queued: 'En espera',
  uploading: 'Subiendo…',
  done: 'Subida',
  error: 'No se subió',
};

/** Each file being uploaded: thumbnail, name, a progress bar, and the server's message if refused. */
export function UploadList({
  entries,
  onDismiss,
}: {
  entries: UploadEntry[];
  onDismiss: (key: string) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <Stack as="ul" aria-label="Subidas" listStyleType="none" gap="2">
      {entries.map((entry) => (
        <Flex
          as="li"
          key={entry.key}
          align="center"
          gap="3"
          px="3"
          py="2"
          rounded="lg"
          borderWidth="1px"
          borderColor={entry.status === 'error' ? 'red.200' : 'border'}
          bg={entry.status === 'error' ? 'red.50' : 'white'}
          aria-label={entry.fileName}
          data-status={entry.status}
        >
          <Preview entry={entry} />
          <Box flex="1" minW="0">
            <Flex justify="space-between" gap="2" align="center">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {entry.fileName}
              </Text>
              <Flex
                align="center"
                gap="1"
                fontSize="xs"
                flexShrink={0}
                color={
                  entry.status === 'error'
                    ? 'red.700'
                    : entry.status === 'done'
                      ? 'green.700'
                      : 'fg.muted'
                }
              >
                {entry.status === 'done' && <CheckIcon />}
                {entry.status === 'error' && <AlertIcon />}
                {entry.status === 'uploading' ? `${entry.progress} %` : statusText[entry.status]}
              </Flex>
            </Flex>
            {entry.status === 'error' ? (
              <Text role="alert" fontSize="sm" color="red.800" mt="0.5">
                {entry.message}
              </Text>
            ) : (
              <Progress.Root
                recipe={progressSlotRecipe}
                value={entry.status === 'queued' ? 0 : entry.progress}
                max={100}
                size="xs"
                colorPalette={entry.status === 'done' ? 'green' : 'accent'}
                mt="1.5"
              >
                <Progress.Track rounded="full" aria-label={`Progreso de ${entry.fileName}`}>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
          </Box>
          {entry.status === 'error' && (
            <CloseButton
              size="xs"
              aria-label={`Quitar ${entry.fileName} de la lista`}
              onClick={() => onDismiss(entry.key)}
            />
          )}
        </Flex>
      ))}
    </Stack>
  );
}
