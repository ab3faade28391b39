import { Box, IconButton, Stack } from '@chakra-ui/react';
import { AnimatePresence, m } from 'framer-motion';
import { useEffect, useId, useRef, useState } from 'react';
import { ChatIcon, CloseIcon } from '@/components/icons';
import { socialLinks } from '@/components/ui/social-links';
import { MotionProvider } from '@/components/motion/motion-provider';

const LABEL_OPEN = 'Redes sociales';
const LABEL_CLOSE = 'Cerrar redes sociales';

/**
 * The floating social-links button (SPEC.md §2), fixed bottom-right: it unfolds one round link
 * per network. Escape or a click elsewhere folds it again.
 */
export function SocialFab() {
  return (
    <MotionProvider>
      <SocialFabMenu />
    </MotionProvider>
  );
}

function SocialFabMenu() {
  const [open, setOpen] = useState(false);
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
      bottom={{ base: '4', md: '6' }}
      zIndex="docked"
    >
      <AnimatePresence>
        {open && (
          <Stack
            as="ul"
            id={listId}
            aria-label={LABEL_OPEN}
            listStyleType="none"
            gap="3"
            mb="3"
            align="center"
          >
            {socialLinks.map(({ name, href, Icon, color }, index) => (
              <m.li
                key={name}
                initial={{ opacity: 0, y: 12, scale: 0.8 }}
                animate={{ opacity: 1, y: 0, scale: 1 }}
                exit={{ opacity: 0, y: 12, scale: 0.8 }}
                transition={{ duration: 0.18, delay: (socialLinks.length - 1 - index) * 0.03 }}
              >
                <Box
                  asChild
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="11"
                  rounded="full"
                  color="white"
                  boxShadow="md"
                  fontSize="xl"
                  transition="transform 0.15s"
                  _hover={{ transform: 'scale(1.08)' }}
                  _focusVisible={{
                    outline: '3px solid',
                    outlineColor: 'brand.300',
                    outlineOffset: '2px',
                  }}
                  style={{ background: color }}
                >
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={name}
                    title={name}
                  >
                    <Icon />
                  </a>
                </Box>
              </m.li>
            ))}
          </Stack>
        )}
      </AnimatePresence>
      <IconButton
        ref={buttonRef}
        aria-label={open ? LABEL_CLOSE : LABEL_OPEN}
        title={open ? LABEL_CLOSE : LABEL_OPEN}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
        size="xl"
        rounded="full"
        colorPalette="brand"
        boxShadow="lg"
        fontSize="2xl"
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </IconButton>
    </Box>
  );
}
