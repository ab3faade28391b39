import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { AnimatePresence, m } from 'framer-motion';
import { useId, useState, type ComponentType } from 'react';
import {
  ChevronDownIcon,
  CompassIcon,
  LeafIcon,
  TargetIcon,
  type IconProps,
} from '@/components/icons';
import { companyAccordion } from '../company-text';
import { MotionProvider } from '@/components/motion/motion-provider';

const accordionIcons: Record<string, ComponentType<IconProps>> = {
  'quienes-somos': LeafIcon,
  mision: TargetIcon,
  vision: CompassIcon,
};

type Item = (typeof companyAccordion)[number];

function AccordionItem({
  item,
  open,
  onToggle,
}: {
  item: Item;
  open: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const Icon = accordionIcons[item.value];
  return (
    <Box
      borderWidth="1px"
      borderColor={open ? 'brand.200' : 'border'}
      rounded="xl"
      bg="bg"
      overflow="hidden"
      boxShadow={open ? 'sm' : 'none'}
      transition="border-color 0.2s, box-shadow 0.2s"
    >
      <Heading as="h3" fontSize="lg" fontWeight="semibold">
        <Flex
          asChild
          w="full"
          align="center"
          gap="3"
          px={{ base: '4', md: '5' }}
          py="4"
          textAlign="start"
          cursor="pointer"
          _hover={{ bg: 'brand.50' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
        >
          <button
            type="button"
            id={`${id}-trigger`}
            aria-expanded={open}
            aria-controls={open ? `${id}-panel` : undefined}
            onClick={onToggle}
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
            <Box as="span" flex="1">
              {item.title}
            </Box>
            <Box
              as="span"
              color="brand.700"
              display="inline-flex"
              transition="transform 0.2s"
              transform={open ? 'rotate(180deg)' : undefined}
            >
              <ChevronDownIcon />
            </Box>
          </button>
        </Flex>
      </Heading>
      <AnimatePresence initial={false}>
        {open && (
          <m.div
            id={`${id}-panel`}
            role="region"
            aria-labelledby={`${id}-trigger`}
            initial={{ height: 0, opacity: 0 }}
            animate={{ height: 'auto', opacity: 1 }}
            exit={{ height: 0, opacity: 0 }}
            transition={{ duration: 0.25, ease: 'easeOut' }}
            style={{ overflow: 'hidden' }}
          >
            <Stack gap="3" color="fg.muted" lineHeight="tall" px={{ base: '4', md: '5' }} pb="5">
              {item.paragraphs.map((paragraph) => (
                <Text key={paragraph.slice(0, 24)}>{paragraph}</Text>
              ))}
            </Stack>
          </m.div>
        )}
      </AnimatePresence>
    </Box>
  );
}

/** Who we are (open by default), mission and vision: one open at a time, all may be closed. */
export function CompanyAccordion() {
  return (
    <MotionProvider>
      <CompanyAccordionItems />
    </MotionProvider>
  );
}

function CompanyAccordionItems() {
  const [openValue, setOpenValue] = useState<string | null>(companyAccordion[0].value);
  return (
    <Stack gap="3">
      {companyAccordion.map((item) => (
        <AccordionItem
          key={item.value}
          item={item}
          open={openValue === item.value}
          onToggle={() => setOpenValue((current) => (current === item.value ? null : item.value))}
        />
      ))}
    </Stack>
  );
}
