import { Box, Heading, Text } from '@chakra-ui/react';

export interface SectionHeadingProps {
  /** The heading text. */
  title: string;
  /** A short line above the title (small caps, brand colour). */
  eyebrow?: string;
  /** A sentence under the title. */
  subtitle?: string;
  /** `h1` on a page's top, `h2` for sections (default). */
  as?: 'h1' | 'h2' | 'h3';
  /** An id for aria-labelledby. */
  id?: string;
  align?: 'start' | 'center';
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  /** A long title (a comparison's names): a size smaller. */
  compact?: boolean;
}

/** The heading every section and listing starts with: eyebrow, title, accent bar, subtitle. */
export function SectionHeading({
  title,
  eyebrow,
  subtitle,
  as = 'h2',
  id,
  align = 'start',
  inverted = false,
  compact = false,
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Box textAlign={centered ? 'center' : 'start'} mb={{ base: '6', md: '8' }}>
      {eyebrow && (
        <Text
          textTransform="uppercase"
          letterSpacing="wider"
          fontSize="sm"
          fontWeight="semibold"
          color={inverted ? 'brand.200' : 'brand.700'}
          mb="1"
        >
          {eyebrow}
        </Text>
      )}
      <Heading
        as={as}
        id={id}
        fontSize={
          compact
            ? { base: 'xl', md: '2xl' }
            : as === 'h1'
              ? { base: '2xl', md: '4xl' }
              : { base: '2xl', md: '3xl' }
        }
        fontWeight="bold"
        letterSpacing="tight"
        color={inverted ? 'white' : 'fg'}
      >
        {title}
      </Heading>
      <Box
        aria-hidden="true"
        h="1"
        w="14"
        mt="3"
        rounded="full"
        bgGradient="to-r"
        gradientFrom="brand.500"
        gradientTo="brand.300"
        mx={centered ? 'auto' : undefined}
      />
      {subtitle && (
        <Text
          mt="3"
          color={inverted ? 'whiteAlpha.900' : 'fg.muted'}
          maxW="2xl"
          mx={centered ? 'auto' : undefined}
        >
          {subtitle}
        </Text>
      )}
    </Box>
  );
}
