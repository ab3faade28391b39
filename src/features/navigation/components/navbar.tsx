import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import { IconButton } from '@/components/ui/button';
import { lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { MenuIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/lib/hooks';
import { Hydrate } from '@/start/hydration';
import { useHideOnScroll } from '../hooks/use-hide-on-scroll';
import { DesktopNav } from './desktop-nav';
import { SearchField } from './search-field';
import { SessionActions } from './session-actions';

// The side drawer (and Chakra's dialog machinery) loads the first time it is opened.
const MobileNavDrawer = lazy(
  () => import(/* webpackChunkName: "mobile-nav" */ './mobile-nav-drawer'),
);

const NAVBAR_HEIGHT = { base: '60px', nav: '72px' } as const;

export interface NavbarProps {
  /**
   * The quote list's button ('Cotización'), given by the layout (features do not import each
   * other): `compact` is the phone bar's icon button.
   */
  quoteButton?: (compact: boolean) => ReactNode;
  /**
   * Loads what the results page needs ahead of the navigation (its code on the search field's
   * focus; its code and the results on submit), given by the layout. Keep it stable: it reaches
   * parts hydrated on their own.
   */
  prepareSearch?: (q?: string) => void;
}

/**
 * The site's navigation bar (SPEC.md §2): entries and menus at 965 px and wider, a side drawer
 * below; it slides away on scroll down and comes back on scroll up. The wide and the narrow
 * controls are parts of their own (`Hydrate`): a prerendered page hydrates only the ones shown at
 * its width.
 */
export function Navbar({ quoteButton, prepareSearch }: NavbarProps) {
  const { hidden, reveal } = useHideOnScroll();
  const online = useAppSelector((state) => state.session.online);
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hide = hidden && !menuOpen && !drawerOpen;

  return (
    <Box
      asChild
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgba(255, 255, 255, 0.94)"
      backdropFilter="saturate(180%) blur(10px)"
      borderBottomWidth="1px"
      borderColor="blackAlpha.100"
      boxShadow="0 1px 12px rgba(15, 48, 24, 0.06)"
    >
      {/* A CSS transition, not an animation library: nothing to load before it can move. */}
      <header
        onFocusCapture={reveal}
        style={{
          transform: hide ? 'translateY(-100%)' : 'none',
          transition: 'transform 0.25s ease-out',
        }}
      >
        <Container maxW="7xl" px={{ base: '3', sm: '5', lg: '6' }}>
          <Flex
            as="nav"
            aria-label="Principal"
            align="center"
            gap={{ base: '2', xl: '3' }}
            h={NAVBAR_HEIGHT}
          >
            {/* Never squeezed: the bar's other parts give way (narrower, then icons) instead. */}
            <Box
              asChild
              flexShrink="0"
              rounded="md"
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'brand.500',
                outlineOffset: '4px',
              }}
            >
              <RouterLink to={paths.home.href()}>
                <Logo height={40} />
              </RouterLink>
            </Box>
            <Hydrate scope="nav-links">
              <Box flex="1" display="flex" justifyContent="center" hideBelow="nav">
                <DesktopNav onMenuOpenChange={setMenuOpen} />
              </Box>
            </Hydrate>
            <Hydrate scope="nav-search">
              <Box hideBelow="nav">
                <SearchField prepareSearch={prepareSearch} />
              </Box>
            </Hydrate>
            {/*
             * Between 965 px and 1280 px the quote list's and the session's buttons are icons
             * (named, with a tooltip), so that the logo, the five entries and the search field
             * fit beside them: with their words the bar was ~1 100 px wide. Each variant is a
             * part of its own: a part hydrates once its first element comes into view.
             */}
            {quoteButton && (
              <Hydrate scope="nav-quote-icon">
                <Box hideBelow="nav" hideFrom="xl">
                  {quoteButton(true)}
                </Box>
              </Hydrate>
            )}
            {quoteButton && (
              <Hydrate scope="nav-quote">
                <Box hideBelow="xl">{quoteButton(false)}</Box>
              </Hydrate>
            )}
            {/*
             * A signed-in user's two actions stay icons: with their words they never fit. Whether
             * they show is decided out here: a part hydrates when it comes into view, and one that
             * hid itself would never show a sign-in made before it hydrated.
             */}
            <Box hideBelow="nav" hideFrom={online ? undefined : 'xl'}>
              <Hydrate scope="nav-actions-icons">
                <SessionActions compact />
              </Hydrate>
            </Box>
            {!online && (
              <Hydrate scope="nav-actions">
                <Box hideBelow="xl">
                  <SessionActions />
                </Box>
              </Hydrate>
            )}
            <Hydrate scope="nav-phone">
              <HStack gap="1" ms="auto" hideFrom="nav">
                {quoteButton?.(true)}
                <SessionActions compact />
                <PhoneMenu prepareSearch={prepareSearch} onOpenChange={setDrawerOpen} />
              </HStack>
            </Hydrate>
          </Flex>
        </Container>
      </header>
    </Box>
  );
}

/**
 * The phone bar's menu button and the side drawer it opens (in a portal). The open state is its
 * own, so a tap re-renders the button and the drawer, not the whole bar (docs/decisions.md, "A tap
 * answers first"); the bar hears of it in a transition, after the tap's paint (it stays in view
 * while the drawer is open).
 */
function PhoneMenu({
  prepareSearch,
  onOpenChange,
}: {
  prepareSearch?: (q?: string) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    startTransition(() => onOpenChange(next));
  };
  return (
    <>
      <IconButton
        aria-label="Abrir menú"
        title="Abrir menú"
        aria-expanded={open}
        aria-haspopup="dialog"
        variant="ghost"
        size="md"
        onClick={() => {
          // The menu renders in a transition: the tap's own task only presses the button, and
          // the drawer's render (its chunk, its parts) comes after that paint, not before it.
          startTransition(() => {
            setLoaded(true);
            change(true);
          });
        }}
      >
        <MenuIcon />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onOpenChange={change} prepareSearch={prepareSearch} />
        </Suspense>
      )}
    </>
  );
}
