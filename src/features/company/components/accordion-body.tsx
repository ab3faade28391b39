import { Stack, Text } from '@chakra-ui/react';

/** An accordion item's text (CompanyAccordion), with or without its unfolding animation. */
export function AccordionBody({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Stack gap="3" color="fg.muted" lineHeight="tall" px={{ base: '4', md: '5' }} pb="5">
      {paragraphs.map((paragraph) => (
        <Text key={paragraph.slice(0, 24)}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
