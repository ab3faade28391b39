import { Box, HStack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { applyWaitingUpdate, formatMoment, pwaState } from './pwa-state';

/**
 * The bar's height, as `--notice-bar-height` on the document, for what floats at the foot of the
 * screen (the social links' button) to stand above it rather than behind it.
 */
const NOTICE_BAR_HEIGHT = '--notice-bar-height';

function useHeightOnDocument(element: React.RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const bar = element.current;
    if (!shown || !bar) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty(NOTICE_BAR_HEIGHT, `${bar.offsetHeight}px`),
    );
    observer.observe(bar);
    root.setProperty(NOTICE_BAR_HEIGHT, `${bar.offsetHeight}px`);
    return () => {
      observer.disconnect();
      root.removeProperty(NOTICE_BAR_HEIGHT);
    };
  }, [element, shown]);
}

/**
 * The site's two notices of its offline life, in a bar at the foot of the screen:
 * 'Sin conexión — datos del 12/11, 14:30' while saved data are shown without a server, and
 * 'Nueva versión disponible' with 'Actualizar' when a new build waits.
 */
export function PwaNotices() {
  const { offline, dataFrom, updateReady } = useSyncExternalStore(
    pwaState.subscribe,
    pwaState.getSnapshot,
    pwaState.getServerSnapshot,
  );
  const bar = useRef<HTMLDivElement>(null);
  const shown = offline || updateReady;
  useHeightOnDocument(bar, shown);
  if (!shown) return null;
  return (
    <Box
      ref={bar}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      bg="gray.900"
      color="white"
      px="4"
      py="2"
      fontSize="sm"
      shadow="lg"
    >
      {offline && (
        <Text role="status" py="1">
          {dataFrom === null
            ? 'Sin conexión'
            : `Sin conexión — datos del ${formatMoment(dataFrom)}`}
        </Text>
      )}
      {updateReady && (
        <HStack role="status" justify="space-between" gap="3">
          <Text>Nueva versión disponible</Text>
          <Button size="xs" colorPalette="brand" onClick={applyWaitingUpdate}>
            Actualizar
          </Button>
        </HStack>
      )}
    </Box>
  );
}
