import { isCorporate } from '@client-admin/domain/client-types';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChannelDashboardCard } from '../../features/channels/components/dashboard/channel-dashboard-card';
import { useClient } from '../../lib/client/get-client';
import { ClientQuickLinks } from '../../features/clients/components/client-quick-links';
import { ClientSummaryCards } from '../../features/clients/components/client-summary-cards';
import { PageLoading } from '../../lib/page-loading';
import { useClientIdParam } from '../../lib/use-client-id-param';
import { errorMessage } from '../../lib/error-message';

export default function ClientDashboardPage() {
  const clientId = useClientIdParam();
  const { data: client, isPending, error } = useClient(clientId);

  if (isPending) return <PageLoading label="Loading client" />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {client.fullName}{' '}
        <Typography component="span" variant="h6" color="text.secondary">
          ID {client.id}
        </Typography>
      </Typography>
      <ClientSummaryCards client={client} />
      <ChannelDashboardCard clientId={client.id} isCorporate={isCorporate(client.clientType)} />
      <ClientQuickLinks clientId={client.id} />
    </Stack>
  );
}
