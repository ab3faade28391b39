import { Box, Button } from '@chakra-ui/react';
import { AnimatePresence, m } from 'framer-motion';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '@/components/icons';
import type { NavLinkEntry } from '../nav-entries';

export interface NavDropdownProps {
  label: string;
  entries: NavLinkEntry[];
  active: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A bar entry that unfolds a list of links (Productos, Servicios): the disclosure pattern
 * recommended for site navigation. Arrow keys move between the links, Escape folds it and
 * returns focus to the button, a click or focus elsewhere folds it too.
 */
export function NavDropdown({ label, entries, active, onOpenChange }: NavDropdownProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Open for the page it was opened on: going to another page folds it.
  const { key: locationKey } = useLocation();
  const [openOnPage, setOpenOnPage] = useState<string | null>(null);
  const open = openOnPage === locationKey;
  const setOpen = (value: boolean) => setOpenOnPage(value ? locationKey : null);

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-nav-link]') ?? []);

  useEffect(() => {
    onOpenChange?.(open);
  }, [open, onOpenChange]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOnPage(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    // The list renders on the next frame when it was closed.
    requestAnimationFrame(() => {
      const items = links();
      if (items.length === 0) return;
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        index === -1
          ? step === 1
            ? 0
            : items.length - 1
          : (index + step + items.length) % items.length;
      items[next].focus();
    });
  };

  return (
    <Box
      ref={rootRef}
      position="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        variant="ghost"
        size="md"
        fontWeight="semibold"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(!open)}
        css={navButtonStyles}
      >
        {label}
        <ChevronDownIcon />
      </Button>
      <AnimatePresence>
        {open && (
          <m.div
            id={panelId}
            initial={{ opacity: 0, y: -6 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -6 }}
            transition={{ duration: 0.15 }}
            style={{ position: 'absolute', top: 'calc(100% + 8px)', left: 0, zIndex: 10 }}
          >
            <Box
              as="ul"
              listStyleType="none"
              minW="15rem"
              p="1.5"
              bg="bg"
              rounded="lg"
              borderWidth="1px"
              borderColor="border"
              boxShadow="lg"
            >
              {entries.map((entry) => (
                <li key={entry.href}>
                  <Box
                    asChild
                    display="block"
                    px="3"
                    py="2.5"
                    rounded="md"
                    fontSize="sm"
                    fontWeight="medium"
                    color="fg"
                    _hover={{ bg: 'brand.50', color: 'brand.800' }}
                    _focusVisible={{
                      bg: 'brand.50',
                      color: 'brand.800',
                      outline: '2px solid',
                      outlineColor: 'brand.500',
                    }}
                  >
                    <RouterLink to={entry.href} data-nav-link="" onClick={() => setOpen(false)}>
                      {entry.label}
                    </RouterLink>
                  </Box>
                </li>
              ))}
            </Box>
          </m.div>
        )}
      </AnimatePresence>
    </Box>
  );
}

/** Shared by every bar entry: a green underline marks the current section. */
export const navButtonStyles = {
  position: 'relative',
  _hover: { bg: 'brand.50', color: 'brand.800' },
  '&[aria-expanded=true]': { bg: 'brand.50', color: 'brand.800' },
  '&[data-active]::after': {
    content: '""',
    position: 'absolute',
    insetInline: '3',
    bottom: '1',
    height: '2px',
    rounded: 'full',
    bg: 'brand.500',
  },
  '& svg': { transition: 'transform 0.2s' },
  '&[data-state=open] svg': { transform: 'rotate(180deg)' },
} as const;
