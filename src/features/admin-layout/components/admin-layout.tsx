import { Box, chakra, Drawer, Flex, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { CloseButton, IconButton } from '@/components/ui/button';
import { Suspense, useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { MenuIcon } from '@/components/icons';
import { ADMIN_MAIN_ID, AdminFrame } from '@/components/layout/admin-frame';
import { RouteErrorBoundary } from '@/components/route-error';
import { toaster } from '@/components/ui/toaster';
import { PageShown } from '@/start/scroll-hold';
import { paths } from '@/config/paths';
import { useSession, useSessionDispatch } from '@/stores/session-hooks';
import { signOut as endSession } from '@/lib/sign-out';
import { useAdminSession } from '../use-admin-session';
import { AdminNav } from './admin-nav';

function AdminBrand() {
  return (
    <RouterLink to={paths.adminWelcome.href()} aria-label="Inicio del panel de administración">
      <Flex align="center" gap="2.5">
        <img src="/brand/emblem.svg" alt="" width={36} height={36} />
        <Stack gap="0" lineHeight="1.1">
          <Text fontWeight="extrabold" fontSize="md" color="brand.900" letterSpacing="tight">
            Agrotec
          </Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            Administración
          </Text>
        </Stack>
      </Flex>
    </RouterLink>
  );
}

function PageLoading() {
  return (
    <Flex justify="center" py="20" role="status" aria-label="Cargando">
      <Spinner size="lg" color="brand.600" />
    </Flex>
  );
}

/**
 * The admin area's frame: a side navigation (a drawer on phones and tablets) and the current
 * screen. It marks the admin area as entered and leaves for the site when the session ends.
 */
export function AdminLayout() {
  useAdminSession();
  const dispatch = useSessionDispatch();
  const username = useSession((s) => s.user?.username ?? '');
  const [menuOpen, setMenuOpen] = useState(false);

  const signOut = () => {
    setMenuOpen(false);
    void dispatch(endSession());
    toaster.create({ title: 'Sesión cerrada', type: 'info', duration: 3000 });
  };

  return (
    <>
      <chakra.a
        href={`#${ADMIN_MAIN_ID}`}
        position="absolute"
        left="-9999px"
        _focus={{
          left: '4',
          top: '4',
          zIndex: 'skipLink',
          bg: 'white',
          px: '4',
          py: '2',
          rounded: 'md',
          shadow: 'md',
        }}
      >
        Saltar al contenido
      </chakra.a>
      <AdminFrame
        aside={
          <>
            <Box px="2">
              <AdminBrand />
            </Box>
            <AdminNav username={username} onSignOut={signOut} />
          </>
        }
        header={
          <>
            <AdminBrand />
            <IconButton aria-label="Abrir menú" variant="ghost" onClick={() => setMenuOpen(true)}>
              <MenuIcon />
            </IconButton>
          </>
        }
      >
        {/* A screen that fails (its code not downloaded without a network) keeps the menu. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <PageShown />
          </Suspense>
        </RouteErrorBoundary>
      </AdminFrame>

      <Drawer.Root
        open={menuOpen}
        onOpenChange={(e) => setMenuOpen(e.open)}
        placement="start"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="72">
              <Drawer.Header>
                <Drawer.Title asChild>
                  <Box>
                    <AdminBrand />
                  </Box>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body pb="6">
                <AdminNav
                  username={username}
                  onSignOut={signOut}
                  onNavigate={() => setMenuOpen(false)}
                />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label="Cerrar menú" size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
