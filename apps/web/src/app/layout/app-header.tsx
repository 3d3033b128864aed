import { useRouterState } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { HeaderView } from './header-view';
import { useCurrentClient } from './use-current-client';
import { useIsNarrowScreen } from './use-screen-class';
import { useTrayNotifications } from './use-tray-notifications';

export function AppHeader() {
  const { user, flags, signOut } = useAuth();
  const { clientId, client } = useCurrentClient();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const notifications = useTrayNotifications();
  const isNarrow = useIsNarrowScreen();
  return (
    <HeaderView
      user={user}
      flags={flags}
      clientId={clientId}
      parentCompany={client?.parentCompany ?? null}
      pathname={pathname}
      notifications={notifications}
      isNarrow={isNarrow}
      onSignOut={() => {
        signOut().catch((error: unknown) => console.error('Sign-out failed', error));
      }}
    />
  );
}
