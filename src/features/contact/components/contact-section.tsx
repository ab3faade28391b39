import { Box, Container, Flex, Grid, Link, Stack, Text, type TextProps } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, type IconProps } from '@/components/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { SocialLinks } from '@/components/ui/social-links';
import { company } from '@/config/company';
import { sections } from '@/config/paths';
import { WhatsAppForm } from './whatsapp-form';

const telHref = `tel:${company.phone.replace(/\s+/g, '')}`;

/** The small uppercase caption above a piece of contact data. */
function Caption(props: TextProps) {
  return (
    <Text
      fontSize="xs"
      fontWeight="bold"
      textTransform="uppercase"
      letterSpacing="wider"
      color="fg.muted"
      {...props}
    />
  );
}

function ContactRow({
  Icon,
  label,
  children,
}: {
  Icon: ComponentType<IconProps>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Flex as="li" gap="4" align="start">
      <Flex
        align="center"
        justify="center"
        boxSize="10"
        rounded="lg"
        bg="brand.50"
        color="brand.700"
        flexShrink={0}
        fontSize="lg"
      >
        <Icon />
      </Flex>
      <Box minW="0">
        <Caption>{label}</Caption>
        <Box color="fg" fontWeight="medium" overflowWrap="anywhere">
          {children}
        </Box>
      </Box>
    </Flex>
  );
}

const linkStyles = {
  color: 'brand.700',
  _hover: { color: 'brand.900', textDecoration: 'underline' },
} as const;

export interface ContactSectionProps {
  /** Shown beside the contact details (the office map). */
  aside?: ReactNode;
}

/** 'Contactanos' (SPEC.md §2): address, phone, e-mail, a WhatsApp question, networks and hours. */
export function ContactSection({ aside }: ContactSectionProps) {
  return (
    <Box
      as="section"
      id={sections.contact}
      aria-labelledby="contacto-titulo"
      py={{ base: '14', md: '20' }}
      bg="gray.50"
    >
      <Container maxW="7xl" px={{ base: '4', sm: '6' }}>
        <SectionHeading
          id="contacto-titulo"
          eyebrow="Estamos para ayudarle"
          title="Contactanos"
          subtitle="Visítenos en nuestra oficina de Cochabamba o escríbanos: respondemos en horario de atención."
        />
        <Grid
          templateColumns={{ base: '1fr', lg: '1fr 1.15fr' }}
          gap={{ base: '8', lg: '10' }}
          alignItems="stretch"
        >
          <Stack
            bg="bg"
            rounded="2xl"
            borderWidth="1px"
            borderColor="border"
            boxShadow="sm"
            p={{ base: '5', md: '8' }}
            gap="7"
          >
            <Stack as="ul" listStyleType="none" gap="5">
              <ContactRow Icon={MapPinIcon} label="Dirección">
                <Text as="address" fontStyle="normal">
                  {company.location}
                </Text>
              </ContactRow>
              <ContactRow Icon={PhoneIcon} label="Teléfono">
                <Link href={telHref} css={linkStyles}>
                  {company.phone}
                </Link>
              </ContactRow>
              <ContactRow Icon={MailIcon} label="Correo electrónico">
                <Link href={`mailto:${company.email}`} css={linkStyles}>
                  {company.email}
                </Link>
              </ContactRow>
              <ContactRow Icon={ClockIcon} label="Horario de atención">
                <Stack as="ul" listStyleType="none" gap="0.5" fontWeight="normal">
                  {company.hours.map((entry) => (
                    <Text as="li" key={entry.days} fontVariantNumeric="tabular-nums">
                      <Text as="span" fontWeight="semibold">
                        {entry.days}
                      </Text>{' '}
                      {entry.time}
                    </Text>
                  ))}
                </Stack>
              </ContactRow>
            </Stack>
            <WhatsAppForm />
            <Box>
              <Caption mb="3">Síganos</Caption>
              <SocialLinks />
            </Box>
          </Stack>
          {aside && <Box minH={{ lg: '420px' }}>{aside}</Box>}
        </Grid>
      </Container>
    </Box>
  );
}
