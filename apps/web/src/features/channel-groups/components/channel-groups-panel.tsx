import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { CHANNEL_GROUP_MESSAGES } from '@client-admin/domain/channel-groups/channel-group-messages';
import { PageLoading } from '../../../components/page-loading';
import { useChannelGroups } from '../api/get-channel-groups';
import { GroupCard } from './group-card';
import type { GroupChannel } from './group-channel';
import { GroupNameDialog } from './group-name-dialog';

interface ChannelGroupsPanelProps {
  clientId: number;
  /** The client's channels (the page reads them); null while they load. */
  channels: readonly GroupChannel[] | null;
}

/** The client's channel groups: call channels sharing one schedule (seed 001 §3, §5). */
export function ChannelGroupsPanel({ clientId, channels }: ChannelGroupsPanelProps) {
  const groups = useChannelGroups(clientId);
  const [creating, setCreating] = useState(false);

  if (groups.isError) {
    return <Alert severity="error">{CHANNEL_GROUP_MESSAGES.getChannelGroups}</Alert>;
  }
  if (groups.isPending || channels === null) return <PageLoading label="Loading channel groups" />;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          The call channels of a group share one schedule, its interval caps and its monthly cap.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New group
        </Button>
      </Stack>
      {groups.data.length === 0 ? (
        <Typography color="text.secondary">This client has no channel groups yet.</Typography>
      ) : (
        groups.data.map((group) => (
          <GroupCard
            key={group.subscriptionGroupId}
            clientId={clientId}
            group={group}
            groups={groups.data}
            channels={channels}
          />
        ))
      )}
      {creating && (
        <GroupNameDialog
          clientId={clientId}
          groups={groups.data}
          channels={channels}
          onClose={() => setCreating(false)}
        />
      )}
    </Stack>
  );
}
