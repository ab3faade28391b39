import { Box, chakra, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/icons';

export interface ScreenHeaderProps {
  backHref: string;
  backLabel: string;
  title: string;
  /** Under the title: the item's name and state. */
  children?: ReactNode;
  actions?: ReactNode;
}

/** The top of a create/edit screen: a way back to the list, the title, and side actions. */
export function ScreenHeader({ backHref, backLabel, title, children, actions }: ScreenHeaderProps) {
  return (
    <Box mb="5">
      <chakra.a
        asChild
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        fontSize="sm"
        fontWeight="medium"
        color="fg.muted"
        mb="2"
        _hover={{ color: 'brand.700' }}
      >
        <RouterLink to={backHref}>
          <ArrowLeftIcon />
          {backLabel}
        </RouterLink>
      </chakra.a>
      <Flex
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        direction={{ base: 'column', md: 'row' }}
        gap="3"
      >
        <Box minW="0">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {children}
        </Box>
        {actions && (
          <Flex gap="2" wrap="wrap" flexShrink={0}>
            {actions}
          </Flex>
        )}
      </Flex>
    </Box>
  );
}
