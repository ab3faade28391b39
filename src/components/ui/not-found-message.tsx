import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ArrowLeftIcon, CompassIcon } from '../icons';

export interface NotFoundMessageProps {
  title: string;
  description: string;
  /** The link home's text. */
  action: string;
  /** A whole page that is not one (large, with 'ERROR 404'), or an item missing from a page. */
  page?: boolean;
}

/** Something the visitor asked for does not exist: say so and offer the home page. */
export function NotFoundMessage({ title, description, action, page }: NotFoundMessageProps) {
  return (
    <Container
      maxW={page ? '3xl' : '2xl'}
      py={{ base: '16', md: '24' }}
      minH={page ? '60vh' : undefined}
      textAlign="center"
    >
      <Box
        mx="auto"
        mb={page ? '6' : '5'}
        boxSize={page ? '20' : '16'}
        rounded="full"
        bg="brand.50"
        color="brand.700"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontSize={page ? '4xl' : '3xl'}
        aria-hidden="true"
      >
        <CompassIcon />
      </Box>
      {page && (
        <Text fontSize="sm" fontWeight="bold" letterSpacing="widest" color="brand.700" mb="2">
          ERROR 404
        </Text>
      )}
      <Heading
        as="h1"
        fontSize={page ? { base: '3xl', md: '4xl' } : { base: '2xl', md: '3xl' }}
        letterSpacing="tight"
        mb={page ? '4' : '3'}
      >
        {title}
      </Heading>
      <Text
        color="fg.muted"
        fontSize={page ? 'lg' : undefined}
        maxW={page ? 'lg' : undefined}
        mx={page ? 'auto' : undefined}
        mb="8"
      >
        {description}
      </Text>
      <Button
        asChild
        colorPalette="accent"
        {...(page ? { size: 'lg' as const } : {})}
        rounded="full"
        px={page ? '7' : '6'}
      >
        <RouterLink to={paths.home.href()}>
          {page && <ArrowLeftIcon />}
          {action}
        </RouterLink>
      </Button>
    </Container>
  );
}
