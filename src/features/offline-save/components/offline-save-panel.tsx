import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useState, useSyncExternalStore } from 'react';
import { CheckIcon, TrashIcon } from '@/components/icons';
import type { CatalogKind } from '@/config/catalog-kinds';
import {
  canSaveOffline,
  formatBytes,
  savedListing,
  type SavedListing,
  type SaveProgress,
} from '../saved-listings';

const loadSaver = () => import(/* webpackChunkName: "offline-save" */ '../save-listing');

type Status =
  | { step: 'idle'; saved: SavedListing | null | undefined }
  | { step: 'saving'; progress: SaveProgress }
  | { step: 'failed'; saved: SavedListing | null | undefined };

/** A service worker taking control makes the panel available. */
function watchController(onChange: () => void) {
  navigator.serviceWorker?.addEventListener('controllerchange', onChange);
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', onChange);
}

/** '32 productos — 3,1 MB'. */
const savedText = (kind: CatalogKind, saved: SavedListing) =>
  `${saved.items} ${kind.noun}${saved.items === 1 ? '' : 's'} — ${formatBytes(saved.bytes)}`;

interface OfflineSavePanelProps {
  kind: CatalogKind;
  group: string;
}

/**
 * 'Guardar sin conexión' under a listing's heading: keeps the listing, its items' pages and
 * pictures on the phone, with progress, then says what it holds with 'Quitar de este teléfono'.
 * Its controls show once a service worker controls the page (it is what answers offline), which
 * the server's HTML cannot know: their row is reserved from the first paint, so the cards below
 * never move when they appear. Keyed by the listing where it is mounted: another listing starts
 * afresh.
 */
export function OfflineSavePanel(props: OfflineSavePanelProps) {
  return (
    <Box minH="9" mb="6">
      <OfflineSaveControls {...props} />
    </Box>
  );
}

function OfflineSaveControls({ kind, group }: OfflineSavePanelProps) {
  const available = useSyncExternalStore(watchController, canSaveOffline, () => false);
  // undefined: not looked up yet (the record is read from localStorage once shown).
  const [status, setStatus] = useState<Status>({ step: 'idle', saved: undefined });

  if (!available) return null;
  const known = status.step === 'saving' ? null : status.saved;
  const saved = known === undefined ? savedListing(kind, group) : known;

  if (status.step === 'saving') {
    const { done, total } = status.progress;
    const percent = total ? Math.round((done / total) * 100) : 0;
    // A plain bar (Chakra's Progress recipe is not in the first load's theme, src/theme/recipes.ts).
    return (
      <Stack gap="1" maxW="sm">
        <Text id="offline-save-progress" fontSize="sm">
          Guardando para ver sin conexión… {total ? `${done} de ${total}` : ''}
        </Text>
        <Box
          role="progressbar"
          aria-labelledby="offline-save-progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          h="2"
          rounded="full"
          bg="brand.100"
          overflow="hidden"
        >
          <Box h="full" w={`${percent}%`} bg="brand.600" transition="width 0.2s" />
        </Box>
      </Stack>
    );
  }

  const save = async () => {
    const previous = saved;
    setStatus({ step: 'saving', progress: { done: 0, total: 0 } });
    try {
      const { saveListing } = await loadSaver();
      const saved = await saveListing(kind, group, (progress) =>
        setStatus({ step: 'saving', progress }),
      );
      setStatus({ step: 'idle', saved });
    } catch {
      setStatus({ step: 'failed', saved: previous });
    }
  };
  const remove = async () => {
    const { removeListing } = await loadSaver();
    await removeListing(kind, group);
    setStatus({ step: 'idle', saved: null });
  };

  return (
    <HStack gap="3" wrap="wrap" role="group" aria-label="Guardar sin conexión">
      {saved ? (
        <>
          <Text fontSize="sm" color="brand.700" display="flex" alignItems="center" gap="1.5">
            <CheckIcon /> Guardado en este teléfono: {savedText(kind, saved)}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void save()}>
            Actualizar copia
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void remove()}>
            <TrashIcon /> Quitar de este teléfono
          </Button>
        </>
      ) : (
        <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void save()}>
          Guardar sin conexión
        </Button>
      )}
      {status.step === 'failed' && (
        <Text role="alert" fontSize="sm" color="red.600">
          No se pudo guardar todo. Revise la conexión e intente de nuevo.
        </Text>
      )}
    </HStack>
  );
}
