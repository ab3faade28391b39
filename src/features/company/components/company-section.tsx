import { Accordion, Box, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import {
  ChevronDownIcon,
  CompassIcon,
  DropletIcon,
  FlaskIcon,
  GraduationCapIcon,
  GreenhouseIcon,
  LeafIcon,
  TargetIcon,
  TractorIcon,
  type IconProps,
} from '../../../components/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { sections } from '../../../config/paths';
import { companyAccordion, companyPillars } from '../company-text';

const accordionIcons: Record<string, ComponentType<IconProps>> = {
  'quienes-somos': LeafIcon,
  mision: TargetIcon,
  vision: CompassIcon,
};

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
            <Accordion.Root collapsible defaultValue={[companyAccordion[0].value]} variant="plain">
              <Stack gap="3">
                {companyAccordion.map((item) => {
                  const Icon = accordionIcons[item.value];
                  return (
                    <Accordion.Item
                      key={item.value}
                      value={item.value}
                      borderWidth="1px"
                      borderColor="border"
                      rounded="xl"
                      bg="bg"
                      overflow="hidden"
                      _open={{ borderColor: 'brand.200', boxShadow: 'sm' }}
                    >
                      <Accordion.ItemTrigger
                        px={{ base: '4', md: '5' }}
                        py="4"
                        cursor="pointer"
                        _hover={{ bg: 'brand.50' }}
                        _focusVisible={{
                          outline: '2px solid',
                          outlineColor: 'brand.500',
                          outlineOffset: '-2px',
                        }}
                      >
                        <Flex
                          as="span"
                          align="center"
                          justify="center"
                          boxSize="9"
                          rounded="lg"
                          bg="brand.50"
                          color="brand.700"
                          flexShrink={0}
                        >
                          <Icon size="1.2em" />
                        </Flex>
                        <Heading
                          as="h3"
                          flex="1"
                          fontSize="lg"
                          fontWeight="semibold"
                          textAlign="start"
                        >
                          {item.title}
                        </Heading>
                        <Accordion.ItemIndicator color="brand.700">
                          <ChevronDownIcon />
                        </Accordion.ItemIndicator>
                      </Accordion.ItemTrigger>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody px={{ base: '4', md: '5' }} pt="0" pb="5">
                          <Stack gap="3" color="fg.muted" lineHeight="tall">
                            {item.paragraphs.map((paragraph) => (
                              <Text key={paragraph.slice(0, 24)}>{paragraph}</Text>
                            ))}
                          </Stack>
                        </Accordion.ItemBody>
                      </Accordion.ItemContent>
                    </Accordion.Item>
                  );
                })}
              </Stack>
            </Accordion.Root>
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
