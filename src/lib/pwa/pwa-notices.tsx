import { Box, HStack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useRef, useSyncExternalStore } from 'react';
import { useHeightOnDocument } from '@/lib/use-height-on-document';
import { applyWaitingUpdate, formatMoment, pwaState } from './pwa-state';

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
  useHeightOnDocument(bar, shown, '--notice-bar-height');
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
