import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CompassIcon } from '../icons';

/** A share link to an item that does not exist (any more): say so and offer the home page. */
export function ItemNotFound({ title, description }: { title: string; description: string }) {
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Box
        mx="auto"
        mb="5"
        boxSize="16"
        rounded="full"
        bg="brand.50"
        color="brand.700"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontSize="3xl"
        aria-hidden="true"
      >
        <CompassIcon />
      </Box>
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight" mb="3">
        {title}
      </Heading>
      <Text color="fg.muted" mb="8">
        {description}
      </Text>
      <Button asChild colorPalette="brand" rounded="full" px="6">
        <RouterLink to={paths.home.href()}>Ir a la página de inicio</RouterLink>
      </Button>
    </Container>
  );
}
