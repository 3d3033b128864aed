import { useRouterState } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { useScreenClass } from '../../lib/use-screen-class';
import { HeaderView } from './header-view';
import { useCurrentClient } from './use-current-client';
import { useTrayNotifications } from './use-tray-notifications';

export function AppHeader() {
  const { user, flags, signOut } = useAuth();
  const { clientId, client } = useCurrentClient();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const notifications = useTrayNotifications();
  const isNarrow = useScreenClass('md');
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
