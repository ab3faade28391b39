import { HStack } from '@chakra-ui/react';
import { Button, IconButton } from '@/components/ui/button';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardIcon, LogInIcon, LogOutIcon } from '@/components/icons';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { signOut as endSession } from '@/lib/sign-out';
import { adminAreaEntered, signInOpened } from '@/stores/session-slice';

export const sessionLabels = {
  signIn: 'Iniciar sesión',
  adminPanel: 'Panel de administración',
  signOut: 'Cerrar sesión',
} as const;

/** The session's actions and what they do, shared by the bar and the side drawer. */
export function useSessionActions() {
  const dispatch = useAppDispatch();
  const online = useAppSelector((state) => state.session.online);
  const admin = useAppSelector((state) => state.session.admin);
  return {
    online,
    admin,
    openSignIn: () => dispatch(signInOpened()),
    enterAdminArea: () => dispatch(adminAreaEntered()),
    signOut: () => {
      void dispatch(endSession());
      toaster.create({ title: 'Sesión cerrada', type: 'info', duration: 3000 });
    },
  };
}

/**
 * Sign-in when offline; admin panel (admins) and sign-out when online. `compact` shows icon
 * buttons (narrow bar), otherwise buttons with text.
 */
export function SessionActions({ compact = false }: { compact?: boolean }) {
  const { online, admin, openSignIn, enterAdminArea, signOut } = useSessionActions();

  if (!online) {
    return compact ? (
      <IconButton
        aria-label={sessionLabels.signIn}
        title={sessionLabels.signIn}
        variant="ghost"
        colorPalette="accent"
        onClick={openSignIn}
      >
        <LogInIcon />
      </IconButton>
    ) : (
      <Button colorPalette="accent" size="md" rounded="full" px="5" onClick={openSignIn}>
        <LogInIcon />
        {sessionLabels.signIn}
      </Button>
    );
  }

  return (
    <HStack gap={compact ? '0' : '2'}>
      {admin &&
        (compact ? (
          <IconButton
            asChild
            aria-label={sessionLabels.adminPanel}
            title={sessionLabels.adminPanel}
            variant="ghost"
            colorPalette="accent"
          >
            <RouterLink to={paths.adminWelcome.href()} onClick={enterAdminArea}>
              <DashboardIcon />
            </RouterLink>
          </IconButton>
        ) : (
          <Button asChild variant="outline" colorPalette="accent" rounded="full" size="md">
            <RouterLink to={paths.adminWelcome.href()} onClick={enterAdminArea}>
              <DashboardIcon />
              {sessionLabels.adminPanel}
            </RouterLink>
          </Button>
        ))}
      {compact ? (
        <IconButton
          aria-label={sessionLabels.signOut}
          title={sessionLabels.signOut}
          variant="ghost"
          onClick={signOut}
        >
          <LogOutIcon />
        </IconButton>
      ) : (
        <Button variant="ghost" size="md" rounded="full" onClick={signOut}>
          <LogOutIcon />
          {sessionLabels.signOut}
        </Button>
      )}
    </HStack>
  );
}
