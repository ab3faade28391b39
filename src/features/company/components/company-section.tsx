import { Box, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import {
  DropletIcon,
  FlaskIcon,
  GraduationCapIcon,
  GreenhouseIcon,
  TractorIcon,
} from '@/components/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { sections } from '@/config/paths';
import { companyPillars } from '../company-text';
import { CompanyAccordion } from './company-accordion';

/** One icon per line of business, in the order of `companyPillars`. */
const pillarIcons = [GreenhouseIcon, TractorIcon, FlaskIcon, DropletIcon, GraduationCapIcon];

/** The home page's 'Empresa' section: who we are (open by default), mission and vision. */
export function CompanySection() {
  return (
    <Box
      as="section"
      id={sections.company}
      aria-labelledby="empresa-titulo"
      py={{ base: '14', md: '20' }}
      bg="bg"
    >
      <Container maxW="7xl" px={{ base: '4', sm: '6' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '1.25fr 1fr' }}
          gap={{ base: '10', lg: '16' }}
          alignItems="start"
        >
          <Box>
            <SectionHeading
              id="empresa-titulo"
              eyebrow="Conózcanos"
              title="Empresa"
              subtitle="Tecnología agrícola boliviana, desde Cochabamba para todo el país."
            />
            <CompanyAccordion />
          </Box>

          <Box
            as="aside"
            aria-labelledby="empresa-lineas"
            bgGradient="to-br"
            gradientFrom="brand.700"
            gradientTo="brand.900"
            color="white"
            rounded="2xl"
            p={{ base: '6', md: '8' }}
            boxShadow="lg"
            mt={{ base: '0', lg: '16' }}
          >
            <Heading as="h3" id="empresa-lineas" fontSize="xl" mb="6">
              Lo que hacemos
            </Heading>
            <Stack as="ul" listStyleType="none" gap="5">
              {companyPillars.map((pillar, index) => {
                const Icon = pillarIcons[index];
                return (
                  <Flex as="li" key={pillar.title} gap="4" align="start">
                    <Flex
                      align="center"
                      justify="center"
                      boxSize="10"
                      rounded="lg"
                      bg="whiteAlpha.200"
                      flexShrink={0}
                      fontSize="xl"
                    >
                      <Icon />
                    </Flex>
                    <Box>
                      <Text fontWeight="semibold">{pillar.title}</Text>
                      <Text fontSize="sm" color="whiteAlpha.900">
                        {pillar.text}
                      </Text>
                    </Box>
                  </Flex>
                );
              })}
            </Stack>
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
