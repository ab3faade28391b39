import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { AlertIcon, RefreshIcon } from '../icons';

export interface ErrorStateProps {
  /** What went wrong, in words a visitor understands. */
  message: string;
  /** Heading above the message. */
  title?: string;
  /** Called by the 'Reintentar' button; without it there is no button. */
  onRetry?: () => void;
  /** True while the retry is running: the button shows a spinner. */
  retrying?: boolean;
}

/** A failed load: a message and a 'Reintentar' button. Announced to screen readers. */
export function ErrorState({
  message,
  title = 'No se pudo cargar',
  onRetry,
  retrying = false,
}: ErrorStateProps) {
  return (
    <Stack
      role="alert"
      align="center"
      textAlign="center"
      gap="3"
      py="12"
      px="6"
      mx="auto"
      maxW="md"
      borderWidth="1px"
      borderColor="red.200"
      bg="red.50"
      rounded="xl"
    >
      <Box color="red.600" fontSize="3xl">
        <AlertIcon />
      </Box>
      <Heading as="h2" size="md" color="red.800">
        {title}
      </Heading>
      <Text color="red.800">{message}</Text>
      {onRetry && (
        <Button
          onClick={onRetry}
          loading={retrying}
          colorPalette="red"
          variant="solid"
          size="sm"
          mt="1"
        >
          <RefreshIcon />
          Reintentar
        </Button>
      )}
    </Stack>
  );
}
