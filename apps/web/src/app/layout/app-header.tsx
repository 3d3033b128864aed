import { useRouterState } from '@tanstack/react-router';
import { can } from '@client-admin/domain/auth-flags';
import { useAuth } from '../../lib/auth/use-auth';
import { useFeatureFlags } from '../../lib/feature-flags';
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
  // Asked only for the roles the opt-in page is for; everyone else never links to it.
  const { flags: featureFlags } = useFeatureFlags(['TerritoryExpansion'], {
    enabled: can.useTerritoriesOptIn(flags, true),
  });
  return (
    <HeaderView
      user={user}
      flags={flags}
      clientId={clientId}
      parentCompany={client?.parentCompany ?? null}
      territoryExpansion={featureFlags.TerritoryExpansion === true}
      pathname={pathname}
      notifications={notifications}
      isNarrow={isNarrow}
      onSignOut={() => {
        signOut().catch((error: unknown) => console.error('Sign-out failed', error));
      }}
    />
  );
}
