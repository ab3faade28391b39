import { Box } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '@/components/icons';
import { lazyMotionPart, useOpenedOnce } from '@/components/motion/lazy-motion-part';
import type { NavLinkEntry } from '../nav-entries';

/** The unfolded list (it animates with framer-motion): a chunk of its own, see lazyMotionPart. */
const NavDropdownPanel = lazyMotionPart(
  () => import(/* webpackChunkName: "nav-dropdown-panel" */ './nav-dropdown-panel'),
);

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
  const everOpened = useOpenedOnce(open);

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
    // The list renders on the next frame when it was closed (once its code is there).
    const focusNext = () => {
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
    };
    void NavDropdownPanel.preload().then(() => requestAnimationFrame(focusNext));
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
        onPointerEnter={() => void NavDropdownPanel.preload()}
        onFocus={() => void NavDropdownPanel.preload()}
        css={navButtonStyles}
      >
        {label}
        <ChevronDownIcon />
      </Button>
      {everOpened && (
        <NavDropdownPanel
          id={panelId}
          open={open}
          entries={entries}
          onNavigate={() => setOpen(false)}
        />
      )}
    </Box>
  );
}

/** Shared by every bar entry: a green underline marks the current section. */
export const navButtonStyles = {
  position: 'relative',
  // Narrower below 1280 px, where the bar holds the five entries beside the logo and the search.
  px: { base: '2', xl: '3' },
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
