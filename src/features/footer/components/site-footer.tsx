import { Box, Container, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SocialLinks } from '@/components/ui/social-links';
import { groupLinks, PRODUCT_KIND, SERVICE_KIND } from '@/config/catalog-kinds';
import { paths } from '@/config/paths';
import { company } from '@/config/company';

const linkStyles = {
  color: 'whiteAlpha.900',
  fontSize: 'sm',
  _hover: { color: 'white', textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
} as const;

function LinkColumn({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  const id = `pie-${title.toLowerCase()}`;
  return (
    <Box as="nav" aria-labelledby={id}>
      <Heading
        as="h2"
        id={id}
        fontSize="sm"
        fontWeight="bold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="white"
        mb="3"
      >
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {links.map((link) => (
          <li key={link.href}>
            <Link asChild css={linkStyles}>
              <RouterLink to={link.href}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The site footer (SPEC.md §2): blue gradient, at least 200 px, quick links and the copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      as="footer"
      minH="200px"
      bgGradient="to-br"
      gradientFrom="sky.700"
      gradientVia="sky.900"
      gradientTo="#061c40"
      color="white"
      // The footer's font grows at 600 px, with the cards' text (SPEC.md §9).
      css={{ fontSize: 'sm', '@media (min-width: 600px)': { fontSize: 'md' } }}
      // Below the screen on every page but the shortest: not styled, laid out or painted until
      // the visitor scrolls near it (docs/decisions.md, "Cards off the screen are not laid
      // out"). Until then it holds about its height at each width, the last thing on the page.
      contentVisibility="auto"
      containIntrinsicBlockSize={{ base: 'auto 686px', md: 'auto 600px', lg: 'auto 364px' }}
    >
      <Container
        maxW="7xl"
        px={{ base: '4', sm: '6' }}
        pt={{ base: '10', md: '14' }}
        pb={{ base: '24', md: '6' }}
      >
        <Grid
          templateColumns={{ base: '1fr 1fr', lg: '1.6fr 1fr 1fr' }}
          gap={{ base: '8', md: '10' }}
        >
          <Stack gap="4" gridColumn={{ base: '1 / -1', lg: 'auto' }} maxW="md">
            <Text fontSize="xl" fontWeight="extrabold" letterSpacing="tight">
              {company.brand}
            </Text>
            <Text color="whiteAlpha.900">
              {company.tagline}: invernaderos, maquinaria, laboratorios, riego tecnificado y
              capacitación desde Cochabamba para toda Bolivia.
            </Text>
            <SocialLinks inverted />
          </Stack>
          <LinkColumn title={PRODUCT_KIND.title} links={groupLinks(PRODUCT_KIND)} />
          <LinkColumn title={SERVICE_KIND.title} links={groupLinks(SERVICE_KIND)} />
        </Grid>
        <Flex
          mt={{ base: '8', md: '12' }}
          pt="5"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          direction={{ base: 'column', md: 'row' }}
          gap="2"
          justify="space-between"
          color="whiteAlpha.900"
          fontSize="sm"
          pe={{ md: '20' }}
        >
          <Text>
            © {year} {company.brand}
          </Text>
          <Text>{company.location}</Text>
          <Link asChild css={linkStyles}>
            <RouterLink to={paths.privacy.href()}>Privacidad</RouterLink>
          </Link>
        </Flex>
      </Container>
    </Box>
  );
}
