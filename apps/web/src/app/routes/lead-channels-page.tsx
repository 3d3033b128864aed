import { useSearch } from '@tanstack/react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UrlTabsPage } from '../../components/url-tabs-page';
import { CampaignsPanel } from '../../features/campaigns/components/campaigns-panel';
import { ClientRulesPanel } from '../../features/client-rules/components/client-rules-panel';
import { ChannelGroupsPanel } from '../../features/channel-groups/components/channel-groups-panel';
import { useChannels } from '../../features/channels/api/get-channels';
import { ChannelsPanel } from '../../features/channels/pages/channels-page';
import { useClientIdParam } from '../../lib/use-client-id-param';

export interface LeadChannelsSearch {
  tab?: 'groups' | 'rules' | 'campaigns';
}

const TABS = [
  { value: 'channels', label: 'Channels' },
  { value: 'groups', label: 'Groups' },
  { value: 'rules', label: 'Client Rules' },
  { value: 'campaigns', label: 'Campaigns' },
] as const;

/**
 * /client/{clientId}/leads/channels: the channel list and, beside it, the channel groups
 * (two features composed here; the groups tab reads the client's channels for its pickers).
 */
export default function LeadChannelsPage() {
  const clientId = useClientIdParam();
  const search: LeadChannelsSearch = useSearch({ strict: false });
  const tab = search.tab ?? 'channels';

  return (
    <UrlTabsPage
      title="Lead Channels"
      idPrefix="lead-channels"
      tabsLabel="Lead channel views"
      tabs={TABS}
      tab={tab}
      defaultTab="channels"
    >
      {tab === 'groups' && <GroupsTab clientId={clientId} />}
      {tab === 'rules' && <RulesTab clientId={clientId} />}
      {tab === 'campaigns' && <CampaignsPanel clientId={clientId} />}
      {tab === 'channels' && <ChannelsPanel clientId={clientId} />}
    </UrlTabsPage>
  );
}

function RulesTab({ clientId }: { clientId: number }) {
  const channels = useChannels(clientId);
  return <ClientRulesPanel clientId={clientId} channels={channels.data ?? []} />;
}

function GroupsTab({ clientId }: { clientId: number }) {
  const channels = useChannels(clientId);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Channel groups
      </Typography>
      <ChannelGroupsPanel
        clientId={clientId}
        channels={channels.data ?? (channels.isError ? [] : null)}
      />
    </Stack>
  );
}
