import { useNavigate, useSearch } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
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

type TabValue = (typeof TABS)[number]['value'];

/**
 * /client/{clientId}/leads/channels: the channel list and, beside it, the channel groups
 * (two features composed here; the groups tab reads the client's channels for its pickers).
 */
export default function LeadChannelsPage() {
  const clientId = useClientIdParam();
  const search: LeadChannelsSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const tab = search.tab ?? 'channels';

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Lead Channels
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Lead channel views"
          onChange={(_event, value: string) =>
            void navigate({
              to: '.',
              search: value === 'channels' ? {} : { tab: value as Exclude<TabValue, 'channels'> },
              replace: true,
            })
          }
        >
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`lead-channels-tab-${t.value}`}
              aria-controls={`lead-channels-panel-${t.value}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`lead-channels-panel-${tab}`}
        aria-labelledby={`lead-channels-tab-${tab}`}
      >
        {tab === 'groups' && <GroupsTab clientId={clientId} />}
        {tab === 'rules' && <RulesTab clientId={clientId} />}
        {tab === 'campaigns' && <CampaignsPanel clientId={clientId} />}
        {tab === 'channels' && <ChannelsPanel clientId={clientId} />}
      </Box>
    </Stack>
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
