import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { NO_CONNECTION_MESSAGE } from '@/lib/no-connection';
import { lazyWithPreload, usePartCode } from '@/start/lazy-with-preload';
import { MapPinIcon } from '@/components/icons';
import { company } from '@/config/company';
import { useNearViewport } from '@/lib/use-near-viewport';

// Leaflet, react-leaflet and Leaflet's CSS: their own chunk, fetched only near the viewport.
const OfficeMap = lazyWithPreload(
  () => import(/* webpackChunkName: "office-map" */ './office-map'),
);

function MapPlaceholder({
  loading = false,
  offline = false,
}: {
  loading?: boolean;
  offline?: boolean;
}) {
  return (
    <Flex
      h="full"
      direction="column"
      align="center"
      justify="center"
      gap="3"
      bg="brand.50"
      color="brand.800"
      backgroundImage="radial-gradient(circle at 1px 1px, rgba(35, 112, 49, 0.18) 1px, transparent 0)"
      backgroundSize="18px 18px"
    >
      {loading ? <Spinner color="brand.600" size="lg" /> : <MapPinIcon size="2.5em" />}
      <Text fontSize="sm" fontWeight="medium" textAlign="center" px="4">
        {loading ? 'Cargando mapa…' : company.location}
      </Text>
      {offline && (
        <Text fontSize="sm" color="fg.muted" textAlign="center" px="4">
          {NO_CONNECTION_MESSAGE} para ver el mapa.
        </Text>
      )}
    </Flex>
  );
}

export interface LazyOfficeMapProps {
  /** Fixed height of the map box, reserved from the start so nothing below moves. */
  height?: string | Record<string, string>;
}

/**
 * The office map, loaded as the visitor scrolls near it; same-size placeholder until then, and
 * the address with a notice when its code cannot come (no signal: the map is never kept on the
 * phone, its tiles could not load anyway), until the phone is back online.
 */
export function LazyOfficeMap({ height = '420px' }: LazyOfficeMapProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>('400px');
  const code = usePartCode(OfficeMap, near);
  return (
    <Box
      ref={ref}
      h={height}
      w="full"
      position="relative"
      overflow="hidden"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border"
      boxShadow="md"
      zIndex={0}
      css={{ '& .office-marker': { background: 'none', border: 'none' } }}
      role="region"
      aria-label={`Mapa: oficina de ${company.brand}`}
      data-testid="office-map"
    >
      {code === 'ready' ? (
        <OfficeMap.Component />
      ) : (
        <MapPlaceholder loading={near && code === 'waiting'} offline={code === 'offline'} />
      )}
    </Box>
  );
}
