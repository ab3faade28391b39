import { Button, Container } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CompassIcon } from '../icons';
import { EmptyState } from '../ui/empty-state';

/** A share link to an item that does not exist (any more): say so and offer the home page. */
export function ItemNotFound({ title, description }: { title: string; description: string }) {
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <EmptyState
        title={title}
        description={description}
        icon={<CompassIcon />}
        action={
          <Button asChild colorPalette="brand" mt="2">
            <RouterLink to={paths.home.href()}>Ir a la página de inicio</RouterLink>
          </Button>
        }
      />
    </Container>
  );
}
