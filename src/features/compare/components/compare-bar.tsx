import { Box, chakra, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, IconButton } from '@/components/ui/button';
import { CloseIcon } from '@/components/icons';
import { CATALOG_KINDS } from '@/config/catalog-kinds';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { useHeightOnDocument } from '@/lib/use-height-on-document';
import { imageUrl } from '@/shared/image-url';
import { compareItemRemoved } from '@/stores/compare-slice';
import { COMPARE_LABEL } from '../texts';

/** The bar's height on the document, for the social links' button to stand above it. */
const BAR_HEIGHT = '--compare-bar-height';

/**
 * The comparison at the foot of the screen while it has items: 'Comparar (3)', each item (its
 * picture, its name from 480 px on, a button that takes it out) and 'Ver comparación'. A space
 * as tall as the bar follows the page, so the bar covers none of it; the social links' button
 * stands above it (`--compare-bar-height`), and it above the offline notice.
 */
export default function CompareBar() {
  const items = useAppSelector((state) => state.compare.items);
  const dispatch = useAppDispatch();
  const bar = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = items.length > 0;
  useHeightOnDocument(bar, shown, BAR_HEIGHT);
  if (!shown) return null;
  const kind = CATALOG_KINDS[items[0].kind];
  const href = paths.compare.href(
    kind.kind,
    items.map((item) => item.code),
  );
  return (
    <>
      <Box aria-hidden="true" h={`var(${BAR_HEIGHT}, 0px)`} />
      <Box
        ref={bar}
        as="section"
        aria-labelledby={titleId}
        position="fixed"
        insetX="0"
        bottom="var(--notice-bar-height, 0px)"
        zIndex="sticky"
        bg="bg"
        borderTopWidth="1px"
        borderColor="border"
        boxShadow="0 -4px 12px rgba(0, 0, 0, 0.08)"
        py="2"
      >
        <Container maxW="7xl">
          {/* On a phone the items have a line of their own, under the count and the link. */}
          <Flex align="center" columnGap="3" rowGap="2" wrap="wrap" justify="space-between">
            <Text id={titleId} fontWeight="semibold" flexShrink={0}>
              {`${COMPARE_LABEL} (${items.length})`}
            </Text>
            <HStack
              as="ul"
              gap="2"
              listStyleType="none"
              minW="0"
              order={{ base: 2, md: 1 }}
              flexBasis={{ base: 'full', md: 'auto' }}
              flex={{ md: '1' }}
            >
              {items.map((item) => (
                <HStack
                  as="li"
                  key={`${item.kind}:${item.id}`}
                  gap="1"
                  minW="0"
                  borderWidth="1px"
                  borderColor="border"
                  rounded="md"
                  ps="1"
                >
                  <Box
                    flexShrink={0}
                    w="10"
                    rounded="sm"
                    overflow="hidden"
                    bg="gray.100"
                    aspectRatio="3 / 2"
                  >
                    {item.image && (
                      <chakra.img
                        src={imageUrl(kind.resource, item.image, 300)}
                        alt=""
                        width={300}
                        height={200}
                        w="full"
                        h="full"
                        objectFit="cover"
                      />
                    )}
                  </Box>
                  <Text
                    fontSize="sm"
                    maxW="32"
                    truncate
                    display={{ base: 'none', sm: 'block' }}
                    title={item.name}
                  >
                    {item.name}
                  </Text>
                  <IconButton
                    aria-label={`Quitar ${item.name} de la comparación`}
                    title="Quitar de la comparación"
                    variant="ghost"
                    size="xs"
                    onClick={() => dispatch(compareItemRemoved(item))}
                  >
                    <CloseIcon />
                  </IconButton>
                </HStack>
              ))}
            </HStack>
            {/* Clear of the social links' button at the right on a phone (it stands above). */}
            <Button asChild colorPalette="accent" size="sm" order={{ base: 1, md: 2 }}>
              <RouterLink to={href}>Ver comparación</RouterLink>
            </Button>
          </Flex>
        </Container>
      </Box>
    </>
  );
}
