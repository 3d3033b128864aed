import { isCorporate } from '@client-admin/domain/client-types';
import { Alert } from '../../components/plain/alert';
import text from '../../components/plain/text.module.css';
import { ChannelDashboardCard } from '../../features/channels/components/dashboard/channel-dashboard-card';
import { useClient } from '../../lib/current-client';
import { ClientQuickLinks } from '../../features/clients/components/client-quick-links';
import { ClientSummaryCards } from '../../features/clients/components/client-summary-cards';
import { PageLoading } from '../../components/page-loading';
import { useClientIdParam } from '../../lib/use-client-id-param';
import { errorMessage } from '../../lib/error-message';
import styles from './client-dashboard-page.module.css';

export default function ClientDashboardPage() {
  const clientId = useClientIdParam();
  const { data: client, isPending, error } = useClient(clientId);

  if (isPending) return <PageLoading label="Loading client" />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;

  return (
    <div className={styles.page}>
      <h1 className={text.h1}>
        {client.fullName} <span className={`${text.h6} ${text.secondary}`}>ID {client.id}</span>
      </h1>
      <ClientSummaryCards client={client} />
      <ChannelDashboardCard clientId={client.id} isCorporate={isCorporate(client.clientType)} />
      <ClientQuickLinks clientId={client.id} />
    </div>
  );
}
