import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChannelDashboard } from '@client-admin/contracts/channels';
import { paths } from '../../../../config/paths';
import { AppLink } from '../../../../lib/app-link';
import { ChannelStatusChip } from '../list/channel-status-chip';

type AttentionChannel = ChannelDashboard['needsAttention'][number];

// The status chip already says "Paused", so each reason tells what it means for the client.
const REASON_TEXT: Record<AttentionChannel['reason'], string> = {
  incomplete: 'Setup not finished',
  paused: 'Not receiving leads',
  inactivePackage: 'Package no longer active',
};

interface AttentionChannelListProps {
  clientId: number;
  channels: AttentionChannel[];
}

/** The channels that are incomplete, paused or on an inactive package, each linking to its editor. */
export function AttentionChannelList({ clientId, channels }: AttentionChannelListProps) {
  return (
    <Stack component="section" aria-label="Needs attention" spacing={1}>
      <Typography variant="subtitle1" component="h3">
        Needs attention
      </Typography>
      {channels.length === 0 ? (
        <Typography color="text.secondary">Every channel is set up and running.</Typography>
      ) : (
        <List dense disablePadding>
          {channels.map((channel) => (
            <ListItem key={channel.id} disableGutters divider>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0.5, sm: 2 }}
                sx={{ width: '100%', alignItems: { sm: 'center' } }}
              >
                <Link
                  component={AppLink}
                  href={paths.channelEdit(clientId, channel.id)}
                  sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {channel.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {REASON_TEXT[channel.reason]}
                </Typography>
                <ChannelStatusChip
                  status={channel.status}
                  temporaryPause={channel.temporaryPause}
                />
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
