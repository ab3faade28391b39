import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import { useId, useState, type ComponentType } from 'react';
import {
  ChevronDownIcon,
  CompassIcon,
  LeafIcon,
  TargetIcon,
  type IconProps,
} from '@/components/icons';
import { lazyMotionPart, useOpenedOnce } from '@/components/motion/lazy-motion-part';
import { companyAccordion } from '../company-text';
import { AccordionBody } from './accordion-body';

/** An item's body (it unfolds with framer-motion): a chunk of its own, see lazyMotionPart. */
const AccordionPanel = lazyMotionPart(
  () => import(/* webpackChunkName: "accordion-panel" */ './accordion-panel'),
);

const accordionIcons: Record<string, ComponentType<IconProps>> = {
  'quienes-somos': LeafIcon,
  mision: TargetIcon,
  vision: CompassIcon,
};

type Item = (typeof companyAccordion)[number];

function AccordionItem({
  item,
  open,
  animated,
  onToggle,
  onIntent,
}: {
  item: Item;
  open: boolean;
  /** Whether the bodies unfold with an animation (its code has loaded). */
  animated: boolean;
  onToggle: () => void;
  /** A pointer over or a focus on the item's button: the visitor may unfold it. */
  onIntent: () => void;
}) {
  const id = useId();
  const Icon = accordionIcons[item.value];
  const everOpened = useOpenedOnce(open);
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
            onClick={() => {
              onIntent();
              onToggle();
            }}
            onPointerEnter={onIntent}
            onFocus={onIntent}
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
      {animated
        ? (open || everOpened) && (
            <AccordionPanel
              id={`${id}-panel`}
              labelledBy={`${id}-trigger`}
              open={open}
              paragraphs={item.paragraphs}
            />
          )
        : open && (
            <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-trigger`}>
              <AccordionBody paragraphs={item.paragraphs} />
            </div>
          )}
    </Box>
  );
}

/** Who we are (open by default), mission and vision: one open at a time, all may be closed. */
export function CompanyAccordion() {
  const [openValue, setOpenValue] = useState<string | null>(companyAccordion[0].value);
  // The page shows the first item open without any animation code; that code loads when the
  // visitor reaches for a button, and the bodies animate from then on.
  const [animated, setAnimated] = useState(false);
  const loadAnimations = () => void AccordionPanel.preload().then(() => setAnimated(true));
  return (
    <Stack gap="3">
      {companyAccordion.map((item) => (
        <AccordionItem
          key={item.value}
          item={item}
          open={openValue === item.value}
          animated={animated}
          onIntent={loadAnimations}
          onToggle={() => setOpenValue((current) => (current === item.value ? null : item.value))}
        />
      ))}
    </Stack>
  );
}
