import { useRouter, useRouterState } from '@tanstack/react-router';
import { can, isStaffUser } from '@client-admin/domain/auth-flags';
import { Button } from '../../components/plain/button';
import { Chip } from '../../components/plain/chip';
import { ChevronLeftIcon } from '../../components/plain/icons';
import { paths } from '../../config/paths';
import { statusColor } from '../../features/clients/utils/status-color';
import { useAuth } from '../../lib/auth/use-auth';
import { useClient } from '../../lib/current-client';
import { selectClient, useSelectedClientId } from '../../lib/selected-client';
import { navigationHistory } from '../navigation-history';
import { pathAfterClosing } from './open-client';
import styles from './open-client-bar.module.css';

/**
 * Names the client staff have open (the selected client, whose id goes in the clientId header):
 * full name, id and status, with a way back to the client search and a way to close it.
 * Client users never see it: they only ever have their own client.
 */
export function OpenClientBar() {
  const { user, realRoles, flags } = useAuth();
  const selected = useSelectedClientId();
  const staff = user !== null && isStaffUser(realRoles);
  const { data: client } = useClient(staff ? selected : null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const router = useRouter();
  if (!staff || !client || client.id !== selected) return null;

  const searches = can.useAdminDashboard(flags);
  const close = () => {
    const next = pathAfterClosing(
      pathname,
      client.id,
      searches ? paths.adminDashboard() : paths.home(),
    );
    selectClient(null);
    if (next !== null) void router.navigate({ href: next });
  };

  return (
    <section aria-label="Open client" className={styles.bar}>
      <p className={styles.client}>
        <span className={styles.label}>Open client:</span>{' '}
        <span className={styles.name}>{client.fullName}</span>{' '}
        <span className={styles.id}>ID {client.id}</span>{' '}
        <Chip label={client.statusLabel} color={statusColor(client.status)} size="small" />
      </p>
      <div className={styles.actions}>
        {searches && (
          <Button
            size="small"
            href={navigationHistory.lastClientSearch()}
            startIcon={<ChevronLeftIcon fontSize="small" />}
          >
            Back to client search
          </Button>
        )}
        <Button size="small" onClick={close}>
          Close client
        </Button>
      </div>
    </section>
  );
}
