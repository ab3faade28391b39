import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon, CompassIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Any path that is not a page (the server answers it with status 404). */
export default function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} minH="60vh" textAlign="center">
      <Box
        mx="auto"
        mb="6"
        boxSize="20"
        rounded="full"
        bg="brand.50"
        color="brand.700"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontSize="4xl"
        aria-hidden="true"
      >
        <CompassIcon />
      </Box>
      <Text fontSize="sm" fontWeight="bold" letterSpacing="widest" color="brand.700" mb="2">
        ERROR 404
      </Text>
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="tight" mb="4">
        Página no encontrada
      </Heading>
      <Text color="fg.muted" fontSize="lg" maxW="lg" mx="auto" mb="8">
        La dirección que buscó no existe o fue movida. Revise el enlace o vuelva al inicio para
        seguir explorando nuestros productos y servicios.
      </Text>
      <Button asChild colorPalette="brand" size="lg" rounded="full" px="7">
        <RouterLink to={paths.home.href()}>
          <ArrowLeftIcon />
          Volver al inicio
        </RouterLink>
      </Button>
    </Container>
  );
}
