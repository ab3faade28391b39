import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { DashboardIcon, LogOutIcon } from '@/components/icons';
import {
  BoxIcon,
  ChartLineIcon,
  ListChecksIcon,
  ExternalLinkIcon,
  UploadIcon,
  UsersIcon,
  WrenchIcon,
} from '@/components/icons/admin';
import { PRODUCT_KIND, SERVICE_KIND } from '@/config/catalog-kinds';
import { paths } from '@/config/paths';

const adminNavLabels = {
  dashboard: 'Inicio del panel',
  products: PRODUCT_KIND.title,
  services: SERVICE_KIND.title,
  specs: 'Especificaciones',
  users: 'Usuarios',
  catalogIo: 'Importar y exportar',
  demand: 'Demanda',
  site: 'Ver sitio',
  signOut: 'Cerrar sesión',
} as const;

const entries = [
  {
    to: paths.adminWelcome.href(),
    label: adminNavLabels.dashboard,
    icon: <DashboardIcon />,
    end: true,
  },
  {
    to: paths.adminDemand.href(),
    label: adminNavLabels.demand,
    icon: <ChartLineIcon />,
    end: true,
  },
  { to: paths.adminProducts.href(), label: adminNavLabels.products, icon: <BoxIcon />, end: false },
  {
    to: paths.adminServices.href(),
    label: adminNavLabels.services,
    icon: <WrenchIcon />,
    end: false,
  },
  {
    to: paths.adminSpecs.href(),
    label: adminNavLabels.specs,
    icon: <ListChecksIcon />,
    end: true,
  },
  { to: paths.adminUsers.href(), label: adminNavLabels.users, icon: <UsersIcon />, end: true },
  {
    to: paths.adminCatalogIo.href(),
    label: adminNavLabels.catalogIo,
    icon: <UploadIcon />,
    end: true,
  },
];

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2.5',
  rounded: 'lg',
  fontWeight: 'medium',
  fontSize: 'sm',
  color: 'gray.700',
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'background 0.15s',
  '& svg': { fontSize: 'lg', flexShrink: 0, color: 'gray.500' },
  _hover: { bg: 'gray.100', color: 'gray.900' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  '&[aria-current=page]': {
    bg: 'brand.50',
    color: 'brand.800',
    fontWeight: 'semibold',
    '& svg': { color: 'brand.600' },
  },
} as const;

const StyledNavLink = chakra(NavLink);

function Item({ children }: { children: ReactNode }) {
  return <Box as="li">{children}</Box>;
}

export interface AdminNavProps {
  /** Called after any entry is chosen (the phone drawer closes itself). */
  onNavigate?: () => void;
  onSignOut: () => void;
  username: string;
}

/** The admin area's own navigation: its screens, the public site and sign-out. */
export function AdminNav({ onNavigate, onSignOut, username }: AdminNavProps) {
  return (
    <Stack as="nav" aria-label="Panel de administración" gap="6" h="full">
      <Stack as="ul" listStyleType="none" gap="1">
        {entries.map((entry) => (
          <Item key={entry.to}>
            <StyledNavLink to={entry.to} end={entry.end} onClick={onNavigate} css={itemStyles}>
              {entry.icon}
              {entry.label}
            </StyledNavLink>
          </Item>
        ))}
      </Stack>
      <Box flex="1" />
      <Stack as="ul" listStyleType="none" gap="1" borderTopWidth="1px" borderColor="border" pt="4">
        <Item>
          <StyledNavLink to={paths.home.href()} onClick={onNavigate} css={itemStyles}>
            <ExternalLinkIcon />
            {adminNavLabels.site}
          </StyledNavLink>
        </Item>
        <Item>
          <chakra.button type="button" onClick={onSignOut} css={itemStyles}>
            <LogOutIcon />
            {adminNavLabels.signOut}
          </chakra.button>
        </Item>
        <Item>
          <Text px="3" pt="2" fontSize="xs" color="fg.muted" truncate>
            Sesión de{' '}
            <chakra.span fontWeight="semibold" color="fg">
              {username}
            </chakra.span>
          </Text>
        </Item>
      </Stack>
    </Stack>
  );
}
