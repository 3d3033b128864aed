import { isCorporate } from '@client-admin/domain/client-types';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useClient } from '../../../lib/current-client';
import { PageLoading } from '../../../components/page-loading';
import { useClientIdParam } from '../../../lib/use-client-id-param';
import { errorMessage } from '../../../lib/error-message';
import { useChannelCounts } from '../api/get-channel-counts';
import { AddChannelButtons } from '../components/list/add-channel-buttons';
import { ChannelCountsHeader } from '../components/list/channel-counts-header';
import { ChannelList } from '../components/list/channel-list';

/** /client/{clientId}/leads/channels: the client (loaded by the route) first, then its channels. */
export default function ChannelsPage() {
  const clientId = useClientIdParam();
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Lead Channels
      </Typography>
      <ChannelsPanel clientId={clientId} />
    </Stack>
  );
}

/** The channel counts, the add buttons and the channel list (a tab of the lead channels page). */
export function ChannelsPanel({ clientId }: { clientId: number }) {
  const client = useClient(clientId);
  const counts = useChannelCounts(clientId);
  useFailureToast(counts.isError, CHANNEL_MESSAGES.getChannelCounts);

  return (
    <Stack spacing={3}>
      {client.data && (
        <Stack direction="row" sx={{ justifyContent: { sm: 'flex-end' } }}>
          <AddChannelButtons
            clientId={clientId}
            isCorporate={isCorporate(client.data.clientType)}
          />
        </Stack>
      )}
      {client.isPending && <PageLoading label="Loading client" />}
      {client.error && <Alert severity="error">{errorMessage(client.error)}</Alert>}
      {client.data && (
        <>
          {counts.data && <ChannelCountsHeader counts={counts.data} />}
          <ChannelList clientId={clientId} isCorporate={isCorporate(client.data.clientType)} />
        </>
      )}
    </Stack>
  );
}
