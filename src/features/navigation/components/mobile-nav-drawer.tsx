import { Box, Drawer, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { Button, CloseButton } from '@/components/ui/button';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { DashboardIcon, LogInIcon, LogOutIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { useBackCloses, useLayerExit, useLayerLinks } from '@/lib/back-closes';
import { scrollToSection } from '../hooks/use-section-link';
import {
  activeGroup,
  navLabels,
  productEntries,
  sections,
  serviceEntries,
  type NavLinkEntry,
} from '../nav-entries';
import { SearchField } from './search-field';
import { sessionLabels, useSessionActions } from './session-actions';

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prepareSearch?: (q?: string) => void;
}

const linkStyles = {
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  px: '3',
  py: '2.5',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'fg',
  _hover: { bg: 'brand.50', color: 'brand.800' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'brand.50', color: 'brand.800', fontWeight: 'semibold' },
} as const;

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = `nav-group-${title.toLowerCase()}`;
  return (
    <Box as="li">
      <Text
        id={id}
        px="3"
        pt="3"
        pb="1"
        fontSize="xs"
        fontWeight="bold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
      >
        {title}
      </Text>
      <Stack as="ul" aria-labelledby={id} listStyleType="none" gap="0" ps="2">
        {children}
      </Stack>
    </Box>
  );
}

/** The side drawer that replaces the bar below 965 px: every entry, the menus expanded. */
export default function MobileNavDrawer({
  open,
  onOpenChange,
  prepareSearch,
}: MobileNavDrawerProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { online, admin, openSignIn, enterAdminArea, signOut } = useSessionActions();
  // What to do once the drawer has closed (its scroll lock released): scroll or open sign-in.
  const afterClose = useRef<(() => void) | null>(null);
  // Android's Back closes the menu and stays on the page.
  const leave = useBackCloses(open, () => onOpenChange(false));

  /** Closes the menu; `then` runs once it has closed and its history entry is off. */
  const close = (then?: () => void) => {
    const left = leave();
    afterClose.current = then ? () => void left.then(then) : null;
    onOpenChange(false);
  };

  // The menu's one way out, for its links and its search: the next page starts, then the menu
  // closes.
  const exit = useLayerExit(leave);
  const followLink = useLayerLinks(exit);
  /** A link of the menu: navigates once the menu's history entry is off. */
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string, then?: () => void) =>
    followLink(event, href, () => close(then));

  const goToSection = (section: string) => () =>
    close(() => {
      if (pathname === paths.home.href() && scrollToSection(section)) return;
      navigate({ pathname: paths.home.href(), hash: `#${section}` });
    });

  const link = (entry: NavLinkEntry) => (
    <li key={entry.href}>
      <Box asChild css={linkStyles}>
        <RouterLink
          to={entry.href}
          aria-current={pathname === entry.href ? 'page' : undefined}
          onClick={(event) => follow(event, entry.href)}
        >
          {entry.label}
        </RouterLink>
      </Box>
    </li>
  );

  const section = (label: string, id: string) => (
    <li>
      <Box asChild css={linkStyles}>
        <a
          href={`/#${id}`}
          onClick={(event) => {
            event.preventDefault();
            goToSection(id)();
          }}
        >
          {label}
        </a>
      </Box>
    </li>
  );

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="xs"
      onExitComplete={() => {
        afterClose.current?.();
        afterClose.current = null;
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Title srOnly>Menú de navegación</Drawer.Title>
            <Drawer.Header borderBottomWidth="1px" py="3">
              <Logo height={34} />
              <Drawer.CloseTrigger asChild position="static" ms="auto">
                <CloseButton aria-label="Cerrar menú" title="Cerrar menú" size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body px="3" py="3">
              <Box px="1" pb="3">
                <SearchField onSearch={(go) => exit(go, close)} prepareSearch={prepareSearch} />
              </Box>
              <nav aria-label="Secciones del sitio">
                <Stack as="ul" listStyleType="none" gap="0.5">
                  <li>
                    <Box asChild css={linkStyles}>
                      <RouterLink
                        to={paths.home.href()}
                        aria-current={activeGroup(pathname) === 'home' ? 'page' : undefined}
                        onClick={(event) =>
                          follow(event, paths.home.href(), () => window.scrollTo({ top: 0 }))
                        }
                      >
                        {navLabels.home}
                      </RouterLink>
                    </Box>
                  </li>
                  {section(navLabels.company, sections.company)}
                  <Group title={navLabels.products}>{productEntries.map(link)}</Group>
                  <Group title={navLabels.services}>{serviceEntries.map(link)}</Group>
                  {section(navLabels.contact, sections.contact)}
                </Stack>
              </nav>
            </Drawer.Body>
            <Drawer.Footer
              flexDirection="column"
              alignItems="stretch"
              gap="2"
              borderTopWidth="1px"
              pt="4"
            >
              {!online && (
                <Button colorPalette="accent" onClick={() => close(openSignIn)}>
                  <LogInIcon />
                  {sessionLabels.signIn}
                </Button>
              )}
              {online && admin && (
                <Button asChild variant="outline" colorPalette="accent">
                  <RouterLink
                    to={paths.adminWelcome.href()}
                    onClick={(event) => {
                      enterAdminArea();
                      follow(event, paths.adminWelcome.href());
                    }}
                  >
                    <DashboardIcon />
                    {sessionLabels.adminPanel}
                  </RouterLink>
                </Button>
              )}
              {online && (
                <>
                  <Separator />
                  <Button variant="ghost" onClick={() => close(signOut)}>
                    <LogOutIcon />
                    {sessionLabels.signOut}
                  </Button>
                </>
              )}
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
