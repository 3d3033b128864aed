import type { ReactNode } from 'react';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { Alert } from '../../../../components/plain/alert';
import { Spinner } from '../../../../components/plain/spinner';
import { Surface } from '../../../../components/plain/surface';
import text from '../../../../components/plain/text.module.css';
import { paths } from '../../../../config/paths';
import { AppLink } from '../../../../lib/app-link';
import { useChannelDashboard } from '../../api/get-channel-dashboard';
import { AddChannelButtons } from '../list/add-channel-buttons';
import styles from './channel-dashboard-card.module.css';
import { ChannelDashboardSummary } from './channel-dashboard-summary';

interface ChannelDashboardCardProps {
  clientId: number;
  isCorporate: boolean;
}

function DashboardEmpty({ clientId, isCorporate }: ChannelDashboardCardProps) {
  return (
    <div className={styles.stack}>
      <p className={styles.text}>No lead channels yet</p>
      <AddChannelButtons clientId={clientId} isCorporate={isCorporate} />
    </div>
  );
}

/** The client dashboard's lead channel summary (GET /api/LeadType/dashboard/{clientId}). */
export function ChannelDashboardCard({ clientId, isCorporate }: ChannelDashboardCardProps) {
  const { data, isPending, isError } = useChannelDashboard(clientId);

  let body: ReactNode;
  if (isPending) {
    body = (
      <div className={styles.loading}>
        <Spinner label="Loading lead channels" />
      </div>
    );
  } else if (isError) {
    body = <Alert severity="error">{CHANNEL_MESSAGES.getChannels}</Alert>;
  } else if (data.total === 0) {
    body = <DashboardEmpty clientId={clientId} isCorporate={isCorporate} />;
  } else {
    body = <ChannelDashboardSummary clientId={clientId} dashboard={data} />;
  }

  return (
    <Surface as="section" aria-label="Lead channels" cardContent>
      <div className={styles.stack}>
        <div className={styles.header}>
          <h2 className={text.h6}>Lead channels</h2>
          <AppLink href={paths.client.channels(clientId)} className={text.link}>
            All lead channels
          </AppLink>
        </div>
        {body}
      </div>
    </Surface>
  );
}
