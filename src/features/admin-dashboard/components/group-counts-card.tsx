import { Badge, Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { GroupCount } from '@/shared/schemas/admin';

export interface GroupCountsCardProps {
  title: string;
  icon: ReactNode;
  counts: GroupCount[];
  /** The admin list of one group. */
  groupHref: (urlpath: string) => string;
}

const total = (counts: GroupCount[], key: 'published' | 'drafts') =>
  counts.reduce((sum, c) => sum + c[key], 0);

/** Published and draft items per category (or per service type), each linking to its list. */
export function GroupCountsCard({ title, icon, counts, groupHref }: GroupCountsCardProps) {
  const headingId = `resumen-${title.toLowerCase()}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      rounded="xl"
      borderWidth="1px"
      p={{ base: '4', md: '5' }}
      shadow="xs"
    >
      <Flex align="center" gap="3" mb="4">
        <Flex
          boxSize="10"
          align="center"
          justify="center"
          rounded="lg"
          bg="brand.50"
          color="brand.700"
          fontSize="xl"
        >
          {icon}
        </Flex>
        <Box flex="1">
          <Heading as="h2" id={headingId} fontSize="lg">
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {total(counts, 'published')} publicados · {total(counts, 'drafts')} borradores
          </Text>
        </Box>
      </Flex>
      <Stack as="ul" listStyleType="none" gap="1">
        {counts.map(({ group, published, drafts }) => (
          <li key={group.id}>
            <chakra.a
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              rounded="md"
              _hover={{ bg: 'gray.50' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
            >
              <RouterLink to={groupHref(group.urlpath)}>
                <Text flex="1" fontWeight="medium" color="fg">
                  {group.name}
                </Text>
                <Badge colorPalette="green" variant="subtle" aria-label={`${published} publicados`}>
                  {published}
                  <chakra.span display={{ base: 'none', sm: 'inline' }}> publicados</chakra.span>
                </Badge>
                <Badge colorPalette="gray" variant="subtle" aria-label={`${drafts} borradores`}>
                  {drafts}
                  <chakra.span display={{ base: 'none', sm: 'inline' }}> borradores</chakra.span>
                </Badge>
              </RouterLink>
            </chakra.a>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
