import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AdminFrameProps {
  /** The side column at 1024 px and wider (brand and navigation). */
  aside: ReactNode;
  /** The top bar below 1024 px (brand and the menu button). */
  header: ReactNode;
  /** The current screen. */
  children: ReactNode;
}

/**
 * The admin area's frame — a side column on wide screens, a top bar on narrow ones, the screen
 * beside or below — shared by the admin layout and by the shape shown while the admin area's
 * chunk loads, so that the one replaces the other without a jump.
 */
/** The `id` of the admin area's main region (the skip link's target). */
export const ADMIN_MAIN_ID = 'contenido-admin';

export function AdminFrame({ aside, header, children }: AdminFrameProps) {
  return (
    <Flex minH="100dvh" bg="gray.50" align="stretch">
      <Flex
        as="aside"
        display={{ base: 'none', lg: 'flex' }}
        direction="column"
        gap="8"
        w="64"
        flexShrink={0}
        position="sticky"
        top="0"
        h="100dvh"
        bg="white"
        borderEndWidth="1px"
        px="4"
        py="6"
      >
        {aside}
      </Flex>
      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          display={{ base: 'flex', lg: 'none' }}
          align="center"
          justify="space-between"
          position="sticky"
          top="0"
          zIndex="sticky"
          bg="white"
          borderBottomWidth="1px"
          px="4"
          h="16"
        >
          {header}
        </Flex>
        <Box
          as="main"
          id={ADMIN_MAIN_ID}
          tabIndex={-1}
          flex="1"
          px={{ base: '4', md: '8' }}
          py={{ base: '5', md: '8' }}
          outline="none"
        >
          <Box maxW="6xl" mx="auto">
            {children}
          </Box>
        </Box>
      </Flex>
    </Flex>
  );
}
