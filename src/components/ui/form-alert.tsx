import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A server's refusal shown inside a form or dialog, announced to screen readers. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Text role="alert" mt="3" px="3" py="2" rounded="md" bg="red.50" color="red.800" fontSize="sm">
      {children}
    </Text>
  );
}
