import { Box } from '@chakra-ui/react';
import { IconButton } from '@/components/ui/button';
import { useEffect, useId, useRef, useState } from 'react';
import { ChatIcon, CloseIcon } from '@/components/icons';
import { lazyMotionPart, useOpenedOnce } from '@/components/motion/lazy-motion-part';

/** The unfolded links (they animate with framer-motion): a chunk of its own. */
const SocialLinksList = lazyMotionPart(
  () => import(/* webpackChunkName: "social-links-list" */ './social-links-list'),
);

const LABEL_OPEN = 'Redes sociales';
const LABEL_CLOSE = 'Cerrar redes sociales';

/**
 * The floating social-links button (SPEC.md §2), fixed bottom-right: it unfolds one round link
 * per network. Escape or a click elsewhere folds it again.
 */
export function SocialFab() {
  const [open, setOpen] = useState(false);
  const everOpened = useOpenedOnce(open);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Box
      ref={rootRef}
      position="fixed"
      right={{ base: '4', md: '6' }}
      // Above the offline and new-version bar when it shows (src/lib/pwa/pwa-notices.tsx), and
      // above the comparison's bar (src/features/compare).
      bottom={{
        base: 'calc(1rem + var(--notice-bar-height, 0px) + var(--compare-bar-height, 0px))',
        md: 'calc(1.5rem + var(--notice-bar-height, 0px) + var(--compare-bar-height, 0px))',
      }}
      zIndex="docked"
    >
      {everOpened && <SocialLinksList id={listId} open={open} label={LABEL_OPEN} />}
      <IconButton
        ref={buttonRef}
        aria-label={open ? LABEL_CLOSE : LABEL_OPEN}
        title={open ? LABEL_CLOSE : LABEL_OPEN}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void SocialLinksList.preload()}
        onFocus={() => void SocialLinksList.preload()}
        size="xl"
        rounded="full"
        colorPalette="accent"
        boxShadow="lg"
        fontSize="2xl"
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </IconButton>
    </Box>
  );
}
