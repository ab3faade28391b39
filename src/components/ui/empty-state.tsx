import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InboxIcon } from '../icons';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A different icon than the inbox. */
  icon?: ReactNode;
  /** A call to action under the text (a link or a button). */
  action?: ReactNode;
}

/** Nothing to show yet (an empty list): a calm message, never an error. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Stack
      role="status"
      align="center"
      textAlign="center"
      gap="3"
      py="14"
      px="6"
      mx="auto"
      maxW="md"
    >
      <Box
        color="brand.600"
        bg="brand.50"
        rounded="full"
        p="4"
        fontSize="3xl"
        display="inline-flex"
        aria-hidden="true"
      >
        {icon ?? <InboxIcon />}
      </Box>
      {/* A title may quote what the visitor typed: a long word or a pasted address wraps. */}
      <Heading as="h2" size="md" color="fg" overflowWrap="anywhere">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" overflowWrap="anywhere">
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
