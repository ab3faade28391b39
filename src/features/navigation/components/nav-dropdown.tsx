import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronDownIcon } from '../../../components/icons';
import type { NavLinkEntry } from '../nav-entries';

export interface NavDropdownProps {
  label: string;
  entries: NavLinkEntry[];
  active: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A bar entry that opens a menu of links (Productos, Servicios). */
export function NavDropdown({ label, entries, active, onOpenChange }: NavDropdownProps) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-start', gutter: 6 }}
      onOpenChange={(details) => onOpenChange?.(details.open)}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="md"
          fontWeight="semibold"
          color={active ? 'brand.700' : 'fg'}
          data-active={active || undefined}
          css={navButtonStyles}
        >
          {label}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="15rem" p="1.5" rounded="lg" boxShadow="lg">
            {entries.map((entry) => (
              <Menu.Item
                key={entry.href}
                value={entry.href}
                asChild
                px="3"
                py="2.5"
                rounded="md"
                fontSize="sm"
                cursor="pointer"
              >
                <RouterLink to={entry.href}>{entry.label}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Shared by every bar entry: a green underline marks the current section. */
export const navButtonStyles = {
  position: 'relative',
  _hover: { bg: 'brand.50', color: 'brand.800' },
  _expanded: { bg: 'brand.50', color: 'brand.800' },
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
